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
  if (bytes.length > MAX_DOCUMENT_BYTES) {
    throw new BlogError('too-large', DOCUMENT_TOO_LARGE.fr, { english: DOCUMENT_TOO_LARGE.en })
  }
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
  const byName = new Map(entries.map((entry) => [entry.name, entry]))
  if (!byName.has(MAIN_PART) && !PACKAGE_PARTS.every((part) => byName.has(part))) {
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
  const data = new Map(entries.map((entry) => [entry.name, entryData(bytes, entry)]))
  checkLocalHeaders(bytes, entries, directoryOffset)
  const main = byName.get(mainPartName(byName, data))
  if (!main) throw damaged()
  if (main.uncompressedSize > MAX_MAIN_PART_BYTES) throw textTooLarge(main.uncompressedSize)
  // Every part is inflated once here, so a lie about any size is found before conversion; what
  // is read later is inflated again from the same checked bytes, to keep memory that of the zip.
  const checkedXml = new Set<string>()
  for (const entry of entries) {
    const inflated = inflate(entry, data.get(entry.name) ?? new Uint8Array())
    if (XML_NAME.test(entry.name)) {
      checkXml(inflated)
      checkedXml.add(entry.name)
    }
  }
  const read = (name: string) => {
    const entry = byName.get(name)
    return entry ? inflate(entry, data.get(name) ?? new Uint8Array()) : undefined
  }
  const decoder = new TextDecoder()
  const text = (name: string) => {
    const part = read(name)
    return part === undefined ? undefined : decoder.decode(part)
  }
  return {
    readParts: () => ({
      document: text(main.name) ?? '',
      ...optional('styles', text('word/styles.xml')),
      ...optional('numbering', text(NUMBERING_PART)),
      ...optional('comments', text('word/comments.xml')),
      ...optional('settings', text('word/settings.xml')),
      ...optional('relationships', text(relationshipsPart(main.name))),
    }),
    file: wordFile(read, (name) => byName.has(name), checkedXml),
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
        if (part === undefined) throw damaged()
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
        resolve(new TextDecoder().decode(part))
      })
    },
  }
}

/** Where a part's relationships are, as mammoth finds them: `word/_rels/document.xml.rels`. */
function relationshipsPart(name: string): string {
  const slash = name.lastIndexOf('/')
  return `${name.slice(0, slash + 1)}_rels/${name.slice(slash + 1)}.rels`
}

function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, string>)
}

function checkXml(part: Uint8Array): void {
  if (checkXmlPart(new TextDecoder().decode(part)) !== undefined) throw damaged()
}

/**
 * The main part, found as mammoth finds it: the first target of an officeDocument relationship
 * in `_rels/.rels` that the zip holds, else `word/document.xml`.
 */
function mainPartName(byName: Map<string, ZipEntry>, data: Map<string, Uint8Array>): string {
  const relationships = byName.get('_rels/.rels')
  if (!relationships) return MAIN_PART
  // A package's relationship list is a few hundred bytes; a huge one is no Word file.
  if (relationships.uncompressedSize > 1024 * 1024) throw damaged()
  const xml = inflate(relationships, data.get(relationships.name) ?? new Uint8Array())
  checkXml(xml)
  const targets: string[] = []
  readXml(new TextDecoder().decode(xml), {
    open: ({ name, attributes: { Type: type, Target: target } }) => {
      // mammoth reads the element by its namespace: any prefix names it.
      const local = name.slice(name.indexOf(':') + 1)
      if (local === 'Relationship' && type === OFFICE_DOCUMENT && target) {
        targets.push(target.startsWith('/') ? target.slice(1) : target)
      }
    },
  })
  return targets.find((target) => byName.has(target)) ?? MAIN_PART
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

function damaged(): BlogError {
  return new BlogError(
    'bad-document',
    'Ce document Word est incomplet ou endommagé : enregistrez-le de nouveau dans Word, puis réessayez.',
    {
      english: 'This Word document is incomplete or damaged: save it again from Word, then retry.',
    },
  )
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
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const end = findEndOfCentralDirectory(bytes, view)
  if (end < 0) throw damaged()
  const disk = view.getUint16(end + 4, true)
  const directoryDisk = view.getUint16(end + 6, true)
  const entriesOnDisk = view.getUint16(end + 8, true)
  const entryCount = view.getUint16(end + 10, true)
  const directorySize = view.getUint32(end + 12, true)
  const directoryOffset = view.getUint32(end + 16, true)
  // ZIP64 markers: no .docx under 20 MB needs them, and they would hide the real sizes.
  const zip64Locator = end >= 20 && view.getUint32(end - 20, true) === 0x07064b50
  if (entryCount === 0xffff || directoryOffset === 0xffffffff || zip64Locator) throw damaged()
  // Split archives: Word writes one file.
  if (disk !== 0 || directoryDisk !== 0 || entriesOnDisk !== entryCount) throw damaged()
  if (entryCount > MAX_ENTRIES) throw decompressesTooMuch()
  if (directoryOffset + directorySize !== end) throw damaged()

  const entries: ZipEntry[] = []
  const names = new Set<string>()
  const decoder = new TextDecoder()
  let offset = directoryOffset
  for (let index = 0; index < entryCount; index++) {
    if (offset + 46 > end || view.getUint32(offset, true) !== 0x02014b50) throw damaged()
    const nameLength = view.getUint16(offset + 28, true)
    const extraLength = view.getUint16(offset + 30, true)
    const commentLength = view.getUint16(offset + 32, true)
    if (offset + 46 + nameLength > end) throw damaged()
    const entry = {
      flags: view.getUint16(offset + 8, true),
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      uncompressedSize: view.getUint32(offset + 24, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
      name: decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
    }
    // Two parts of one name (in any case: Office's part names ignore it) read two ways.
    const key = entry.name.toLowerCase()
    if (entry.name === '' || names.has(key)) throw damaged()
    names.add(key)
    entries.push(entry)
    offset += 46 + nameLength + extraLength + commentLength
  }
  // No record past the declared count, no bytes between the last record and the end record.
  if (offset !== end) throw damaged()
  return { entries, directoryOffset }
}

function findEndOfCentralDirectory(bytes: Uint8Array, view: DataView): number {
  // The record is 22 bytes followed by a comment of at most 65535 bytes.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff)
  for (let offset = bytes.length - 22; offset >= lowest; offset--) {
    if (view.getUint32(offset, true) === 0x06054b50) return offset
  }
  return -1
}

/**
 * An entry's compressed bytes, from its local header, which must carry the directory's name and
 * lie before the directory.
 */
function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  // Bit 0: encrypted. Word never encrypts zip entries; something else made this file.
  if ((entry.flags & 1) !== 0) throw damaged()
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const header = entry.localHeaderOffset
  if (header + 30 > bytes.length || view.getUint32(header, true) !== 0x04034b50) throw damaged()
  const nameLength = view.getUint16(header + 26, true)
  const name = new TextDecoder().decode(bytes.subarray(header + 30, header + 30 + nameLength))
  if (name !== entry.name) throw damaged()
  const start = header + 30 + nameLength + view.getUint16(header + 28, true)
  const data = bytes.subarray(start, start + entry.compressedSize)
  if (data.length !== entry.compressedSize) throw damaged()
  return data
}

/** Each entry's header and data lie before the directory, and no two entries share a byte. */
function checkLocalHeaders(bytes: Uint8Array, entries: ZipEntry[], directoryOffset: number): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const spans = entries
    .map((entry) => {
      const header = entry.localHeaderOffset
      const fields = 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true)
      return [header, header + fields + entry.compressedSize] as const
    })
    .sort(([a], [b]) => a - b)
  let previousEnd = 0
  for (const [start, end] of spans) {
    if (start < previousEnd || end > directoryOffset) throw damaged()
    previousEnd = end
  }
}

/** Inflates one part with its declared size as a hard cap, checks it matches and returns it. */
function inflate(entry: ZipEntry, data: Uint8Array): Uint8Array {
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.uncompressedSize) throw damaged()
    return data
  }
  if (entry.method !== 8) throw damaged()
  let inflated: Buffer
  try {
    inflated = inflateRawSync(data, { maxOutputLength: Math.max(entry.uncompressedSize, 1) })
  } catch (error) {
    if (error instanceof RangeError) throw decompressesTooMuch()
    throw damaged()
  }
  if (inflated.length !== entry.uncompressedSize) throw damaged()
  return inflated
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte)
}
