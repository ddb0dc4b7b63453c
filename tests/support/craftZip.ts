import { crc32, deflateRawSync } from 'node:zlib'
import { concatBytes } from '../../engine/blog/imageData/concatBytes.ts'

/*
 * Writes zip bytes by hand, for tests: a zip library writes only sound archives, and the guard's
 * tests need the unsound ones an attacker makes (a directory record the end record does not
 * count, two parts of one name, sizes that lie, ZIP64 markers, overlapping headers).
 */

/** One stored part: its local header and data, in the order given. */
export interface CraftedEntry {
  name: string
  data: Uint8Array | string
  /** 8, deflate (the default), or 0, stored. */
  method?: 0 | 8
  /** General-purpose flags of both headers (bit 3: sizes in a data descriptor after the data). */
  flags?: number
  /** With flag bit 3: the sizes the data descriptor declares (default: the real ones). */
  descriptor?: { compressedSize: number; uncompressedSize: number }
  /** Bytes written before this entry's local header (a gap, or prepended data). */
  before?: Uint8Array
}

/** A central-directory record, pointing at the local header of `entries[entry]`. */
export interface CraftedRecord {
  entry: number
  /** Overrides of what the record declares. */
  name?: string
  method?: number
  flags?: number
  compressedSize?: number
  uncompressedSize?: number
  offset?: number
  extra?: Uint8Array
}

/** A whole archive; every field but `entries` defaults to what a sound zip holds. */
export interface CraftedZip {
  entries: CraftedEntry[]
  /** The directory's records, in order (default: one per entry). */
  records?: CraftedRecord[]
  /** Overrides of the end record: entry count, directory size and offset. */
  count?: number
  directorySize?: number
  directoryOffset?: number
  /** Bytes between the last entry and the directory. */
  gap?: Uint8Array
  /** Writes a ZIP64 end record and locator before the end record. */
  zip64?: boolean
  comment?: Uint8Array
}

const encoder = new TextEncoder()

/** The bytes of {@link CraftedZip}. */
export function craftZip(zip: CraftedZip): Uint8Array {
  const chunks: Uint8Array[] = []
  let position = 0
  const write = (chunk: Uint8Array) => {
    chunks.push(chunk)
    position += chunk.length
  }
  const written = zip.entries.map((entry) => {
    if (entry.before) write(entry.before)
    const data = typeof entry.data === 'string' ? encoder.encode(entry.data) : entry.data
    const method = entry.method ?? 8
    const body = method === 8 ? new Uint8Array(deflateRawSync(data)) : data
    const flags = entry.flags ?? 0
    const name = encoder.encode(entry.name)
    const crc = crc32(data)
    const inDescriptor = (flags & 8) !== 0
    const offset = position
    write(
      header(0x04034b50, [
        [2, 20],
        [2, flags],
        [2, method],
        [4, 0],
        [4, inDescriptor ? 0 : crc],
        [4, inDescriptor ? 0 : body.length],
        [4, inDescriptor ? 0 : data.length],
        [2, name.length],
        [2, 0],
      ]),
    )
    write(name)
    write(body)
    if (inDescriptor) {
      const declared = entry.descriptor ?? {
        compressedSize: body.length,
        uncompressedSize: data.length,
      }
      write(
        header(0x08074b50, [
          [4, crc],
          [4, declared.compressedSize],
          [4, declared.uncompressedSize],
        ]),
      )
    }
    return {
      name: entry.name,
      method,
      flags,
      crc,
      compressedSize: body.length,
      size: data.length,
      offset,
    }
  })
  if (zip.gap) write(zip.gap)
  const directoryStart = position
  const records: CraftedRecord[] = zip.records ?? zip.entries.map((_entry, entry) => ({ entry }))
  for (const record of records) {
    const entry = written[record.entry]
    if (!entry) throw new Error(`craftZip: no entry ${String(record.entry)}`)
    const name = encoder.encode(record.name ?? entry.name)
    const extra = record.extra ?? new Uint8Array()
    write(
      header(0x02014b50, [
        [2, 20],
        [2, 20],
        [2, record.flags ?? entry.flags],
        [2, record.method ?? entry.method],
        [4, 0],
        [4, entry.crc],
        [4, record.compressedSize ?? entry.compressedSize],
        [4, record.uncompressedSize ?? entry.size],
        [2, name.length],
        [2, extra.length],
        [2, 0],
        [2, 0],
        [2, 0],
        [4, 0],
        [4, record.offset ?? entry.offset],
      ]),
    )
    write(name)
    write(extra)
  }
  const directorySize = position - directoryStart
  if (zip.zip64) {
    const zip64End = position
    write(
      header(0x06064b50, [
        [8, 44],
        [2, 45],
        [2, 45],
        [4, 0],
        [4, 0],
        [8, records.length],
        [8, records.length],
        [8, directorySize],
        [8, directoryStart],
      ]),
    )
    write(
      header(0x07064b50, [
        [4, 0],
        [8, zip64End],
        [4, 1],
      ]),
    )
  }
  const comment = zip.comment ?? new Uint8Array()
  const count = zip.count ?? records.length
  write(
    header(0x06054b50, [
      [2, 0],
      [2, 0],
      [2, count],
      [2, count],
      [4, zip.directorySize ?? directorySize],
      [4, zip.directoryOffset ?? directoryStart],
      [2, comment.length],
    ]),
  )
  write(comment)
  return concatBytes(chunks)
}

/** A record: its signature, then little-endian fields of 2, 4 or 8 bytes. */
function header(signature: number, fields: [2 | 4 | 8, number][]): Uint8Array {
  const bytes = new Uint8Array(4 + fields.reduce((total, [size]) => total + size, 0))
  const view = new DataView(bytes.buffer)
  view.setUint32(0, signature, true)
  let at = 4
  for (const [size, value] of fields) {
    if (size === 2) view.setUint16(at, value, true)
    else if (size === 4) view.setUint32(at, value >>> 0, true)
    else view.setBigUint64(at, BigInt(value), true)
    at += size
  }
  return bytes
}

/** The parts of the smallest .docx mammoth converts: one Heading 1 and a paragraph. */
export function minimalDocxEntries(body = minimalBody('Titre', 'Texte.')): CraftedEntry[] {
  return [
    {
      name: '[Content_Types].xml',
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
        '</Relationships>',
    },
    { name: 'word/document.xml', data: body },
  ]
}

/** A `word/document.xml` holding `xml` as its body's content. */
export function documentXml(xml: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    `<w:body>${xml}</w:body></w:document>`
  )
}

/** A body of one Heading 1 (by its style id) and one paragraph. */
export function minimalBody(title: string, text: string): string {
  return documentXml(
    `<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>${title}</w:t></w:r></w:p>` +
      `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`,
  )
}
