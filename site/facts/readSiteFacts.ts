import { readFileSync } from 'node:fs'
import { parseSiteFacts, type SiteFacts } from './siteFactsSchema.ts'

/** Where the consultant's facts live, from the repository's root. */
export const SITE_FACTS_PATH = 'content/site.json'

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
