import { createHash } from 'node:crypto'
import mammoth from 'mammoth'
import { cleanPostImage } from '../cleanPostImage.ts'
import { isBlogError } from '../errors.ts'
import { POST_IMAGE_EXTENSIONS, sniffImageType } from '../postImages.ts'
import {
  type CheckedWordDocument,
  checkWordDocument,
  damagedDocument,
  NUMBERING_PART,
  type WordParts,
} from './checkWordDocument.ts'
import { mammothNumbering, numberLists } from './continuedListNumbering.ts'
import { unwrapHeadingTables } from './headingTables.ts'
import { htmlToSections, type Section } from './htmlToSections.ts'
import type { ImportWarning } from './importWarning.ts'
import { convertedWidths, relationshipParts } from './pictureSizes.ts'
import { scanWordXml } from './scanWordXml.ts'
import { wordDocumentId } from './wordDocumentId.ts'
import { wordStyleMap } from './wordStyleMap.ts'

/** A Word document as Markdown sections, with the images they reference. */
export interface ConvertedDocument {
  /** Plain text found before the first Heading 1. */
  preamble: string
  sections: Section[]
  /** Image files by name (`img-<content hash>.<ext>`), as the Markdown references them. */
  images: Map<string, Uint8Array>
  /** What was dropped, and where, in French, for the consultant. */
  warnings: ImportWarning[]
  /** Headings 1 found where they cannot start an article, said in French. */
  misplacedHeadings: string[]
  /** The paragraph styles the document uses, as French Word names them (« Normal », « Titre »). */
  paragraphStyles: string[]
  /** Word's id for the document (see {@link wordDocumentId}), kept across saves and renamings. */
  documentId: string | undefined
}

/**
 * Converts a .docx to Markdown sections (one per Heading 1) after checking the file is a sound
 * Word document. Images become files named by a hash of their bytes, so the same picture used
 * twice is stored once and re-importing a document gives the same names; formats browsers cannot
 * show or the site refuses (EMF, WMF, TIFF, BMP, SVG) are dropped with a warning naming where.
 * A table holding a Heading 1 (a template's layout) is read as the text of its cells, so the
 * heading splits articles. Everything else mammoth skips is named by {@link scanWordXml}.
 *
 * @throws {BlogError} `unsupported-document`, `bad-document` or `too-large`
 */
export async function convertDocx(bytes: Uint8Array): Promise<ConvertedDocument> {
  const checked = checkWordDocument(bytes)
  // The XML parts are not kept in a variable: they can be freed before mammoth reads the file.
  const { skipped, paragraphStyles, documentId, lists, pictures, parts } = readWordParts(
    checked.readParts(),
  )
  const file = mammothFile(checked.file, lists?.xml)
  const images = new Map<string, Uint8Array>()
  /** The part of each image mammoth converted, in its order (one at a time, in document order). */
  const imageParts: string[] = []
  let html: string
  try {
    const result = await mammoth.convertToHtml(
      // mammoth reads the parts the guard checked, never the zip: its `file` input (read by
      // the Node build, which the edge worker bundles too) is absent from its types.
      { file } as unknown as Parameters<typeof mammoth.convertToHtml>[0],
      {
        styleMap: [...wordStyleMap],
        includeDefaultStyleMap: false,
        includeEmbeddedStyleMap: false,
        // A document may link a picture to a path on the server: never read it.
        externalFileAccess: false,
        ignoreEmptyParagraphs: true,
        transformDocument: (document: unknown) =>
          numberLists(unwrapHeadingTables(document), lists?.starts),
        convertImage: mammoth.images.imgElement(async (image) => {
          // mammoth asks for the image's part at once: its name is known before any wait, and
          // the image is marked with its rank so that Word's width can follow it (pictureSizes.ts).
          file.forgetBinaryPart()
          const reading = image.readAsBuffer()
          const rank = String(imageParts.push(file.lastBinaryPart() ?? '') - 1)
          const name = await postImage(await reading, images)
          // htmlToSections names the dropped image where it stood.
          return name === undefined
            ? { src: `unsupported:${imageFormatName(image.contentType)}` }
            : { src: name, 'data-picture': rank }
        }),
      },
    )
    html = result.value
  } catch (error) {
    throw isBlogError(error) ? error : damagedDocument(error)
  }
  const widths = convertedWidths(imageParts, pictures, parts)
  const sectioned = htmlToSections(html, new Set(images.keys()), widths)
  const warnings = [...skipped, ...sectioned.warnings]
  const misplacedHeadings = warnings
    .filter((warning) => warning.kind === 'misplaced-heading' || /titre 1 «/.test(warning.message))
    .map((warning) => warning.message)
  return { ...sectioned, images, warnings, misplacedHeadings, paragraphStyles, documentId }
}

/**
 * The checked parts as mammoth reads them, with Word's lists rewritten so that their restarts
 * are counted (see numberLists), noting the last part read as bytes: an image's, read when
 * convertImage asks for its bytes.
 */
function mammothFile(checked: CheckedWordDocument['file'], numbering: string | undefined) {
  let lastBinaryPart: string | undefined
  return {
    exists: (name: string) => checked.exists(name),
    read: (name: string, encoding?: string) => {
      if (encoding === undefined) lastBinaryPart = name
      return name === NUMBERING_PART && numbering !== undefined && encoding !== undefined
        ? Promise.resolve(numbering)
        : checked.read(name, encoding)
    },
    lastBinaryPart: () => lastBinaryPart,
    forgetBinaryPart: () => {
      lastBinaryPart = undefined
    },
  }
}

/**
 * An image of the document as the post keeps it, named by a hash of its bytes; its type comes
 * from the bytes, not from what Word records, so only an allowed image is ever written to a post
 * folder. Refused past the pixel limit; metadata (GPS above all) never reaches a commit.
 *
 * @returns its name among `images`, or `undefined` for a type the site does not show
 */
async function postImage(
  bytes: Uint8Array,
  images: Map<string, Uint8Array>,
): Promise<string | undefined> {
  const data = await cleanPostImage(new Uint8Array(bytes))
  const type = sniffImageType(data)
  const extension = type === undefined ? undefined : POST_IMAGE_EXTENSIONS[type]
  if (extension === undefined) return undefined
  const name = `img-${createHash('sha256').update(data).digest('hex').slice(0, 16)}.${extension}`
  images.set(name, data)
  return name
}

/**
 * What the import reads from the XML parts itself. The parts are not returned: they can be freed
 * before mammoth reads the file.
 */
function readWordParts(parts: WordParts) {
  const { warnings, paragraphStyles, pictures } = scanWordXml(parts)
  return {
    skipped: warnings,
    paragraphStyles,
    pictures,
    parts: relationshipParts(parts.relationships),
    documentId: wordDocumentId(parts.settings),
    lists: mammothNumbering(parts.numbering),
  }
}

function imageFormatName(contentType: string): string {
  const subtype = contentType.split('/')[1] ?? contentType
  return subtype
    .replace(/^x-/, '')
    .replace(/\+xml$/, '')
    .toUpperCase()
    .replace(/[^A-Z0-9+-]/g, '')
}
