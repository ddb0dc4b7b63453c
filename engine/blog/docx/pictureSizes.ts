import type { SaxesTagPlain } from 'saxes'
import { boundedWidth } from '../pictureWidth.ts'
import { readXml } from './checkXmlPart.ts'

/*
 * The size Word shows a picture at, read from `word/document.xml`, so the post shows it at that
 * size at most. A DrawingML picture's shown size is its drawing's `wp:extent` (EMU); a VML
 * picture's (older files, and the fallback Word writes beside a drawing) is its shape's CSS
 * `width`. mammoth keeps neither, and gives its images without their relationship id: the
 * conversion knows which part each image is read from (see convertDocx.ts), so a picture is
 * matched by its part and its rank among the pictures of that part, in document order.
 */

/** 914,400 EMU per inch, 96 CSS pixels per inch. */
const EMU_PER_PIXEL = 9525
/** An EMU count as Word writes it: digits, at most what a 64-bit `long` holds in the spec. */
const EMU = /^\d{1,19}$/
/** CSS units of a VML shape's width, in pixels. */
const PIXELS_PER_UNIT: Readonly<Record<string, number>> = {
  px: 1,
  pt: 96 / 72,
  in: 96,
  cm: 96 / 2.54,
  mm: 96 / 25.4,
  pc: 16,
}
const VML_WIDTH = /(?:^|;)\s*width\s*:\s*(\d+(?:\.\d+)?)\s*(px|pt|in|cm|mm|pc)\s*(?:;|$)/i

/** A picture of the document as mammoth reads it: the relationship naming its part, its width. */
export interface ScannedPicture {
  relationshipId: string
  /** Whole CSS pixels within `PICTURE_WIDTHS` (pictureWidth.ts); `undefined` when Word's value is not one. */
  width: number | undefined
}

/** A drawing's `cx` (EMU) in CSS pixels, when it is a width a post may show. */
function widthFromEmu(cx: string | undefined): number | undefined {
  if (cx === undefined || !EMU.test(cx)) return undefined
  return boundedWidth(Number(cx) / EMU_PER_PIXEL)
}

/** A VML shape's `style` width in CSS pixels, when it is one a post may show. */
function widthFromVmlStyle(style: string | undefined): number | undefined {
  const match = VML_WIDTH.exec(style ?? '')
  if (!match) return undefined
  return boundedWidth(Number(match[1]) * (PIXELS_PER_UNIT[match[2]?.toLowerCase() ?? ''] ?? NaN))
}

const DRAWINGS = new Set(['wp:inline', 'wp:anchor'])
const VML_SHAPES = new Set(['v:shape', 'v:rect', 'v:roundrect'])
/** The elements from a drawing to its picture, as mammoth follows them (children only). */
const BLIP_PARENTS = [
  'w:drawing',
  DRAWINGS,
  'a:graphic',
  'a:graphicData',
  'pic:pic',
  'pic:blipFill',
]

/**
 * Lists a document's pictures in order, from scanWordXml's pass (the XML is read once): the
 * DrawingML pictures mammoth reads (`w:drawing` → `wp:inline` or `wp:anchor` → … → `a:blip
 * r:embed`) and the VML ones (`v:imagedata r:id`), leaving out those in an `mc:Choice`, which
 * mammoth skips for the `mc:Fallback` beside it.
 */
export class PictureScan {
  readonly pictures: ScannedPicture[] = []
  /** The width of each drawing or VML shape open around the point read. */
  private readonly widths: (number | undefined)[] = []

  /** A tag, within the elements of `path` (outermost first), in an `mc:Choice` or not. */
  open(
    { name, attributes, isSelfClosing }: SaxesTagPlain,
    path: string[],
    inChoice: boolean,
  ): void {
    const parents = name === 'a:blip' ? path.slice(-BLIP_PARENTS.length) : []
    const read = BLIP_PARENTS.every((names, index) =>
      typeof names === 'string' ? parents[index] === names : names.has(parents[index] ?? ''),
    )
    const id = read ? attributes['r:embed'] : name === 'v:imagedata' ? attributes['r:id'] : ''
    if (id && !inChoice) this.pictures.push({ relationshipId: id, width: this.widths.at(-1) })
    if (name === 'wp:extent' && DRAWINGS.has(path.at(-1) ?? ''))
      this.widths[this.widths.length - 1] = widthFromEmu(attributes.cx)
    if (isSelfClosing) return
    if (DRAWINGS.has(name)) this.widths.push(undefined)
    if (VML_SHAPES.has(name)) this.widths.push(widthFromVmlStyle(attributes.style))
  }

  /** The end of an element with content. */
  close(name: string): void {
    if (DRAWINGS.has(name) || VML_SHAPES.has(name)) this.widths.pop()
  }
}

/**
 * The zip part each relationship of the main part names, from its `.rels` part, as mammoth
 * resolves it (`word/` before a relative target, none before an absolute one). External
 * targets (`TargetMode="External"`) are left out: mammoth never reads them here.
 */
export function relationshipParts(relationships: string | undefined): Map<string, string> {
  const parts = new Map<string, string>()
  readXml(relationships ?? '', {
    open: ({ name, attributes }) => {
      const local = name.slice(name.indexOf(':') + 1)
      const { Id: id, Target: target, TargetMode: mode } = attributes
      if (local !== 'Relationship' || !id || !target || mode === 'External') return
      parts.set(id, target.startsWith('/') ? target.slice(1) : `word/${target}`)
    },
  })
  return parts
}

/**
 * Each image mammoth converted (its part, in the order it converted them) with the width Word
 * shows it at. The n-th image read from a part is the n-th picture the scan found for that part;
 * when a part is read a different number of times than the scan found it (a picture in a note,
 * or one mammoth skips that the scan does not), none of its images is given a width.
 */
export function convertedWidths(
  converted: readonly string[],
  pictures: readonly ScannedPicture[],
  parts: ReadonlyMap<string, string>,
): (number | undefined)[] {
  const found = new Map<string, (number | undefined)[]>()
  for (const picture of pictures) {
    const part = parts.get(picture.relationshipId)
    if (part === undefined) continue
    const widths = found.get(part) ?? []
    widths.push(picture.width)
    found.set(part, widths)
  }
  const counts = new Map<string, number>()
  for (const part of converted) counts.set(part, (counts.get(part) ?? 0) + 1)
  const rank = new Map<string, number>()
  return converted.map((part) => {
    const index = rank.get(part) ?? 0
    rank.set(part, index + 1)
    const widths = found.get(part)
    return widths !== undefined && widths.length === counts.get(part) ? widths[index] : undefined
  })
}
