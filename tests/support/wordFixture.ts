import {
  AlignmentType,
  Document,
  LevelFormat,
  Packer,
  type ICommentOptions,
  type ISectionOptions,
  type Paragraph,
} from 'docx'
import JSZip from 'jszip'

/** A 1×1 PNG, the smallest real image a test document can embed. */
export const PNG_PIXEL = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (character) => character.charCodeAt(0),
)

/** The numbering definition tests use for numbered lists: `numbering: { reference: 'steps', level }`. */
export const NUMBERED = 'steps'

/**
 * Builds a .docx for tests with the `docx` package, the way Word lays it out: Heading styles, a
 * decimal list definition, Quote and Caption styles, optional footnotes and comments, and Word's
 * document id in `word/settings.xml` when `documentId` is given (a GUID, as Word writes it).
 */
export async function wordFixture(
  children: ISectionOptions['children'],
  footnotes: Record<number, { children: Paragraph[] }> = {},
  comments: ICommentOptions[] = [],
  documentId?: string,
): Promise<Uint8Array> {
  const document = new Document({
    styles: {
      paragraphStyles: [
        { id: 'Quote', name: 'Quote', basedOn: 'Normal', run: { italics: true } },
        // Word stores its built-in styles under their English names, whatever its language.
        { id: 'Caption', name: 'caption', basedOn: 'Normal', run: { size: 18 } },
      ],
    },
    comments: { children: comments },
    numbering: {
      config: [
        {
          reference: NUMBERED,
          levels: [0, 1, 2].map((level) => ({
            level,
            format: LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
          })),
        },
      ],
    },
    footnotes,
    sections: [{ children }],
  })
  const bytes = new Uint8Array(await Packer.toBuffer(document))
  return documentId === undefined ? bytes : withDocumentId(bytes, documentId)
}

/** The document with Word's `w15:docId` added to its settings, as Word 2013 and later write it. */
async function withDocumentId(bytes: Uint8Array, documentId: string): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(bytes)
  const settings = (await zip.file('word/settings.xml')?.async('string')) ?? ''
  zip.file(
    'word/settings.xml',
    settings.replace('</w:settings>', `<w15:docId w15:val="{${documentId}}"/></w:settings>`),
  )
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' })
}
