/*
 * Typography of the page copy in content/pages/, read as the build reads it (facts written in).
 * `npm run check:dist` checks the French of the built pages' text, but not the words a page shows
 * only once a script ran (the self-assessment's levels) and not the English at all: a straight
 * apostrophe or a French space before « ; » slipped into the English pages unseen. Here every text
 * of every copy file is checked: the French by the built pages' rules, the English (the English
 * files and the French legal pages' `englishNote`) by the English ones.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Locale } from '../../engine/index.ts'
import { pageCopyDir, readPageCopy } from '../../generator/readPageCopy'
import type { PageCopyName } from '../../site/copy/pageCopySchemas'
import { frenchTextProblems } from '../checks/checkFrenchTypography'

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

function problemsOf(text: string, locale: Locale) {
  return locale === 'fr' ? frenchTextProblems(text) : englishTextProblems(text)
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
