import { inflateRawSync } from 'node:zlib'
import {
  DOCUMENT_TOO_LARGE,
  MAX_DOCUMENT_BYTES,
  MAX_MAIN_PART_BYTES,
  MAX_UNCOMPRESSED_BYTES,
  mainPartTooLarge,
} from '../documentLimits.ts'
import { BlogError } from '../errors.ts'
import { checkXmlPart, readXml } from './checkXmlPart.ts'

/*
 * The zip's directory and local headers are read here (readCentralDirectory, locateParts), and
 * each part is inflated by node:zlib (workerd has it through nodejs_compat), whose
 * `maxOutputLength` stops at the declared size. No zip library keeps the refusals below:
 * fflate, the only one reading synchronously as this guard and its callers do, inflates a part
 * into a buffer of its declared size but decodes the whole stream and returns its first bytes
 * as the part (1 MB declared as 1 MB and holding 1 GiB of zeros: 13.5 s here, no error), checks
 * no signature, encryption flag or CRC, and lets a later part of a name replace an earlier one;
 * unzipit, @zip.js/zip.js and yauzl read only asynchronously (yauzl through Node streams). None
 * tells where a local header lies or whether the records fill the directory, which the refusals
 * of a zip that reads two ways need: a library would only add a second reading of the directory.
 */

/**
 * Deflate tops out near 1000:1 on repeated bytes; real Word parts stay under 100:1. A large
 * part above this ratio is the signature of a zip bomb.
 */
const MAX_RATIO = 200
const RATIO_CHECKED_FROM_BYTES = 10 * 1024 * 1024
const MAX_ENTRIES = 10_000

const NOT_A_DOCX = {
  fr: 'Ce fichier n’est pas un document Word (.docx) valide.',
  en: 'This file is not a valid Word document (.docx).',
}

/** The type mammoth follows from `_rels/.rels` to the main part, exactly as it compares it. */
const OFFICE_DOCUMENT =
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument'
/** Where mammoth looks for the main part when the package relationships name none it holds. */
const MAIN_PART = 'word/document.xml'
const PACKAGE_PARTS = ['[Content_Types].xml', '_rels/.rels']
/**
 * The most text mammoth may read in all: the main part's limit, and room for the styles,
 * numbering, notes and comments beside it. Counted per read, so a part that several
 * relationships name is counted each time mammoth parses it.
 */
const MAX_TEXT_READ_BYTES = MAX_MAIN_PART_BYTES + 4 * 1024 * 1024
/** A part whose name says XML is checked before anything reads it. */
const XML_NAME = /\.(?:xml|rels)$/i
const decoder = new TextDecoder()

/** Where Word keeps its list definitions (convertDocx gives mammoth its own reading of them). */
export const NUMBERING_PART = 'word/numbering.xml'

/** The text of the parts of a checked document the import reads itself. */
export interface WordParts {
  /** The main part's XML (`word/document.xml` or where the package points). */
  document: string
  styles?: string
  /** `word/numbering.xml`, where Word defines its lists and their restarts. */
  numbering?: string
  comments?: string
  /** `word/settings.xml`, where Word keeps the document's id across saves. */
  settings?: string
  /** The main part's relationships (`word/_rels/document.xml.rels`): the parts its pictures name. */
  relationships?: string
}

/**
 * The package as mammoth reads it (its `file` input, in place of the zip's bytes): only the
 * parts the guard listed, checked and size-capped, by their exact names. mammoth never opens the
 * zip itself, so what it converts is what was checked, whatever else the bytes hold.
 */
interface WordFile {
  exists(name: string): boolean
  read(name: string, encoding?: string): Promise<Uint8Array | string>
}

/** A .docx that passed {@link checkWordDocument}. */
export interface CheckedWordDocument {
  /** Decodes the XML parts the import reads beside mammoth (not kept, so they can be freed). */
  readParts(): WordParts
  /** What mammoth is given to convert. */
  file: WordFile
}

interface ZipEntry {
  name: string
  method: number
  flags: number
  compressedSize: number
  uncompressedSize: number
  localHeaderOffset: number
}

/** A listed part and its compressed bytes, found behind its local header. */
interface ZipPart extends ZipEntry {
  data: Uint8Array
}

/**
 * Refuses anything but a sound, reasonably sized .docx before any conversion starts: legacy .doc
 * and password-protected files (both OLE containers), other formats, empty or truncated files,
 * a zip without Word's main part, a text part over {@link MAX_MAIN_PART_BYTES} (from the zip's
 * directory, before inflating anything), and zip bombs. A zip that could read two ways is
 * refused: a directory whose records and end record disagree (records past the declared count,
 * a gap, ZIP64 markers), two parts of one name, local headers that overlap, lie outside the
 * entries' area or name another part. Every part is inflated with a cap equal to its declared
 * size, so a zip that lies about its sizes is caught without filling memory, and every XML part
 * is checked well-formed ({@link checkXmlPart}) before mammoth or the import reads it.
 *
 * @throws {BlogError} `unsupported-document`, `bad-document` or `too-large`, in French
 */
export function checkWordDocument(bytes: Uint8Array): CheckedWordDocument {
  if (bytes.length === 0) {
    throw new BlogError(
      'bad-document',
      'Ce fichier est vide : choisissez le document Word (.docx) qui contient vos articles.',
      { english: 'This file is empty: choose the Word document (.docx) holding your articles.' },
    )
  }
  checkDocumentSize(bytes.length)
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) {
    throw new BlogError(
      'unsupported-document',
      'Ce fichier est un ancien document Word (.doc) ou un document protégé par mot de passe : ouvrez-le dans Word et enregistrez-le au format .docx, sans mot de passe.',
      {
        english:
          'This file is a legacy Word document (.doc) or a password-protected one: open it in Word and save it as .docx, without a password.',
      },
    )
  }
  if (!startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    throw new BlogError('unsupported-document', NOT_A_DOCX.fr, { english: NOT_A_DOCX.en })
  }
  const { entries, directoryOffset } = readCentralDirectory(bytes)
  const listed = (name: string) => entries.some((entry) => entry.name === name)
  if (!listed(MAIN_PART) && !PACKAGE_PARTS.every(listed)) {
    throw new BlogError(
      'unsupported-document',
      `${NOT_A_DOCX.fr.slice(0, -1)} : cette archive ne contient pas de texte Word.`,
      { english: `${NOT_A_DOCX.en.slice(0, -1)}: this archive holds no Word text.` },
    )
  }
  const bomb = entries.some(
    (entry) =>
      entry.uncompressedSize > RATIO_CHECKED_FROM_BYTES &&
      entry.uncompressedSize / Math.max(entry.compressedSize, 1) > MAX_RATIO,
  )
  // A bomb is named as one; a real document whose text is merely too long gets its own sentence.
  if (bomb) throw decompressesTooMuch()
  const declared = entries.reduce((total, entry) => total + entry.uncompressedSize, 0)
  if (declared > MAX_UNCOMPRESSED_BYTES) throw decompressesTooMuch()
  const parts = locateParts(bytes, entries, directoryOffset)
  const main = parts.get(mainPartName(parts))
  if (!main) throw damagedDocument()
  if (main.uncompressedSize > MAX_MAIN_PART_BYTES) throw textTooLarge(main.uncompressedSize)
  // Every part is inflated once here, so a lie about any size is found before conversion; what
  // is read later is inflated again from the same checked bytes, to keep memory that of the zip.
  const checkedXml = new Set<string>()
  for (const part of parts.values()) {
    const inflated = inflate(part)
    if (XML_NAME.test(part.name)) {
      checkXml(inflated)
      checkedXml.add(part.name)
    }
  }
  const read = (name: string) => {
    const part = parts.get(name)
    return part && inflate(part)
  }
  const text = (name: string) => {
    const part = read(name)
    return part && decoder.decode(part)
  }
  return {
    readParts: () => ({
      document: text(main.name) ?? '',
      styles: text('word/styles.xml'),
      numbering: text(NUMBERING_PART),
      comments: text('word/comments.xml'),
      settings: text('word/settings.xml'),
      relationships: text(relationshipsPart(main.name)),
    }),
    file: wordFile(read, (name) => parts.has(name), checkedXml),
  }
}

/**
 * mammoth's view of the checked parts. Any part it reads as text is XML it will parse, checked
 * here first if its name did not say so; what it reads is counted, so a part named by many
 * relationships cannot make it parse or copy more than the limits allow.
 */
function wordFile(
  read: (name: string) => Uint8Array | undefined,
  has: (name: string) => boolean,
  checkedXml: Set<string>,
): WordFile {
  let textRead = 0
  let bytesRead = 0
  return {
    // The style map a document may embed is never used (see wordStyleMap.ts): it is not there.
    exists: (name) => name !== 'mammoth/style-map' && has(name),
    read(name, encoding) {
      return new Promise((resolve) => {
        const part = name === 'mammoth/style-map' ? undefined : read(name)
        if (part === undefined) throw damagedDocument()
        bytesRead += part.length
        if (bytesRead > MAX_UNCOMPRESSED_BYTES) throw decompressesTooMuch()
        if (encoding === undefined) {
          resolve(part)
          return
        }
        if (encoding === 'base64') {
          resolve(Buffer.from(part).toString('base64'))
          return
        }
        textRead += part.length
        if (textRead > MAX_TEXT_READ_BYTES) throw decompressesTooMuch()
        if (!checkedXml.has(name)) {
          checkXml(part)
          checkedXml.add(name)
        }
        resolve(decoder.decode(part))
      })
    },
  }
}

/** Where a part's relationships are, as mammoth finds them: `word/_rels/document.xml.rels`. */
function relationshipsPart(name: string): string {
  const slash = name.lastIndexOf('/')
  return `${name.slice(0, slash + 1)}_rels/${name.slice(slash + 1)}.rels`
}

function checkXml(part: Uint8Array): void {
  if (checkXmlPart(decoder.decode(part)) !== undefined) throw damagedDocument()
}

/**
 * The main part, found as mammoth finds it: the first target of an officeDocument relationship
 * in `_rels/.rels` that the zip holds, else `word/document.xml`.
 */
function mainPartName(parts: Map<string, ZipPart>): string {
  const relationships = parts.get('_rels/.rels')
  if (!relationships) return MAIN_PART
  // A package's relationship list is a few hundred bytes; a huge one is no Word file.
  if (relationships.uncompressedSize > 1024 * 1024) throw damagedDocument()
  const xml = inflate(relationships)
  checkXml(xml)
  const targets: string[] = []
  readXml(decoder.decode(xml), {
    open: ({ name, attributes: { Type: type, Target: target } }) => {
      // mammoth reads the element by its namespace: any prefix names it.
      const local = name.slice(name.indexOf(':') + 1)
      if (local === 'Relationship' && type === OFFICE_DOCUMENT && target) {
        targets.push(target.startsWith('/') ? target.slice(1) : target)
      }
    },
  })
  return targets.find((target) => parts.has(target)) ?? MAIN_PART
}

function textTooLarge(bytes: number): BlogError {
  const sentence = mainPartTooLarge(bytes)
  return new BlogError('too-large', sentence.fr, { english: sentence.en })
}

/**
 * Refuses a document over {@link MAX_DOCUMENT_BYTES}; callers holding only a file's size (a
 * stat, a Content-Length) can refuse it before reading it.
 *
 * @throws {BlogError} `too-large`
 */
export function checkDocumentSize(byteLength: number): void {
  if (byteLength > MAX_DOCUMENT_BYTES) {
    throw new BlogError('too-large', DOCUMENT_TOO_LARGE.fr, { english: DOCUMENT_TOO_LARGE.en })
  }
}

function decompressesTooMuch(): BlogError {
  return new BlogError(
    'too-large',
    'Ce document se décompresse en un volume anormalement grand : il a été refusé par sécurité.',
    {
      english: 'This document decompresses to an abnormally large size: it was refused for safety.',
    },
  )
}

/** The refusal of a document that cannot be read; `cause` is what failed, when known. */
export function damagedDocument(cause?: unknown): BlogError {
  return new BlogError(
    'bad-document',
    'Ce document Word est incomplet ou endommagé : enregistrez-le de nouveau dans Word, puis réessayez.',
    {
      english: 'This Word document is incomplete or damaged: save it again from Word, then retry.',
      ...(cause === undefined ? {} : { cause }),
    },
  )
}

/** The zip's little-endian fields; a read past its end throws a `RangeError`. */
function zipFields(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return {
    u16: (at: number) => view.getUint16(at, true),
    u32: (at: number) => view.getUint32(at, true),
  }
}

/**
 * Reads the zip's table of contents, which sits at its end: a truncated file has none. The end
 * record's count and the directory must agree exactly: a zip reader that reads every record it
 * finds (JSZip does) must find the same parts as this one.
 */
function readCentralDirectory(bytes: Uint8Array): {
  entries: ZipEntry[]
  directoryOffset: number
} {
  const { u16, u32 } = zipFields(bytes)
  // The end record is 22 bytes followed by a comment of at most 65535 bytes.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff)
  let end = bytes.length - 22
  while (end >= lowest && u32(end) !== 0x06054b50) end--
  if (end < lowest) throw damagedDocument()
  const [count, directorySize, directoryOffset] = [u16(end + 10), u32(end + 12), u32(end + 16)]
  // ZIP64 markers: no .docx under 20 MB needs them, and they would hide the real sizes.
  if (count === 0xffff || directoryOffset === 0xffffffff) throw damagedDocument()
  if (end >= 20 && u32(end - 20) === 0x07064b50) throw damagedDocument()
  // Split archives: Word writes one file.
  if (u16(end + 4) !== 0 || u16(end + 6) !== 0 || u16(end + 8) !== count) throw damagedDocument()
  if (count > MAX_ENTRIES) throw decompressesTooMuch()
  if (directoryOffset + directorySize !== end) throw damagedDocument()
  const entries: ZipEntry[] = []
  const names = new Set<string>()
  let offset = directoryOffset
  for (let index = 0; index < count; index++) {
    if (offset + 46 > end || u32(offset) !== 0x02014b50) throw damagedDocument()
    const nameEnd = offset + 46 + u16(offset + 28)
    const name = decoder.decode(bytes.subarray(offset + 46, nameEnd))
    // Two parts of one name (in any case: Office's part names ignore it) read two ways.
    if (nameEnd > end || name === '' || names.has(name.toLowerCase())) throw damagedDocument()
    names.add(name.toLowerCase())
    entries.push({
      name,
      flags: u16(offset + 8),
      method: u16(offset + 10),
      compressedSize: u32(offset + 20),
      uncompressedSize: u32(offset + 24),
      localHeaderOffset: u32(offset + 42),
    })
    offset = nameEnd + u16(offset + 30) + u16(offset + 32)
  }
  // No record past the declared count, no bytes between the last record and the end record.
  if (offset !== end) throw damagedDocument()
  return { entries, directoryOffset }
}

/**
 * The listed parts by name, in the directory's order, each with its compressed bytes, found
 * behind a local header that carries the directory's name. Every header and its data lie before
 * the directory, and no two parts share a byte.
 */
function locateParts(
  bytes: Uint8Array,
  entries: ZipEntry[],
  directoryOffset: number,
): Map<string, ZipPart> {
  const { u16, u32 } = zipFields(bytes)
  const spans: [number, number][] = []
  const parts = new Map<string, ZipPart>()
  for (const entry of entries) {
    const { name, flags, compressedSize, localHeaderOffset: header } = entry
    // Bit 0: encrypted. Word never encrypts zip entries; something else made this file.
    if ((flags & 1) !== 0 || header + 30 > directoryOffset) throw damagedDocument()
    const nameEnd = header + 30 + u16(header + 26)
    const start = nameEnd + u16(header + 28)
    if (u32(header) !== 0x04034b50 || start + compressedSize > directoryOffset)
      throw damagedDocument()
    if (decoder.decode(bytes.subarray(header + 30, nameEnd)) !== name) throw damagedDocument()
    parts.set(name, { ...entry, data: bytes.subarray(start, start + compressedSize) })
    spans.push([header, start + compressedSize])
  }
  spans.sort(([a], [b]) => a - b)
  spans.reduce((previousEnd, [start, end]) => {
    if (start < previousEnd) throw damagedDocument()
    return end
  }, 0)
  return parts
}

/** Inflates one part with its declared size as a hard cap, checks it matches and returns it. */
function inflate(part: ZipPart): Uint8Array {
  if (part.method === 0 && part.compressedSize === part.uncompressedSize) return part.data
  if (part.method !== 8) throw damagedDocument()
  let inflated: Buffer
  try {
    inflated = inflateRawSync(part.data, { maxOutputLength: Math.max(part.uncompressedSize, 1) })
  } catch (error) {
    throw error instanceof RangeError ? decompressesTooMuch() : damagedDocument()
  }
  if (inflated.length !== part.uncompressedSize) throw damagedDocument()
  return inflated
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte)
}
