import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseSiteFacts, type SiteFacts } from './siteFactsSchema.ts'

/** Where the consultant's facts live, from the repository's root. */
const SITE_FACTS_PATH = 'content/site.json'

/** The project's own facts file. */
export const projectSiteFactsFile = fileURLToPath(
  new URL('../../content/site.json', import.meta.url),
)

/**
 * The facts file a build reads: `SITE_FACTS_FILE` when set (the local server sets it to the
 * content repository it writes to, `CONTENT_ROOT`), else the project's own. The photo it names
 * sits in the same folder.
 */
export function siteFactsFile(env: Record<string, string | undefined>): string {
  return env.SITE_FACTS_FILE ? path.resolve(env.SITE_FACTS_FILE) : projectSiteFactsFile
}

/** Parses the text of the facts file; a JSON syntax error names the file too. */
export function parseSiteFactsText(text: string, source = SITE_FACTS_PATH): SiteFacts {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    throw new Error(`${source} n’est pas un JSON valide : ${(error as Error).message}`)
  }
  return parseSiteFacts(value, source)
}

/** Reads and validates the facts file (build, launch check). */
export function readSiteFacts(file: string | URL): SiteFacts {
  return parseSiteFactsText(readFileSync(file, 'utf8'), String(file).replace(/^file:\/\//, ''))
}
