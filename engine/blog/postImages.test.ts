import { describe, expect, it } from 'vitest'
import {
  assertPostFolderFile,
  assertPostImageContent,
  postImageType,
  sniffImageType,
} from './postImages.ts'

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  )

const samples = {
  png: bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0]),
  gif: bytes('GIF89a', [1, 0]),
  webp: bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '),
  avif: bytes([0, 0, 0, 24], 'ftypmif1', [0, 0, 0, 0], 'mif1avif'),
}

describe('post images', () => {
  it('tells the allowed formats from their bytes', () => {
    expect(sniffImageType(samples.png)).toBe('image/png')
    expect(sniffImageType(samples.jpeg)).toBe('image/jpeg')
    expect(sniffImageType(samples.gif)).toBe('image/gif')
    expect(sniffImageType(samples.webp)).toBe('image/webp')
    expect(sniffImageType(samples.avif)).toBe('image/avif')
  })

  it('recognises no SVG, HTML, BMP or short file as an image', () => {
    expect(sniffImageType(bytes('<svg onload="alert(1)">'))).toBeUndefined()
    expect(sniffImageType(bytes('<!DOCTYPE html><script>'))).toBeUndefined()
    expect(sniffImageType(bytes('BM', [0, 0, 0, 0]))).toBeUndefined()
    expect(sniffImageType(bytes([0x89]))).toBeUndefined()
    expect(sniffImageType(bytes([0, 0, 0, 24], 'ftypheic'))).toBeUndefined()
  })

  it('allows fr.md, en.md and images by name, nothing else', () => {
    expect(postImageType('Photo équipe.JPG')).toBe('image/jpeg')
    expect(postImageType('img-0123456789abcdef.avif')).toBe('image/avif')
    for (const name of ['x.svg', 'x.html', 'x.png.js', '.hidden.png', 'a\u001b.png', 'x']) {
      expect(postImageType(name)).toBeUndefined()
    }
    expect(() => {
      assertPostFolderFile('content/blog/p', 'en.md')
    }).not.toThrow()
    expect(() => {
      assertPostFolderFile('content/blog/p', 'index.html')
    }).toThrow(/^content\/blog\/p\/index\.html: a post folder holds only fr\.md, en\.md and images/)
  })

  it("refuses an image whose bytes are not of its name's type", () => {
    expect(() => {
      assertPostImageContent('content/blog/p', 'photo.png', samples.png)
    }).not.toThrow()
    expect(() => {
      assertPostImageContent('content/blog/p', 'photo.png', bytes('<svg><script>'))
    }).toThrow(
      'content/blog/p/photo.png: its content is not of the type its name gives (image/png)',
    )
    expect(() => {
      assertPostImageContent('content/blog/p', 'photo.jpg', samples.png)
    }).toThrow(/photo\.jpg: its content is not of the type its name gives \(image\/jpeg\)/)
  })
})
