import { createHash } from 'node:crypto'
import { copyFile, mkdir, readFile, rename, stat } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { MAX_IMAGE_PIXELS } from '../../../blog/imageSize.ts'

/** The widths each post photo is served at, in WebP. */
const VARIANT_WIDTHS = [480, 960, 1600] as const

/** Where converted images are kept between builds, by content hash (git-ignored). */
const defaultImageCache = path.resolve('node_modules/.cache/santra-post-images')

/** The raster formats that get variants; SVG and GIF are served as they are. */
const CONVERTIBLE = /\.(png|jpe?g|webp)$/i
/** The formats whose published file is written again when it carries metadata or a turn. */
const REWRITTEN = /\.(png|jpe?g|webp|avif)$/i

/**
 * Every decode of a post image: at most {@link MAX_IMAGE_PIXELS}, the bound the import checks,
 * so a file that slipped in by hand cannot make the build decode gigabytes.
 */
const decode = (content: Buffer) => sharp(content, { limitInputPixels: MAX_IMAGE_PIXELS })

export interface ImageVariant {
  width: number
  /** The variant's file name beside the original (`photo-960w.webp`). */
  name: string
  /** The converted file in the cache. */
  cached: string
}

const isConvertible = (file: string) => CONVERTIBLE.test(file)

/** `photo.png` at 960 px → `photo-960w.webp`. */
function variantName(file: string, width: number): string {
  return `${file.replace(/\.[^.]+$/, '')}-${width}w.webp`
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  )
}

/**
 * The WebP variants of one image, converted once per content: a later build, or the same image
 * in another post, reads them from the cache.
 */
export async function imageVariants(
  source: string,
  cacheDir = defaultImageCache,
): Promise<ImageVariant[]> {
  if (!isConvertible(source)) return []
  const content = await readFile(source)
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 20)
  // The width a viewer sees: a photo stored turned a quarter (EXIF 5 to 8) shows its height.
  const { width: stored, height, orientation = 1 } = await decode(content).metadata()
  const original = orientation >= 5 ? height : stored
  // Only widths below the original's, then the original's own width when below the largest:
  // the browser then always knows the photo's real size. A photo no wider than the smallest
  // width is served as it is.
  if (original <= Math.min(...VARIANT_WIDTHS)) return []
  const widths: number[] = VARIANT_WIDTHS.filter((width) => width < original)
  if (original < Math.max(...VARIANT_WIDTHS)) widths.push(original)
  await mkdir(cacheDir, { recursive: true })
  const file = path.basename(source)
  return Promise.all(
    widths.map(async (width) => {
      const cached = path.join(cacheDir, `${hash}-${width}.webp`)
      if (!(await exists(cached))) {
        // Written under a temporary name: a build stopped halfway never leaves half a file.
        const partial = `${cached}.${process.pid}.partial`
        // rotate() applies the EXIF orientation once; sharp writes no metadata unless asked.
        await decode(content).rotate().resize({ width }).webp({ quality: 78 }).toFile(partial)
        await rename(partial, cached)
      }
      return { width, name: variantName(file, width), cached }
    }),
  )
}

/** Converts (or finds in the cache) an image's variants and writes them into a folder. */
export async function writeImageVariants(
  source: string,
  targetDir: string,
  cacheDir = defaultImageCache,
): Promise<ImageVariant[]> {
  const variants = await imageVariants(source, cacheDir)
  await mkdir(targetDir, { recursive: true })
  await Promise.all(
    variants.map((variant) => copyFile(variant.cached, path.join(targetDir, variant.name))),
  )
  return variants
}

/**
 * Writes the image a post publishes under its own name (the fallback of its variants): as it
 * is when it holds no metadata and no turn, else turned the right way up with sharp's
 * `rotate()` and written again without metadata, in its own format, once per content.
 */
export async function writePublishedImage(
  source: string,
  target: string,
  cacheDir = defaultImageCache,
): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true })
  if (!REWRITTEN.test(source)) {
    await copyFile(source, target)
    return
  }
  const content = await readFile(source)
  const { exif, xmp, iptc, comments, orientation = 1, format } = await decode(content).metadata()
  if (!exif && !xmp && !iptc && (comments ?? []).length === 0 && orientation === 1) {
    await copyFile(source, target)
    return
  }
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 20)
  const cached = path.join(cacheDir, `${hash}-clean.${format}`)
  if (!(await exists(cached))) {
    await mkdir(cacheDir, { recursive: true })
    const partial = `${cached}.${process.pid}.partial`
    const image = decode(content).rotate()
    const encoded =
      format === 'png'
        ? image.png()
        : format === 'webp'
          ? image.webp({ quality: 90 })
          : format === 'heif'
            ? image.avif({ quality: 70 })
            : image.jpeg({ quality: 90 })
    await encoded.toFile(partial)
    await rename(partial, cached)
  }
  await copyFile(cached, target)
}
