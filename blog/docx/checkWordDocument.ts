import { inflateRawSync } from 'node:zlib'
import {
  DOCUMENT_TOO_LARGE,
  MAX_DOCUMENT_BYTES,
  MAX_MAIN_PART_BYTES,
  MAX_UNCOMPRESSED_BYTES,
  mainPartTooLarge,
} from '../documentLimits.ts'
import { BlogError } from '../errors.ts'

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

/**
 * The document's own text, which every .docx has: usually at this path, or wherever the package
 * relationships (`_rels/.rels`) point, which mammoth follows.
 */
const MAIN_PART = 'word/document.xml'
const PACKAGE_PARTS = ['[Content_Types].xml', '_rels/.rels']
/** The text of the parts of a checked document the import reads itself. */
export interface WordParts {
  /** The main part's XML (`word/document.xml` or where the package points). */
  document: string
  styles?: string
  comments?: string
  /** `word/settings.xml`, where Word keeps the document's id across saves. */
  settings?: string
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
 * directory, before inflating anything), and zip bombs. Returns the XML parts the import reads
 * beside mammoth, so none is inflated twice. Every part is inflated with a cap equal to its
 * declared size, so a zip that lies about its sizes is caught without filling memory.
 *
 * @throws {BlogError} `unsupported-document`, `bad-document` or `too-large`, in French
 */
export function checkWordDocument(bytes: Uint8Array): WordParts {
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
  const entries = readCentralDirectory(bytes)
  const names = new Set(entries.map((entry) => entry.name))
  if (!names.has(MAIN_PART) && !PACKAGE_PARTS.every((part) => names.has(part))) {
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
  const mainPart = mainPartName(bytes, entries)
  const main = entries.find((entry) => entry.name === mainPart)
  if (!main) throw damaged()
  if (main.uncompressedSize > MAX_MAIN_PART_BYTES) throw textTooLarge(main.uncompressedSize)
  const declared = entries.reduce((total, entry) => total + entry.uncompressedSize, 0)
  if (declared > MAX_UNCOMPRESSED_BYTES) throw decompressesTooMuch()
  const decoder = new TextDecoder()
  const parts: Partial<WordParts> = {}
  for (const entry of entries) {
    const data = checkEntryData(bytes, entry)
    if (entry.name === mainPart) parts.document = decoder.decode(data)
    else if (entry.name === 'word/styles.xml') parts.styles = decoder.decode(data)
    else if (entry.name === 'word/comments.xml') parts.comments = decoder.decode(data)
    else if (entry.name === 'word/settings.xml') parts.settings = decoder.decode(data)
  }
  return { ...parts, document: parts.document ?? '' }
}

/** The main part: `word/document.xml`, or the target of the package's officeDocument link. */
function mainPartName(bytes: Uint8Array, entries: ZipEntry[]): string {
  if (entries.some((entry) => entry.name === MAIN_PART)) return MAIN_PART
  const relationships = entries.find((entry) => entry.name === '_rels/.rels')
  // A package's relationship list is a few hundred bytes; a huge one is no Word file.
  if (!relationships || relationships.uncompressedSize > 1024 * 1024) throw damaged()
  const xml = new TextDecoder().decode(checkEntryData(bytes, relationships))
  for (const match of xml.matchAll(/<Relationship\b[^>]*>/g)) {
    if (!/Type="[^"]*\/officeDocument"/.test(match[0])) continue
    const target = /Target="([^"]*)"/.exec(match[0])?.[1]
    if (target) return target.replace(/^\//, '')
  }
  throw damaged()
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

/** Reads the zip's table of contents, which sits at its end: a truncated file has none. */
function readCentralDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const end = findEndOfCentralDirectory(bytes, view)
  if (end < 0) throw damaged()
  const entryCount = view.getUint16(end + 10, true)
  const directorySize = view.getUint32(end + 12, true)
  const directoryOffset = view.getUint32(end + 16, true)
  // ZIP64 markers: no .docx under 20 MB needs them, and they would hide the real sizes.
  if (entryCount === 0xffff || directoryOffset === 0xffffffff) throw damaged()
  if (entryCount > MAX_ENTRIES) throw decompressesTooMuch()
  if (directoryOffset + directorySize > end) throw damaged()

  const entries: ZipEntry[] = []
  const decoder = new TextDecoder()
  let offset = directoryOffset
  for (let index = 0; index < entryCount; index++) {
    if (offset + 46 > end || view.getUint32(offset, true) !== 0x02014b50) throw damaged()
    const nameLength = view.getUint16(offset + 28, true)
    const extraLength = view.getUint16(offset + 30, true)
    const commentLength = view.getUint16(offset + 32, true)
    if (offset + 46 + nameLength > end) throw damaged()
    entries.push({
      flags: view.getUint16(offset + 8, true),
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      uncompressedSize: view.getUint32(offset + 24, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
      name: decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
    })
    offset += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

function findEndOfCentralDirectory(bytes: Uint8Array, view: DataView): number {
  // The record is 22 bytes followed by a comment of at most 65535 bytes.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff)
  for (let offset = bytes.length - 22; offset >= lowest; offset--) {
    if (view.getUint32(offset, true) === 0x06054b50) return offset
  }
  return -1
}

/** Inflates one part with its declared size as a hard cap, checks it matches and returns it. */
function checkEntryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  // Bit 0: encrypted. Word never encrypts zip entries; something else made this file.
  if ((entry.flags & 1) !== 0) throw damaged()
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const header = entry.localHeaderOffset
  if (header + 30 > bytes.length || view.getUint32(header, true) !== 0x04034b50) throw damaged()
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true)
  const data = bytes.subarray(start, start + entry.compressedSize)
  if (data.length !== entry.compressedSize) throw damaged()
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
