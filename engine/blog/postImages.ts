import { BlogError } from './errors.ts'

/**
 * The image formats a post may hold, by file extension, with the content type they are served
 * with. SVG is refused rather than sanitized: it is a document that can carry scripts and
 * links, and Word never needs it (it stores a PNG beside any SVG it embeds).
 */
export const POST_IMAGE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
}

/** The extension the import gives an image of each type. */
export const POST_IMAGE_EXTENSIONS: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
}

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end))

/**
 * The real type of an image from its first bytes, or `undefined` when they are not those of an
 * allowed format. Word records a type for each image, and a file name has an extension, but
 * neither proves what the bytes are.
 */
export function sniffImageType(bytes: Uint8Array): string | undefined {
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'image/gif'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp'
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = Math.min(
      bytes.length,
      new DataView(bytes.buffer, bytes.byteOffset).getUint32(0),
    )
    const brands = [ascii(bytes, 8, 12)]
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4))
    if (brands.includes('avif') || brands.includes('avis')) return 'image/avif'
  }
  return undefined
}

/** The content type of a post image by its name, or `undefined` when it is not one. */
export function postImageType(name: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- a control character in a file name is refused
  if (name.startsWith('.') || /[/\\\u0000-\u001f\u007f]/.test(name)) return undefined
  const extension = /\.([a-z\d]+)$/i.exec(name)?.[1]?.toLowerCase()
  return extension === undefined ? undefined : POST_IMAGE_TYPES[extension]
}

const ALLOWED = 'a post folder holds only fr.md, en.md and images (PNG, JPEG, GIF, WebP or AVIF)'

/**
 * Checks that a file found in a post folder may be there, by name.
 *
 * @throws {BlogError} `invalid-post`, naming the file
 */
export function assertPostFolderFile(folder: string, name: string): void {
  if (name === 'fr.md' || name === 'en.md' || postImageType(name) !== undefined) return
  const file = `${folder}/${name}`
  throw new BlogError('invalid-post', `${file}: ${ALLOWED}; remove or convert this file.`, {
    file,
  })
}

/**
 * Checks that an image's bytes are of the type its name says.
 *
 * @throws {BlogError} `invalid-post`, naming the file
 */
export function assertPostImageContent(folder: string, name: string, bytes: Uint8Array): void {
  assertPostFolderFile(folder, name)
  const expected = postImageType(name)
  if (expected !== undefined && sniffImageType(bytes) === expected) return
  const file = `${folder}/${name}`
  throw new BlogError(
    'invalid-post',
    `${file}: its content is not of the type its name gives (${expected ?? 'none'}); ${ALLOWED}.`,
    { file },
  )
}
