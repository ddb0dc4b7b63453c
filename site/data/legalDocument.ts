import type { HeadCopy } from './pageCopy'

/**
 * A block of a legal page: a string is a paragraph, an array of strings is a bulleted list.
 * Links are written `[text](address)`: an address starting with `/` is a page of the site.
 */
type LegalBlock = string | readonly string[]

/** One numbered part of a legal page, with its h2. */
export interface LegalSection {
  /** Anchor used by the table of contents; lower-case, no accents. */
  id: string
  title: string
  blocks: readonly LegalBlock[]
}

/** A legal page (French only, as the spec says), with a short English note for English visitors. */
export interface LegalDocument {
  head: HeadCopy
  title: string
  lead: string
  /** As printed under the title: « Dernière mise à jour : janvier 2024 ». */
  updated: string
  /** One or two sentences in English, shown with lang="en". */
  englishNote: string
  sections: readonly LegalSection[]
}
