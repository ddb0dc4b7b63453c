import { wordDocumentIdSchema } from '../postSchema.ts'

/**
 * Word's own id for a document, from `word/settings.xml`: `w15:docId` (Word 2013 and later, a
 * GUID) or else `w14:docId` (Word 2010, eight hex digits). Word writes it when the document is
 * created and keeps it on every save, « Enregistrer sous » included, and through a renaming of
 * the file; so it names the document, not the file. Upper-case, without braces, so two spellings
 * of one id are one id. `undefined` when the document has none (LibreOffice, Google Docs, older
 * Word) or when what it holds is not an id.
 */
export function wordDocumentId(settings: string | undefined): string | undefined {
  if (settings === undefined) return undefined
  for (const prefix of ['w15', 'w14']) {
    const value = new RegExp(`<${prefix}:docId\\s[^>]*?${prefix}:val="([^"]{1,64})"`).exec(
      settings,
    )?.[1]
    const id = value
      ?.replace(/^\{(.*)\}$/, '$1')
      .trim()
      .toUpperCase()
    if (id !== undefined && wordDocumentIdSchema.safeParse(id).success) return id
  }
  return undefined
}
