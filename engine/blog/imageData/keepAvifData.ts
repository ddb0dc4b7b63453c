import { damaged, RefusedImage } from './refusedImage.ts'

/**
 * An AVIF kept only once it is proven to hold nothing but its picture, since its boxes point at
 * each other by file offset and can't be left out without rewriting it: a file type, one `meta`
 * box of the boxes a decoder reads (handler without a name, primary item, locations, items,
 * references, properties, inline data, a self-contained data reference), then the media data,
 * every byte of which belongs to an item. Its items are AV1 images and grids without names,
 * referenced only as a grid's tiles, an alpha plane or its premultiplication; its properties are
 * those that size and colour a picture, the colour given by code points, never by a profile.
 * Whatever follows the last such box (a trailer) is cut off.
 *
 * @throws {RefusedImage} `metadata` for an AVIF holding anything else (EXIF or XMP items, a
 *   colour profile, thumbnails, unknown boxes, media data no item uses), `damaged` for boxes that
 *   don't hold together
 */
export function keepAvifData(bytes: Uint8Array): Uint8Array {
  const view = viewOf(bytes)
  let meta: Box | undefined
  const media: Box[] = []
  let offset = 0
  let other: string | undefined
  while (offset < bytes.length) {
    const box = boxAt(view, offset, bytes.length)
    if (box === undefined) break
    if (offset === 0) {
      if (box.type !== 'ftyp') throw damaged('no ftyp first')
    } else if (box.type === 'meta' && meta === undefined) meta = box
    else if (box.type === 'mdat') media.push(box)
    else if (!(FREE_BOXES.has(box.type) && allZero(bytes, box.content, box.end))) {
      other = box.type
      break
    }
    offset = box.end
  }
  if (meta === undefined || media.length === 0) {
    throw other === undefined ? damaged('no meta or mdat') : unremovable(`a ${other} box first`)
  }
  // Encoders write one; a few more are allowed, not thousands (each extent is looked up in them).
  if (media.length > MAX_MEDIA_BOXES) throw unremovable('media data in many boxes')
  const { extents, inline } = readMeta(view, meta)
  const placed = extents.map((extent) => {
    const area = extent.inline
      ? inline
      : media.find((box) => extent.start >= box.content && extent.start < box.end)
    if (area === undefined) throw unremovable('an item outside the media data')
    const shift = extent.inline ? area.content : 0
    // A length of zero runs to the end of the data.
    const end = extent.end === Infinity ? area.end : shift + extent.end
    if (end > area.end) throw unremovable('an item past its media data')
    return { area, start: shift + extent.start, end }
  })
  for (const area of inline === undefined ? media : [...media, inline]) {
    checkCovered(
      area,
      placed.filter((extent) => extent.area === area),
    )
  }
  return bytes.slice(0, offset)
}

interface Box {
  type: string
  start: number
  /** Where the box's content starts, after its header. */
  content: number
  end: number
}

interface Extent {
  start: number
  end: number
  /** In the `idat` box rather than in the file. */
  inline: boolean
}

const FREE_BOXES = new Set(['free', 'skip'])
const MAX_MEDIA_BOXES = 16
const META_BOXES = new Set(['hdlr', 'pitm', 'iloc', 'iinf', 'iref', 'iprp', 'idat', 'dinf'])
const ITEM_TYPES = new Set(['av01', 'grid'])
const REFERENCE_TYPES = new Set(['dimg', 'auxl', 'prem'])
const PROPERTIES = new Set([
  'ispe',
  'pixi',
  'av1C',
  'colr',
  'pasp',
  'clap',
  'irot',
  'imir',
  'auxC',
  'lsel',
  'a1op',
  'a1lx',
  'clli',
  'mdcv',
])
/** The auxiliary image types an AVIF may name: its alpha plane. */
const ALPHA_TYPES = new Set([
  'urn:mpeg:mpegB:cicp:systems:auxiliary:alpha',
  'urn:mpeg:hevc:2015:auxid:1',
])

const unremovable = (detail: string) => new RefusedImage('metadata', detail)

const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)

const fourCc = (view: DataView, at: number) =>
  String.fromCharCode(
    view.getUint8(at),
    view.getUint8(at + 1),
    view.getUint8(at + 2),
    view.getUint8(at + 3),
  )

function allZero(bytes: Uint8Array, start: number, end: number): boolean {
  for (let at = start; at < end; at++) if (bytes[at] !== 0) return false
  return true
}

/** The box at `offset`, or `undefined` when its header does not fit before `limit`. */
function boxAt(view: DataView, offset: number, limit: number): Box | undefined {
  if (offset + 8 > limit) return undefined
  let size = view.getUint32(offset)
  let content = offset + 8
  if (size === 1) {
    if (offset + 16 > limit) return undefined
    size = safeNumber(view.getBigUint64(offset + 8))
    content = offset + 16
  } else if (size === 0) size = limit - offset
  const end = offset + size
  if (end < content || end > limit) return undefined
  return { type: fourCc(view, offset + 4), start: offset, content, end }
}

/** The boxes filling `[start, end)` exactly. */
function childBoxes(view: DataView, start: number, end: number): Box[] {
  const boxes: Box[] = []
  let offset = start
  while (offset < end) {
    const box = boxAt(view, offset, end)
    if (box === undefined) throw damaged(`a box past its parent at ${offset}`)
    boxes.push(box)
    offset = box.end
  }
  return boxes
}

function safeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw damaged('a size past any file')
  return Number(value)
}

/** Reads an unsigned integer of 0, 4 or 8 bytes. */
function sizedNumber(view: DataView, at: number, bytes: number): number {
  if (bytes === 0) return 0
  if (bytes === 4) return view.getUint32(at)
  if (bytes === 8) return safeNumber(view.getBigUint64(at))
  throw damaged(`a field of ${bytes} bytes`)
}

function readMeta(view: DataView, meta: Box): { extents: Extent[]; inline: Box | undefined } {
  const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength)
  const children = childBoxes(view, meta.content + 4, meta.end)
  let items: Set<number> | undefined
  let locations: Box | undefined
  let inline: Box | undefined
  for (const box of children) {
    if (!META_BOXES.has(box.type)) throw unremovable(`a ${box.type} box in meta`)
    if (box.type === 'hdlr') {
      // Version and flags, predefined, the handler, 12 reserved bytes, then the name: empty.
      if (box.end < box.content + 12 || fourCc(view, box.content + 8) !== 'pict') {
        throw damaged('not a picture handler')
      }
      if (!allZero(bytes, box.content + 12, box.end)) throw unremovable('a named handler')
    } else if (box.type === 'iinf') items = readItems(view, box)
    else if (box.type === 'iref') checkReferences(view, box)
    else if (box.type === 'iprp') checkProperties(view, box)
    else if (box.type === 'dinf') checkDataReference(view, box)
    else if (box.type === 'iloc') locations = box
    else if (box.type === 'idat') inline = box
  }
  if (items === undefined || locations === undefined) throw damaged('no items or locations')
  return { extents: readLocations(view, locations, items), inline }
}

/** The ids of the items, each an unnamed AV1 image or grid. */
function readItems(view: DataView, box: Box): Set<number> {
  const version = view.getUint8(box.content)
  const first = box.content + (version === 0 ? 6 : 8)
  const ids = new Set<number>()
  for (const entry of childBoxes(view, first, box.end)) {
    if (entry.type !== 'infe') throw unremovable(`a ${entry.type} box in iinf`)
    const entryVersion = view.getUint8(entry.content)
    if (entryVersion !== 2 && entryVersion !== 3) throw damaged('an old item entry')
    const idBytes = entryVersion === 2 ? 2 : 4
    const typeAt = entry.content + 4 + idBytes + 2
    if (typeAt + 4 > entry.end) throw damaged('an item entry cut short')
    ids.add(idBytes === 2 ? view.getUint16(entry.content + 4) : view.getUint32(entry.content + 4))
    const type = fourCc(view, typeAt)
    if (!ITEM_TYPES.has(type)) throw unremovable(`an item of type ${type}`)
    const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength)
    if (!allZero(bytes, typeAt + 4, entry.end)) throw unremovable('a named item')
  }
  return ids
}

function checkReferences(view: DataView, box: Box): void {
  const version = view.getUint8(box.content)
  if (version > 1) throw damaged('an unknown reference version')
  for (const reference of childBoxes(view, box.content + 4, box.end)) {
    if (!REFERENCE_TYPES.has(reference.type)) {
      throw unremovable(`a ${reference.type} reference`)
    }
  }
}

function checkProperties(view: DataView, box: Box): void {
  const bytes = new Uint8Array(view.buffer, view.byteOffset, view.byteLength)
  for (const child of childBoxes(view, box.content, box.end)) {
    if (child.type === 'ipma') continue
    if (child.type !== 'ipco') throw unremovable(`a ${child.type} box in iprp`)
    for (const property of childBoxes(view, child.content, child.end)) {
      if (!PROPERTIES.has(property.type)) throw unremovable(`a ${property.type} property`)
      if (property.type === 'colr') {
        // Code points (11 bytes: the type, three numbers and a flag), never an ICC profile.
        if (property.end - property.content !== 11 || fourCc(view, property.content) !== 'nclx') {
          throw unremovable('a colour profile')
        }
      } else if (property.type === 'auxC') {
        const name = bytes.subarray(property.content + 4, property.end)
        const nameEnd = name.indexOf(0)
        if (
          nameEnd !== name.length - 1 ||
          !ALPHA_TYPES.has(String.fromCharCode(...name.subarray(0, nameEnd)))
        ) {
          throw unremovable('an auxiliary image other than alpha')
        }
      }
    }
  }
}

/** One data reference: the file itself (`url ` with the flag 1 and no address). */
function checkDataReference(view: DataView, box: Box): void {
  const [reference, ...others] = childBoxes(view, box.content, box.end)
  if (reference?.type !== 'dref' || others.length > 0) throw unremovable('an unknown dinf')
  const entries = childBoxes(view, reference.content + 8, reference.end)
  const selfContained = (entry: Box) =>
    entry.type === 'url ' &&
    entry.end - entry.content === 4 &&
    (view.getUint32(entry.content) & 1) === 1
  if (entries.length !== 1 || !entries.every(selfContained))
    throw unremovable('an outside reference')
}

/** Where the items' data lies: in the file (construction 0) or in `idat` (construction 1). */
function readLocations(view: DataView, box: Box, items: ReadonlySet<number>): Extent[] {
  let at = box.content
  const version = view.getUint8(at)
  if (version > 2) throw damaged('an unknown location version')
  const sizes = view.getUint8(at + 4)
  const moreSizes = view.getUint8(at + 5)
  const offsetBytes = sizes >> 4
  const lengthBytes = sizes & 0x0f
  const baseBytes = moreSizes >> 4
  const indexBytes = version === 0 ? 0 : moreSizes & 0x0f
  at += 6
  const count = version < 2 ? view.getUint16(at) : view.getUint32(at)
  at += version < 2 ? 2 : 4
  const extents: Extent[] = []
  for (let item = 0; item < count; item++) {
    const id = version < 2 ? view.getUint16(at) : view.getUint32(at)
    at += version < 2 ? 2 : 4
    const construction = version === 0 ? 0 : view.getUint16(at) & 0x0f
    if (version > 0) at += 2
    if (view.getUint16(at) !== 0) throw unremovable('data in another file')
    at += 2
    const base = sizedNumber(view, at, baseBytes)
    at += baseBytes
    const extentCount = view.getUint16(at)
    at += 2
    if (construction > 1) throw unremovable('an item built from another item')
    for (let extent = 0; extent < extentCount; extent++) {
      at += indexBytes
      const start = base + sizedNumber(view, at, offsetBytes)
      at += offsetBytes
      const length = sizedNumber(view, at, lengthBytes)
      at += lengthBytes
      if (at > box.end) throw damaged('locations past their box')
      const end = length === 0 ? Infinity : start + length
      if (items.has(id)) extents.push({ start, end, inline: construction === 1 })
    }
  }
  return extents
}

/** Checks that the extents cover every byte of the box's content. */
function checkCovered(area: Box, extents: readonly { start: number; end: number }[]): void {
  let covered = area.content
  for (const extent of [...extents].sort((a, b) => a.start - b.start)) {
    if (extent.start > covered) break
    covered = Math.max(covered, extent.end)
  }
  if (covered < area.end) throw unremovable(`media data no item uses, at ${covered}`)
}
