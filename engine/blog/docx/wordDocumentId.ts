import { wordDocumentIdSchema } from '../postSchema.ts'
import { readXml } from './checkXmlPart.ts'

/** The elements that hold the id, Word 2013's first, each with the attribute of its value. */
const ID_ELEMENTS = new Map([
  ['w15:docId', 'w15:val'],
  ['w14:docId', 'w14:val'],
])

/**
 * Word's own id for a document, from `word/settings.xml`: `w15:docId` (Word 2013 and later, a
 * GUID) or else `w14:docId` (Word 2010, eight hex digits). Word writes it when the document is
 * created and keeps it on every save, « Enregistrer sous » included, and through a renaming of
 * the file; so it names the document, not the file. Upper-case, without braces, so two spellings
 * of one id are one id. `undefined` when the document has none (LibreOffice, Google Docs, older
 * Word) or when what it holds is not an id.
 *
 * The part is read once, as a stream of tags (saxes), in a time that grows with its length: a
 * pattern looking for each element read on from every `<w15:docId ` to the next `>`, and 215 KB
 * of them took 4.2 s. A part that is not well-formed XML (the import refuses it before this
 * runs) gives what was read before the fault.
 */
export function wordDocumentId(settings: string | undefined): string | undefined {
  if (settings === undefined) return undefined
  const found = new Map<string, string>()
  readXml(settings, {
    open: ({ name, attributes }) => {
      const value = attributes[ID_ELEMENTS.get(name) ?? '']
      if (value !== undefined && !found.has(name)) found.set(name, value)
    },
  })
  return [...ID_ELEMENTS.keys()]
    .map((name) =>
      found
        .get(name)
        ?.replace(/^\{(.*)\}$/, '$1')
        .trim()
        .toUpperCase(),
    )
    .find((id) => id !== undefined && wordDocumentIdSchema.safeParse(id).success)
}
