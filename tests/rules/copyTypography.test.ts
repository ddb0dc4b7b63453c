/*
 * Typography of the page copy in content/pages/, read as the build reads it (facts written in),
 * and of the interface strings in site/locales/. `npm run check:dist` checks the French of the
 * built pages' text, but not the words a page shows only once a script ran (the self-assessment's
 * levels, a tooltip, a refusal) and not the English at all: a straight apostrophe or a French space
 * before « ; » slipped into the English pages unseen. Here every text of every copy file and every
 * translation of the catalogs is checked: the French by the built pages' rules, the English (the
 * English files and catalogs, the French legal pages' `englishNote`) by the English ones, and
 * both by the rule that binds a number to its word.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import PO from 'pofile'
import { describe, expect, it } from 'vitest'
import { type Locale, NUMBER_SPACING_RULE, numberSpacingProblems } from '../../engine/index.ts'
import { pageCopyDir, readPageCopy } from '../../generator/readPageCopy'
import type { PageCopyName } from '../../site/copy/pageCopySchemas'
import { frenchTextProblems } from '../checks/checkFrenchTypography'

/** The interface strings' catalogs, one folder per language. */
const localesDir = path.resolve(import.meta.dirname, '../../site/locales')

/** The French legal pages' summary for English readers: English inside a French file. */
const ENGLISH_FIELDS = new Set(['englishNote'])

const englishRules = [
  { rule: 'straight apostrophe (’ expected)', pattern: /\p{L}'/gu },
  { rule: 'straight double quote (“ ” expected)', pattern: /"/g },
  { rule: 'space before ; : ! or ? (none in English)', pattern: /[\s\u00a0\u202f][;:!?]/gu },
  { rule: 'French guillemets in English text (“ ” expected)', pattern: /[«»]/g },
]

/** What an English text breaks of the rules above, each with a few characters around it. */
function englishTextProblems(text: string): { rule: string; excerpt: string }[] {
  return englishRules.flatMap(({ rule, pattern }) =>
    [...text.matchAll(pattern)].map((match) => ({
      rule,
      excerpt: text.slice(Math.max(0, match.index - 20), match.index + 20),
    })),
  )
}

/** Every text of a copy, with where it sits (`results.nextTitle`) and its language. */
function textsOf(
  value: unknown,
  locale: Locale,
  where = '',
): { where: string; text: string; locale: Locale }[] {
  if (typeof value === 'string') return [{ where, text: value, locale }]
  if (Array.isArray(value))
    return value.flatMap((item, index) => textsOf(item, locale, `${where}[${String(index)}]`))
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      textsOf(item, ENGLISH_FIELDS.has(key) ? 'en' : locale, where ? `${where}.${key}` : key),
    )
  }
  return []
}

/**
 * The translations of a Lingui catalog (`.po`), each with the code that uses it; the header is
 * left out, and so are the contact mail's lines (site/mail/): a plain-text mail keeps ordinary
 * spaces, as site/mail/contactMail.test.ts has it.
 */
function catalogTexts(file: string): { where: string; text: string }[] {
  return PO.parse(readFileSync(file, 'utf8')).items.flatMap(({ references, msgstr }) => {
    const where = references[0]
    if (where === undefined || where.startsWith('site/mail/')) return []
    return [{ where, text: msgstr.join('') }]
  })
}

/**
 * A number and its word stay on one line in both languages (engine/blog/numberSpacing.ts): the
 * build binds them in the page copy, the catalogs hold the no-break space themselves. Checked
 * here rather than over dist/, whose dates and imported articles the rule does not cover.
 */
function numberProblems(text: string, locale: Locale): { rule: string; excerpt: string }[] {
  const rule =
    locale === 'fr'
      ? NUMBER_SPACING_RULE.problem
      : 'ordinary space between a number and its word (no-break space expected)'
  return numberSpacingProblems(text).map(({ excerpt }) => ({ rule, excerpt }))
}

function problemsOf(text: string, locale: Locale) {
  return [
    ...(locale === 'fr' ? frenchTextProblems(text) : englishTextProblems(text)),
    ...numberProblems(text, locale),
  ]
}

describe('the typography of the page copy', () => {
  it('tells a French text from an English one by their rules', () => {
    expect(problemsOf('the site ; the host', 'en').map(({ rule }) => rule)).toEqual([
      'space before ; : ! or ? (none in English)',
    ])
    expect(problemsOf("your teams' health, the organization's goals", 'en')).toHaveLength(2)
    expect(problemsOf('Each “yes” is a strength: what’s next?', 'en')).toEqual([])
    expect(problemsOf('Et maintenant ?', 'fr')).not.toEqual([])
    expect(
      problemsOf('Et maintenant\u202f? Chaque «\u202foui\u202f» compte\u00a0: l’essentiel.', 'fr'),
    ).toEqual([])
    expect(problemsOf('Un document de 4 pages', 'fr').map(({ rule }) => rule)).toEqual([
      NUMBER_SPACING_RULE.problem,
    ])
    expect(problemsOf('3 recommendations, 3\u00a0levers', 'en')).toHaveLength(1)
    expect(textsOf({ englishNote: 'x', lead: 'y' }, 'fr').map(({ locale }) => locale)).toEqual([
      'en',
      'fr',
    ])
  })

  it('holds in every text of content/pages/', () => {
    const problems: string[] = []
    for (const locale of ['fr', 'en'] as const) {
      for (const file of readdirSync(path.join(pageCopyDir, locale))) {
        const page = file.replace(/\.yaml$/, '') as PageCopyName
        for (const text of textsOf(readPageCopy(page, locale), locale)) {
          for (const { rule, excerpt } of problemsOf(text.text, text.locale)) {
            problems.push(`content/pages/${locale}/${file} ${text.where}: ${rule} in “${excerpt}”`)
          }
        }
      }
    }
    expect(problems).toEqual([])
  })
})

describe('the typography of the interface strings', () => {
  it('reads each translation of a catalog, and only the translations', () => {
    const texts = catalogTexts(path.join(localesDir, 'en', 'selfAssessment.po'))
    expect(texts.map(({ text }) => text)).toContain('Redo the diagnostic')
    expect(texts.map(({ text }) => text)).not.toContain('Refaire le diagnostic')
    expect(texts.every(({ where }) => where.startsWith('site/'))).toBe(true)
  })

  it('holds in every translation of site/locales/', () => {
    const problems: string[] = []
    for (const locale of ['fr', 'en'] as const) {
      for (const file of readdirSync(path.join(localesDir, locale))) {
        for (const { where, text } of catalogTexts(path.join(localesDir, locale, file))) {
          for (const { rule, excerpt } of problemsOf(text, locale)) {
            problems.push(`site/locales/${locale}/${file} (${where}): ${rule} in “${excerpt}”`)
          }
        }
      }
    }
    expect(problems).toEqual([])
  })
})
