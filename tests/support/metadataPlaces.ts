import { crc32 } from 'node:zlib'
import { deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { concatBytes } from '../../engine/blog/imageData/concatBytes.ts'

/*
 * Test support: real pictures made by sharp, and every place a camera, a phone or an editor
 * puts metadata in each format, each able to carry a marker (a unique string of letters and
 * digits, so that it reads the same in every text field). The tests plant the marker in one
 * place or in many, then look for it in what is published.
 */

/** The pictures the places are planted in. */
export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'animated webp' | 'gif' | 'avif'

export interface MetadataPlace {
  /** The pictures this place exists in. */
  formats: readonly PhotoFormat[]
  /** What puts it there, and where, for failure messages and the closing note. */
  name: string
  /**
   * Whether planting it encodes the picture again (sharp writing an AVIF's EXIF item): such a
   * place is planted before the others, which it would drop.
   */
  encodes?: boolean
  plant: (image: Uint8Array, marker: string) => Promise<Uint8Array> | Uint8Array
}

const bytesOf = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0))
const u16 = (value: number) => [value >> 8, value & 0xff]
const u32 = (value: number) => [
  value >>> 24,
  (value >>> 16) & 0xff,
  (value >>> 8) & 0xff,
  value & 0xff,
]
const u32le = (value: number) => [
  value & 0xff,
  (value >>> 8) & 0xff,
  (value >>> 16) & 0xff,
  value >>> 24,
]

/**
 * A photo-like picture: gradients under grain at two scales, so that it keeps its detail (and
 * its weight) once shrunk, as a phone's photo does. A 4032 × 3024 one weighs about 5 MB as a
 * JPEG of quality 90, and about 450 KB once shrunk to 1,200 pixels as the admin page does.
 */
export async function noisyPhoto(width: number, height: number): Promise<sharp.Sharp> {
  const fine = gaussianGrain(width * height * 3, 6, width)
  // Grain a third as fine, drawn larger: the detail a shrunk photo keeps.
  const [smallWidth, smallHeight] = [Math.ceil(width / 3), Math.ceil(height / 3)]
  const coarseGrain = gaussianGrain(smallWidth * smallHeight * 3, 30, height)
  // A loop, not Uint8ClampedArray.from(grain, map): the same bytes, several times faster.
  const coarseSmall = new Uint8ClampedArray(coarseGrain.length)
  for (let index = 0; index < coarseGrain.length; index++) {
    coarseSmall[index] = 128 + (coarseGrain[index] ?? 0)
  }
  const coarse = await sharp(coarseSmall, {
    raw: { width: smallWidth, height: smallHeight, channels: 3 },
  })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer()
  // Gradients like a sky or a wall, computed once per column, row and diagonal.
  const red = Float64Array.from({ length: width }, (_, x) => 128 + 90 * Math.sin(x / 310))
  const green = Float64Array.from({ length: height }, (_, y) => 120 + 80 * Math.cos(y / 270))
  const blue = Float64Array.from({ length: width + height }, (_, d) => 110 + 70 * Math.sin(d / 420))
  const raw = new Uint8ClampedArray(width * height * 3)
  for (let y = 0, at = 0; y < height; y++) {
    for (let x = 0; x < width; x++, at += 3) {
      raw[at] = (red[x] ?? 0) + (fine[at] ?? 0) + (coarse[at] ?? 0) - 128
      raw[at + 1] = (green[y] ?? 0) + (fine[at + 1] ?? 0) + (coarse[at + 1] ?? 0) - 128
      raw[at + 2] = (blue[x + y] ?? 0) + (fine[at + 2] ?? 0) + (coarse[at + 2] ?? 0) - 128
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
}

/**
 * Gaussian grain of standard deviation `sigma`, the same for the same seed: each value is the
 * sum of four random bytes (close to a normal law), from a xorshift generator.
 */
function gaussianGrain(length: number, sigma: number, seed: number): Float32Array {
  // The sum of four uniform bytes has a standard deviation of 255 × √(4 / 12), about 147.2.
  const scale = sigma / 147.2
  const grain = new Float32Array(length)
  let state = seed >>> 0 || 1
  for (let index = 0; index < length; index++) {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    state >>>= 0
    const sum = (state & 0xff) + ((state >>> 8) & 0xff) + ((state >>> 16) & 0xff) + (state >>> 24)
    grain[index] = (sum - 510) * scale
  }
  return grain
}

/** The EXIF a phone writes: its make and model, the photo turned (6), a GPS position. */
export function phoneExif(marker: string) {
  return {
    IFD0: { Make: 'Phone', Model: marker, ImageDescription: marker },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '45/1 44/1 3600/100',
      GPSLongitudeRef: 'W',
      GPSLongitude: '73/1 27/1 1200/100',
    },
  }
}

/** The TIFF block of a phone's EXIF, as libexif writes it (for APP1, eXIf and WebP's EXIF). */
async function exifBlock(marker: string): Promise<Uint8Array> {
  const carrier = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif(phoneExif(marker))
    .toBuffer()
  const start = carrier.indexOf('Exif\0\0')
  const length = carrier.readUInt16BE(start - 2)
  return new Uint8Array(carrier.subarray(start + 6, start - 2 + length))
}

const xmpPacket = (marker: string) =>
  bytesOf(
    `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="${marker}"/></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`,
  )

/** A C2PA manifest store's outline: a JUMBF superbox labelled `c2pa` holding the marker. */
const c2paBox = (marker: string) => {
  const description = concatBytes([
    bytesOf('jumd'),
    bytesOf('c2pa'),
    new Uint8Array(12),
    Uint8Array.of(3),
    bytesOf('c2pa\0'),
  ])
  const content = concatBytes([
    Uint8Array.of(...u32(8 + marker.length)),
    bytesOf('json'),
    bytesOf(marker),
  ])
  const described = concatBytes([Uint8Array.of(...u32(8 + description.length)), description])
  return concatBytes([
    Uint8Array.of(...u32(8 + described.length + content.length)),
    bytesOf('jumb'),
    described,
    content,
  ])
}

let displayP3: Uint8Array | undefined

/**
 * Display P3 (an iPhone's colour profile, as sharp ships it) with the marker where editors and
 * makers write text: the description, the copyright, the device's model, a private tag, and the
 * header's reserved bytes.
 */
async function markedProfile(marker: string): Promise<Uint8Array> {
  displayP3 ??= new Uint8Array(
    (
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
        .jpeg()
        .withIccProfile('p3')
        .toBuffer()
        .then((jpeg) => sharp(jpeg).metadata())
    ).icc ?? [],
  )
  const source = displayP3
  const view = new DataView(source.buffer, source.byteOffset, source.byteLength)
  const tags = new Map<string, Uint8Array>()
  for (let index = 0; index < view.getUint32(128); index++) {
    const entry = 132 + 12 * index
    const offset = view.getUint32(entry + 4)
    tags.set(
      String.fromCharCode(...source.subarray(entry, entry + 4)),
      source.subarray(offset, offset + view.getUint32(entry + 8)),
    )
  }
  const text = concatBytes([bytesOf('text\0\0\0\0'), bytesOf(marker), Uint8Array.of(0)])
  const description = concatBytes([
    bytesOf('desc\0\0\0\0'),
    Uint8Array.of(...u32(marker.length + 1)),
    bytesOf(marker),
    new Uint8Array(1 + 8 + 3 + 67),
  ])
  tags.set('desc', description)
  tags.set('cprt', text)
  tags.set('dmdd', description)
  tags.set('mrkr', text)
  const entries = [...tags]
  const tableEnd = 132 + 12 * entries.length
  const parts: Uint8Array[] = []
  let offset = tableEnd
  const table = new Uint8Array(tableEnd - 128)
  const tableView = new DataView(table.buffer)
  tableView.setUint32(0, entries.length)
  entries.forEach(([tag, data], index) => {
    table.set(bytesOf(tag), 4 + 12 * index)
    tableView.setUint32(8 + 12 * index, offset)
    tableView.setUint32(12 + 12 * index, data.length)
    const padded = new Uint8Array((data.length + 3) & ~3)
    padded.set(data)
    parts.push(padded)
    offset += padded.length
  })
  const header = source.slice(0, 128)
  new DataView(header.buffer).setUint32(0, offset)
  header.set(bytesOf(marker.slice(0, 28)), 100)
  return concatBytes([header, table, ...parts])
}

/** The places of some formats. */
const inFormats = (
  formats: readonly PhotoFormat[],
  places: readonly Omit<MetadataPlace, 'formats'>[],
): MetadataPlace[] => places.map((place) => ({ ...place, formats }))

// JPEG

const jpegSegment = (marker: number, payload: Uint8Array) =>
  concatBytes([Uint8Array.of(0xff, marker, ...u16(payload.length + 2)), payload])

/** Inserts segments right after the start of image, where writers put their APPn segments. */
const afterSoi = (jpeg: Uint8Array, ...segments: Uint8Array[]) =>
  concatBytes([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)])

/** Inserts segments just before the first scan, where some editors put their comments. */
function beforeScan(jpeg: Uint8Array, ...segments: Uint8Array[]): Uint8Array {
  let at = 2
  while (jpeg[at + 1] !== 0xda) at += 2 + (((jpeg[at + 2] ?? 0) << 8) | (jpeg[at + 3] ?? 0))
  return concatBytes([jpeg.subarray(0, at), ...segments, jpeg.subarray(at)])
}

/** A second JPEG as a phone appends it after the first (MPF): its own EXIF, GPS included. */
async function secondPicture(marker: string): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width: 320, height: 240, channels: 3, background: '#456' } })
      .jpeg()
      .withExif(phoneExif(marker))
      .toBuffer(),
  )
}

/** A motion photo's video after the picture: an MP4's boxes. */
const motionVideo = (marker: string) =>
  concatBytes([
    Uint8Array.of(...u32(20)),
    bytesOf('ftypmp42'),
    Uint8Array.of(...u32(0)),
    bytesOf('isom'),
    Uint8Array.of(...u32(8 + marker.length)),
    bytesOf('mdat'),
    bytesOf(marker),
  ])

const JPEG_PLACES = inFormats(
  ['jpeg'],
  [
    {
      name: 'EXIF with GPS (APP1)',
      plant: async (jpeg, marker) =>
        afterSoi(
          jpeg,
          jpegSegment(0xe1, concatBytes([bytesOf('Exif\0\0'), await exifBlock(marker)])),
        ),
    },
    {
      name: 'XMP (APP1)',
      plant: (jpeg, marker) =>
        afterSoi(
          jpeg,
          jpegSegment(
            0xe1,
            concatBytes([bytesOf('http://ns.adobe.com/xap/1.0/\0'), xmpPacket(marker)]),
          ),
        ),
    },
    {
      name: 'extended XMP (APP1)',
      plant: (jpeg, marker) => {
        const data = xmpPacket(marker)
        return afterSoi(
          jpeg,
          jpegSegment(
            0xe1,
            concatBytes([
              bytesOf('http://ns.adobe.com/xmp/extension/\0'),
              bytesOf('0'.repeat(32)),
              Uint8Array.of(...u32(data.length), ...u32(0)),
              data,
            ]),
          ),
        )
      },
    },
    {
      name: 'IPTC (APP13)',
      plant: (jpeg, marker) => {
        const iptc = concatBytes([
          Uint8Array.of(0x1c, 2, 120, ...u16(marker.length)),
          bytesOf(marker),
        ])
        const resource = concatBytes([
          bytesOf('8BIM'),
          Uint8Array.of(0x04, 0x04, 0, 0, ...u32(iptc.length)),
          iptc,
          new Uint8Array(iptc.length % 2),
        ])
        return afterSoi(
          jpeg,
          jpegSegment(0xed, concatBytes([bytesOf('Photoshop 3.0\0'), resource])),
        )
      },
    },
    {
      name: 'ICC profile texts (APP2)',
      plant: async (jpeg, marker) =>
        afterSoi(
          jpeg,
          jpegSegment(
            0xe2,
            concatBytes([
              bytesOf('ICC_PROFILE\0'),
              Uint8Array.of(1, 1),
              await markedProfile(marker),
            ]),
          ),
        ),
    },
    {
      name: 'MPF index (APP2)',
      plant: (jpeg, marker) =>
        afterSoi(
          jpeg,
          jpegSegment(
            0xe2,
            concatBytes([
              bytesOf('MPF\0MM\0*'),
              Uint8Array.of(
                ...u32(8),
                ...u16(1),
                0xb0,
                0x03,
                0,
                7,
                ...u32(marker.length),
                ...u32(26),
                ...u32(0),
              ),
              bytesOf(marker),
            ]),
          ),
        ),
    },
    {
      name: 'second picture with its EXIF after the end (MPF)',
      plant: async (jpeg, marker) => concatBytes([jpeg, await secondPicture(marker)]),
    },
    {
      name: 'motion photo video after the end',
      plant: (jpeg, marker) => concatBytes([jpeg, motionVideo(marker)]),
    },
    { name: 'bytes after the end', plant: (jpeg, marker) => concatBytes([jpeg, bytesOf(marker)]) },
    {
      name: 'C2PA (APP11 JUMBF)',
      plant: (jpeg, marker) =>
        afterSoi(
          jpeg,
          jpegSegment(
            0xeb,
            concatBytes([bytesOf('JP'), Uint8Array.of(0, 1, ...u32(1)), c2paBox(marker)]),
          ),
        ),
    },
    {
      name: 'comment (COM)',
      plant: (jpeg, marker) => beforeScan(jpeg, jpegSegment(0xfe, bytesOf(marker))),
    },
    {
      name: 'JFIF thumbnail (APP0)',
      plant: (jpeg, marker) => {
        const thumbnail = new Uint8Array(3 * 4 * 4)
        thumbnail.set(bytesOf(marker.slice(0, thumbnail.length)))
        return afterSoi(
          jpeg,
          jpegSegment(
            0xe0,
            concatBytes([bytesOf('JFIF\0'), Uint8Array.of(1, 2, 0, 0, 72, 0, 72, 4, 4), thumbnail]),
          ),
        )
      },
    },
    {
      name: 'JFIF extension (APP0 JFXX)',
      plant: (jpeg, marker) =>
        afterSoi(
          jpeg,
          jpegSegment(0xe0, concatBytes([bytesOf('JFXX\0'), Uint8Array.of(0x10), bytesOf(marker)])),
        ),
    },
    {
      name: 'Adobe segment, lengthened (APP14)',
      plant: (jpeg, marker) =>
        beforeScan(
          jpeg,
          jpegSegment(
            0xee,
            concatBytes([bytesOf('Adobe'), Uint8Array.of(0, 100, 0, 0, 0, 0, 1), bytesOf(marker)]),
          ),
        ),
    },
    {
      name: 'maker data (APP3, APP15)',
      plant: (jpeg, marker) =>
        beforeScan(
          jpeg,
          jpegSegment(0xe3, bytesOf(`META${marker}`)),
          jpegSegment(0xef, bytesOf(marker)),
        ),
    },
    {
      name: 'stray bytes between segments',
      plant: (jpeg, marker) => beforeScan(jpeg, bytesOf(marker)),
    },
  ],
)

// PNG

const pngChunk = (type: string, data: Uint8Array) => {
  const body = concatBytes([bytesOf(type), data])
  return concatBytes([Uint8Array.of(...u32(data.length)), body, Uint8Array.of(...u32(crc32(body)))])
}

/** zlib with stored blocks: the marker stays readable inside, as a careless writer leaves it. */
const stored = (data: Uint8Array) => new Uint8Array(deflateSync(data, { level: 0 }))

/** Inserts chunks after the header (`IHDR` is 25 bytes after the signature). */
const afterHeader = (png: Uint8Array, ...chunks: Uint8Array[]) =>
  concatBytes([png.subarray(0, 33), ...chunks, png.subarray(33)])
/** Inserts chunks before `IEND`, where text written after the picture goes. */
const beforeEnd = (png: Uint8Array, ...chunks: Uint8Array[]) =>
  concatBytes([png.subarray(0, png.length - 12), ...chunks, png.subarray(png.length - 12)])

const PNG_PLACES = inFormats(
  ['png'],
  [
    {
      name: 'text (tEXt)',
      plant: (png, marker) => afterHeader(png, pngChunk('tEXt', bytesOf(`Comment\0${marker}`))),
    },
    {
      name: 'compressed text (zTXt)',
      plant: (png, marker) =>
        beforeEnd(
          png,
          pngChunk('zTXt', concatBytes([bytesOf('Description\0\0'), stored(bytesOf(marker))])),
        ),
    },
    {
      name: 'XMP (iTXt)',
      plant: (png, marker) =>
        afterHeader(
          png,
          pngChunk(
            'iTXt',
            concatBytes([bytesOf('XML:com.adobe.xmp\0\0\0\0\0'), xmpPacket(marker)]),
          ),
        ),
    },
    {
      name: 'EXIF with GPS (eXIf)',
      plant: async (png, marker) => afterHeader(png, pngChunk('eXIf', await exifBlock(marker))),
    },
    {
      name: 'C2PA (caBX)',
      plant: (png, marker) => beforeEnd(png, pngChunk('caBX', c2paBox(marker))),
    },
    {
      name: 'private chunk (prVt)',
      plant: (png, marker) => afterHeader(png, pngChunk('prVt', bytesOf(marker))),
    },
    {
      name: 'ICC profile name and texts (iCCP)',
      plant: async (png, marker) =>
        afterHeader(
          png,
          pngChunk(
            'iCCP',
            concatBytes([bytesOf(`${marker}\0\0`), stored(await markedProfile(marker))]),
          ),
        ),
    },
    {
      name: 'suggested palette name (sPLT)',
      plant: (png, marker) =>
        afterHeader(
          png,
          pngChunk(
            'sPLT',
            concatBytes([bytesOf(`${marker}\0`), Uint8Array.of(8, 1, 2, 3, 255, 0, 1)]),
          ),
        ),
    },
    { name: 'bytes after IEND', plant: (png, marker) => concatBytes([png, bytesOf(marker)]) },
  ],
)

// WebP

interface RiffChunk {
  type: string
  data: Uint8Array
}

function riffChunks(bytes: Uint8Array, start: number, end: number): RiffChunk[] {
  const chunks: RiffChunk[] = []
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  for (let at = start; at + 8 <= end;) {
    const size = view.getUint32(at + 4, true)
    chunks.push({
      type: String.fromCharCode(...bytes.subarray(at, at + 4)),
      data: bytes.subarray(at + 8, at + 8 + size),
    })
    at += 8 + size + (size % 2)
  }
  return chunks
}

const riffChunk = ({ type, data }: RiffChunk) =>
  concatBytes([
    bytesOf(type),
    Uint8Array.of(...u32le(data.length)),
    data,
    new Uint8Array(data.length % 2),
  ])

const riff = (chunks: readonly RiffChunk[]) => {
  const body = concatBytes(chunks.map(riffChunk))
  return concatBytes([
    bytesOf('RIFF'),
    Uint8Array.of(...u32le(body.length + 4)),
    bytesOf('WEBP'),
    body,
  ])
}

/**
 * The WebP in its extended form, with `extra` chunks where the format puts them (the profile
 * after the header, EXIF and XMP last) and the header's flags saying so, as exiftool writes it.
 */
function extendedWebp(
  webp: Uint8Array,
  extra: { ICCP?: Uint8Array; EXIF?: Uint8Array; 'XMP '?: Uint8Array; unknown?: RiffChunk },
): Uint8Array {
  const chunks = riffChunks(webp, 12, webp.length)
  let [header, ...rest] = chunks
  if (header === undefined) throw new Error('an empty WebP')
  if (header.type !== 'VP8X') {
    // A simple lossy WebP: its size is in the VP8 frame header.
    const view = new DataView(header.data.buffer, header.data.byteOffset)
    const canvas = new Uint8Array(10)
    const width = (view.getUint16(6, true) & 0x3fff) - 1
    const height = (view.getUint16(8, true) & 0x3fff) - 1
    canvas.set(
      [
        width & 0xff,
        (width >> 8) & 0xff,
        width >> 16,
        height & 0xff,
        (height >> 8) & 0xff,
        height >> 16,
      ],
      4,
    )
    rest = [header, ...rest]
    header = { type: 'VP8X', data: canvas }
  }
  const flags = header.data.slice()
  flags[0] =
    (flags[0] ?? 0) | (extra.ICCP ? 0x20 : 0) | (extra.EXIF ? 0x08 : 0) | (extra['XMP '] ? 0x04 : 0)
  const existing = (type: string) => rest.filter((chunk) => chunk.type === type)
  return riff([
    { type: 'VP8X', data: flags },
    ...(extra.ICCP ? [{ type: 'ICCP', data: extra.ICCP }] : existing('ICCP')),
    ...rest.filter((chunk) => !['ICCP', 'EXIF', 'XMP '].includes(chunk.type)),
    ...(extra.unknown ? [extra.unknown] : []),
    ...(extra.EXIF ? [{ type: 'EXIF', data: extra.EXIF }] : existing('EXIF')),
    ...(extra['XMP '] ? [{ type: 'XMP ', data: extra['XMP '] }] : existing('XMP ')),
  ])
}

const WEBP_PLACES = inFormats(
  ['webp', 'animated webp'],
  [
    {
      name: 'EXIF with GPS (EXIF chunk)',
      plant: async (webp, marker) => extendedWebp(webp, { EXIF: await exifBlock(marker) }),
    },
    {
      name: 'XMP (XMP chunk)',
      plant: (webp, marker) => extendedWebp(webp, { 'XMP ': xmpPacket(marker) }),
    },
    {
      name: 'ICC profile texts (ICCP)',
      plant: async (webp, marker) => extendedWebp(webp, { ICCP: await markedProfile(marker) }),
    },
    {
      name: 'unknown chunk',
      plant: (webp, marker) =>
        extendedWebp(webp, { unknown: { type: 'MRKR', data: bytesOf(marker) } }),
    },
    {
      name: 'bytes after the RIFF file',
      plant: (webp, marker) => concatBytes([webp, bytesOf(marker)]),
    },
  ],
)

const ANIMATED_WEBP_PLACES: MetadataPlace[] = [
  {
    formats: ['animated webp'],
    name: 'unknown chunk inside a frame (ANMF)',
    plant: (webp, marker) =>
      riff(
        riffChunks(webp, 12, webp.length).map((chunk) =>
          chunk.type === 'ANMF'
            ? {
                type: 'ANMF',
                data: concatBytes([chunk.data, riffChunk({ type: 'MRKR', data: bytesOf(marker) })]),
              }
            : chunk,
        ),
      ),
  },
]

// GIF

/** The offset of the first block after the screen descriptor and its colour table. */
const gifBlocks = (gif: Uint8Array) =>
  13 + ((gif[10] ?? 0) & 0x80 ? 3 * 2 ** (((gif[10] ?? 0) & 7) + 1) : 0)

/** Data sub-blocks of at most 255 bytes, then the terminator. */
function subBlocks(data: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = []
  for (let at = 0; at < data.length; at += 255) {
    const block = data.subarray(at, at + 255)
    parts.push(Uint8Array.of(block.length), block)
  }
  return concatBytes([...parts, Uint8Array.of(0)])
}

const gifExtension = (label: number, ...parts: Uint8Array[]) =>
  concatBytes([Uint8Array.of(0x21, label), ...parts])
const applicationExtension = (identifier: string, data: Uint8Array) =>
  gifExtension(0xff, Uint8Array.of(11), bytesOf(identifier), subBlocks(data))

/** Inserts blocks before the first image, where writers put their extensions. */
const beforeImages = (gif: Uint8Array, ...blocks: Uint8Array[]) =>
  concatBytes([gif.subarray(0, gifBlocks(gif)), ...blocks, gif.subarray(gifBlocks(gif))])
const GIF_PLACES = inFormats(
  ['gif'],
  [
    {
      name: 'comment extension',
      plant: (gif, marker) => beforeImages(gif, gifExtension(0xfe, subBlocks(bytesOf(marker)))),
    },
    {
      name: 'plain-text extension',
      plant: (gif, marker) =>
        beforeImages(
          gif,
          gifExtension(
            0x01,
            Uint8Array.of(12, 0, 0, 0, 0, 64, 0, 16, 0, 8, 16, 1, 0),
            subBlocks(bytesOf(marker)),
          ),
        ),
    },
    {
      name: 'XMP (application extension)',
      plant: (gif, marker) =>
        beforeImages(gif, applicationExtension('XMP DataXMP', xmpPacket(marker))),
    },
    {
      name: 'ICC profile (application extension)',
      plant: async (gif, marker) =>
        beforeImages(gif, applicationExtension('ICCRGBG1012', await markedProfile(marker))),
    },
    {
      name: 'unknown application extension',
      plant: (gif, marker) =>
        beforeImages(gif, applicationExtension('MRKRAPPL1.0', bytesOf(marker))),
    },
    {
      name: 'extra block in the loop extension (NETSCAPE2.0)',
      plant: (gif, marker) =>
        beforeImages(
          gif,
          gifExtension(
            0xff,
            Uint8Array.of(11),
            bytesOf('NETSCAPE2.0'),
            Uint8Array.of(3, 1, 0, 0, marker.length),
            bytesOf(marker),
            Uint8Array.of(0),
          ),
        ),
    },
    {
      name: 'bytes after the trailer',
      plant: (gif, marker) => concatBytes([gif, bytesOf(marker)]),
    },
  ],
)

// AVIF

/** Appends a top-level box, after the media data. */
const avifBox = (type: string, data: Uint8Array) =>
  concatBytes([Uint8Array.of(...u32(8 + data.length)), bytesOf(type), data])

const AVIF_PLACES = inFormats(
  ['avif'],
  [
    {
      name: 'EXIF item',
      encodes: true,
      plant: async (avif, marker) =>
        new Uint8Array(
          await sharp(avif)
            .keepMetadata()
            .avif({ effort: 0 })
            .withExif(phoneExif(marker))
            .toBuffer(),
        ),
    },
    {
      name: 'XMP item',
      encodes: true,
      plant: async (avif, marker) =>
        new Uint8Array(
          await sharp(avif)
            .keepMetadata()
            .avif({ effort: 0 })
            .withXmp(new TextDecoder().decode(xmpPacket(marker)))
            .toBuffer(),
        ),
    },
    {
      name: 'uuid box after the media data',
      plant: (avif, marker) =>
        concatBytes([avif, avifBox('uuid', concatBytes([new Uint8Array(16), bytesOf(marker)]))]),
    },
    {
      name: 'bytes after the last box',
      plant: (avif, marker) => concatBytes([avif, bytesOf(marker)]),
    },
  ],
)

/** Every place, each in the formats it exists in. */
export const METADATA_PLACES: readonly MetadataPlace[] = [
  ...JPEG_PLACES,
  ...PNG_PLACES,
  ...WEBP_PLACES,
  ...ANIMATED_WEBP_PLACES,
  ...GIF_PLACES,
  ...AVIF_PLACES,
]

/** The places of a format. */
export const placesOf = (format: PhotoFormat) =>
  METADATA_PLACES.filter((place) => place.formats.includes(format))

/** Plants the marker in each of the places, those that encode the picture again first. */
export async function plantMarker(
  image: Uint8Array,
  marker: string,
  places: readonly MetadataPlace[],
): Promise<Uint8Array> {
  let planted = image
  for (const place of [...places].sort(
    (a, b) => Number(b.encodes ?? false) - Number(a.encodes ?? false),
  )) {
    planted = await place.plant(planted, marker)
  }
  return planted
}

/** Whether the marker's bytes appear anywhere in `bytes`. */
export const holdsMarker = (bytes: Uint8Array, marker: string) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(marker, 0, 'latin1')

/**
 * One picture of each format made by sharp from a noisy photo of `width` × `height` (the
 * animated ones have two frames).
 */
export async function photosOf(
  width: number,
  height: number,
): Promise<Record<PhotoFormat, Uint8Array>> {
  const photo = await (await noisyPhoto(width, height)).png({ compressionLevel: 1 }).toBuffer()
  const small = await sharp(photo)
    .resize(Math.round(width / 2))
    .toBuffer()
  // GIF's palette search is slow on grain: a smaller animation.
  const tiny = await sharp(photo)
    .resize(Math.round(width / 5))
    .toBuffer()
  const animation = async (frame: Buffer) =>
    sharp([frame, await sharp(frame).negate().toBuffer()], { join: { animated: true } })
  const made = async (image: sharp.Sharp) => new Uint8Array(await image.toBuffer())
  return {
    jpeg: await made(sharp(photo).jpeg({ quality: 90 })),
    png: new Uint8Array(photo),
    webp: await made(sharp(photo).webp({ quality: 80 })),
    'animated webp': await made(
      (await animation(small)).webp({ quality: 60, loop: 0, delay: [400, 400] }),
    ),
    gif: await made((await animation(tiny)).gif({ loop: 0, delay: [400, 400] })),
    avif: await made(sharp(small).avif({ quality: 50, effort: 0 })),
  }
}
