import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { readSiteFacts, siteFactsFile } from '../engine/node.ts'
import { bindNumbers, type Locale, type SiteFacts, z } from '../engine/index.ts'
import { factValues, fillFacts, mapCopyTexts } from '../site/copy/copyText.ts'
import { type PageCopy, type PageCopyName, pageCopySchemas } from '../site/copy/pageCopySchemas.ts'

/*
 * Reads a page's copy, content/pages/<locale>/<page>.yaml, for the build (the pages import it
 * through generator/pageCopyPlugin.ts) and for the tests and tools that run outside it.
 */

/** The project's page copy folder. */
export const pageCopyDir = fileURLToPath(new URL('../content/pages', import.meta.url))

/** A copy file's page and language, from its path; undefined for any other file. */
export function pageCopyOf(file: string): { page: PageCopyName; locale: Locale } | undefined {
  const match = /[\\/]content[\\/]pages[\\/](fr|en)[\\/]([a-z-]+)\.yaml$/.exec(file)
  const [, locale, page] = match ?? []
  if (!page || !(page in pageCopySchemas)) return undefined
  return { page: page as PageCopyName, locale: locale as Locale }
}

/** The schema a page's file follows in `locale`. */
function schemaOf(page: PageCopyName, locale: Locale): z.ZodMiniType {
  const schema = pageCopySchemas[page]
  return 'fr' in schema ? schema[locale] : schema
}

/** `sections[2].blocks[0]`: where a faulty value sits in its file. */
function fieldPath(issuePath: readonly PropertyKey[]): string {
  return issuePath
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('')
    .replace(/^\./, '')
}

/**
 * Checks the text of a page's copy file with its page's schema, binds each number to the word
 * after it with a no-break space (engine/blog/numberSpacing.ts) and writes the site's facts into
 * it.
 *
 * @throws {Error} naming the file, and each faulty field with what it expects
 */
export function parsePageCopy(
  file: string,
  text: string,
  facts: SiteFacts,
): Record<string, unknown> {
  const name = path.relative(process.cwd(), file) || file
  const page = pageCopyOf(file)
  if (!page) throw new Error(`${name} n’est pas le texte d’une page du site.`)
  let value: unknown
  try {
    value = parse(text, { uniqueKeys: true, maxAliasCount: 0 })
  } catch (error) {
    throw new Error(`${name} n’est pas un YAML valide : ${(error as Error).message}`)
  }
  const result = schemaOf(page.page, page.locale).safeParse(value, {
    error: z.locales.frCA().localeError,
  })
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `- ${fieldPath(issue.path) || '(fichier)'} : ${issue.message}`,
    )
    throw new Error(`${name} n’est pas valide :\n${lines.join('\n')}`)
  }
  // Every page's schema is an object of named fields. A number and its word are bound by the
  // build, not in the file (the consultant types ordinary spaces), and before the facts are
  // written in: a fact reaches the page as she typed it in the admin.
  const copy = mapCopyTexts(result.data as Record<string, unknown>, bindNumbers)
  return fillFacts(copy, factValues(facts, page.locale))
}

/** The facts of the project's content/site.json (or SITE_FACTS_FILE's). */
function projectFacts(): SiteFacts {
  return readSiteFacts(siteFactsFile(process.env))
}

/** A page's copy in `locale`, checked, with the site's facts in it (tests, tools). */
export function readPageCopy<Page extends PageCopyName, Language extends Locale>(
  page: Page,
  locale: Language,
  facts = projectFacts(),
): PageCopy<Page, Language> {
  const file = path.join(pageCopyDir, locale, `${page}.yaml`)
  return parsePageCopy(file, readFileSync(file, 'utf8'), facts) as PageCopy<Page, Language>
}
