/*
 * French typography of what the admin shows after sign-in, which no pre-rendered page holds and
 * so `npm run check:dist` never reads: every text of the admin's code, of the facts' messages and
 * of the page copy's (string literals, template parts, JSX text) is checked by the rules that check a built page's
 * text (checkFrenchTypography.ts), and so is every time of day the date formatters write, which
 * no source holds as text (the admin, the engine's messages, the CLI and the pages show them).
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  frenchDateTime,
  frenchHour,
  frenchTime,
  frenchTimeOfDay,
  publicationSlots,
} from '../../engine/index.ts'
import { type SourceText, sourceTexts } from '../support/sourceTexts.ts'
import { frenchTextProblems } from '../checks/checkFrenchTypography'

const folders = ['site/admin', 'engine/facts', 'site/copy']

/** The texts of one source file a reader may see, with their line. */
function textsOf(file: string, source: string): SourceText[] {
  // A lone word ('email', 'tel', a key) is code, not prose.
  return sourceTexts(file, source).filter(({ text }) => !/^[\w-]+$/.test(text))
}

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  return (
    entries
      // Style files hold selectors (`> :last-child`), which no one reads as a sentence.
      .filter(
        (entry) =>
          entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|css)\.tsx?$/.test(entry.name),
      )
      .map((entry) => path.join(entry.parentPath, entry.name))
  )
}

describe('the admin’s French typography', () => {
  it('finds an ordinary space where a no-break one belongs, and only there', () => {
    const texts = (source: string) =>
      textsOf('example.tsx', source)
        .filter(({ text }) => frenchTextProblems(text).length > 0)
        .map(({ text }) => text.trim())
    expect(texts('<p>Fichier choisi : {name} « {title} »</p>')).toEqual([
      'Fichier choisi :',
      '«',
      '»',
    ])
    expect(texts('const asked = `Remplacer ${title} ?`')).toEqual(['?'])
    expect(texts("<p>L'adresse : {email}</p>")).toEqual(["L'adresse :"])
    expect(texts('<input type="email" aria-label="Courriel" />')).toEqual([])
    expect(texts('<p>Fichier choisi\u00a0: {name} «\u202f{title}\u202f»</p>')).toEqual([])
    expect(texts('const asked = `Remplacer ${title}\u202f?`; const c = a ? b : d')).toEqual([])
  })

  it('holds in every text the admin shows', async () => {
    const problems: string[] = []
    for (const folder of folders) {
      for (const file of await sourceFiles(folder)) {
        for (const { line, text } of textsOf(file, await readFile(file, 'utf8'))) {
          for (const { rule, excerpt } of frenchTextProblems(text)) {
            problems.push(`${file}:${line} : ${rule} dans « ${excerpt} »`)
          }
        }
      }
    }
    expect(problems).toEqual([])
  })
  it('holds in every time of day the date formatters write', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2040-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (instant, hours, minutes) => {
          const written = [
            frenchDateTime(instant),
            frenchTimeOfDay(instant),
            frenchTime(hours, minutes),
            frenchHour(hours),
            publicationSlots({ each: 'le', join: 'and' }),
          ]
          expect(written.flatMap((text) => frenchTextProblems(text))).toEqual([])
        },
      ),
    )
  })
})
