import { createHash } from 'node:crypto'
import { copyFile, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { keepImageData } from '../../engine/node.ts'
import { MAX_IMAGE_PIXELS } from '../../engine/index.ts'

/** The widths each post photo is served at, in WebP. */
const VARIANT_WIDTHS = [480, 960, 1600] as const

/** Where converted images are kept between builds, by content hash (git-ignored). */
const defaultImageCache = path.resolve('node_modules/.cache/santra-post-images')

/** The raster formats that get variants; GIF and AVIF are served as they are. */
const CONVERTIBLE = /\.(png|jpe?g|webp)$/i

/**
 * Every decode of a post image: at most {@link MAX_IMAGE_PIXELS}, the bound the import checks,
 * so a file that slipped in by hand cannot make the build decode gigabytes.
 */
const decode = (content: Buffer, animated = false) =>
  sharp(content, { limitInputPixels: MAX_IMAGE_PIXELS, animated })

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
  const bytes = await readFile(source)
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20)
  // Decoded from what the allow-list keeps, as published: stray bytes a decoder would warn
  // about are gone, and the orientation and colour profile stay.
  const kept = await keepImageData(bytes)
  const content = kept.refused === undefined ? Buffer.from(kept.bytes) : bytes
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
        // rotate() applies the EXIF orientation once; sharp writes no metadata unless asked
        // (the colour profile too: the colours are turned into sRGB), which the cleaner proves.
        const variant = await decode(content)
          .rotate()
          .resize({ width })
          .webp({ quality: 78 })
          .toBuffer()
        await writeFile(partial, await cleaned(variant, `${source} (${width} px)`))
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
 * Writes the image a post publishes under its own name (the fallback of its variants), holding
 * only what a decoder draws it from (`keepImageData`, the import's own allow-list) and proven so
 * before it is written. A JPEG the import left with an orientation is turned the right way up
 * with sharp's `rotate()` and encoded again; so is a picture the allow-list refuses (one put in
 * the repository by hand that its reader finds damaged, an AVIF with EXIF), in its own format,
 * once per content. sharp writes no metadata, and its output goes through the allow-list too.
 *
 * @throws {Error} naming the file, when sharp can't read a picture the allow-list refused
 */
export async function writePublishedImage(
  source: string,
  target: string,
  cacheDir = defaultImageCache,
): Promise<void> {
  const content = await readFile(source)
  const kept = await keepImageData(content)
  const published =
    kept.refused === undefined && (await upright(kept))
      ? kept.bytes
      : await encodedAgain(
          kept.refused === undefined ? Buffer.from(kept.bytes) : content,
          cacheDir,
        ).catch((error: unknown) => {
          throw new Error(
            `${source}\u00a0: cette image n’a pas pu être lue pour être publiée sans ses métadonnées (${kept.refused ?? 'orientation'}).`,
            { cause: error },
          )
        })
  await mkdir(path.dirname(target), { recursive: true })
  await writeFile(target, await cleaned(published, source))
}

/** Whether a kept image needs no turn: only a JPEG keeps an orientation. */
async function upright(kept: { bytes: Uint8Array; type: string }): Promise<boolean> {
  if (kept.type !== 'image/jpeg') return true
  const { orientation = 1 } = await sharp(kept.bytes).metadata()
  return orientation === 1
}

/**
 * The picture (as the allow-list kept it, or as it is when refused) turned the right way up
 * and encoded again in its own format, from the cache when it can.
 */
async function encodedAgain(content: Buffer, cacheDir: string): Promise<Buffer> {
  const { format, pages = 1 } = await decode(content).metadata()
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 20)
  const cached = path.join(cacheDir, `${hash}-clean.${format}`)
  if (!(await exists(cached))) {
    await mkdir(cacheDir, { recursive: true })
    const partial = `${cached}.${process.pid}.partial`
    // An animation keeps its frames; a still picture is turned by its orientation.
    const image = pages > 1 ? decode(content, true) : decode(content).rotate()
    const encoded =
      format === 'png'
        ? image.png()
        : format === 'webp'
          ? image.webp({ quality: 90 })
          : format === 'gif'
            ? image.gif()
            : format === 'heif'
              ? image.avif({ quality: 70 })
              : image.jpeg({ quality: 90 })
    await encoded.toFile(partial)
    await rename(partial, cached)
  }
  return readFile(cached)
}

/** The bytes through the allow-list, proven clean. */
async function cleaned(bytes: Uint8Array, file: string): Promise<Uint8Array> {
  const kept = await keepImageData(bytes)
  if (kept.refused !== undefined) {
    throw new Error(
      `${file}\u00a0: l’image à publier est refusée par le tri de ses données (${kept.refused}).`,
    )
  }
  return provenClean(kept.bytes, file)
}

/**
 * The bytes, once proven to hold only what the allow-list keeps: cleaning them again changes
 * nothing. Published bytes that fail this are a bug of the build, never shipped.
 *
 * @throws {Error} naming the file
 */
async function provenClean(bytes: Uint8Array, file: string): Promise<Uint8Array> {
  const kept = await keepImageData(bytes)
  if (kept.refused === undefined && Buffer.from(kept.bytes).equals(bytes)) return bytes
  throw new Error(
    `${file}\u00a0: l’image à publier contient autre chose que ce qu’il faut pour l’afficher.`,
  )
}
