/**
 * Share image benchmark: `npm run bench:share-images [-- --posts DIR] [-- --count N]`.
 *
 * Draws the share images of the posts in DIR (default: the posts of `npm run bench:astro`,
 * /tmp/posts-1000; without them, the site's own posts), each title once, French and English, one
 * after the other and from a cold start (fonts and backgrounds drawn first, as in a build). Prints
 * the CPU time per image (user + system of every thread, sharp's included: what a busy shared
 * machine does not inflate), the wall time, and the sizes of the PNG files. Nothing is written.
 */
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { readPosts } from '../engine/blog/readPosts.ts'
import type { ShareImageContent } from '../engine/siteModel/shareImage.ts'
import { drawShareImage } from '../generator/shareImages/drawShareImage.ts'
import { loadText, printRows } from './benchTools.ts'

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback
}

const postsDir = path.resolve(option('posts', '/tmp/posts-1000'))
const count = Number(option('count', '2000'))
if (!Number.isInteger(count) || count < 1) {
  console.error('--count takes a whole number of images, 1 or more.')
  process.exit(1)
}

const posts = await readPosts(existsSync(postsDir) ? postsDir : undefined)
const brand = { businessName: 'Conseils SANTRA', host: 'www.example.com' }
const images: ShareImageContent[] = posts
  .flatMap((post) => [
    { ...brand, title: post.fr.frontmatter.title, locale: 'fr' as const, article: true },
    ...(post.en
      ? [{ ...brand, title: post.en.frontmatter.title, locale: 'en' as const, article: true }]
      : []),
  ])
  .slice(0, count)

const cpuBefore = process.cpuUsage()
const started = performance.now()
const sizes: number[] = []
for (const content of images) sizes.push((await drawShareImage(content)).byteLength)
const cpu = process.cpuUsage(cpuBefore)
const wall = performance.now() - started

// The last image, decoded: a check that what was timed is a whole image.
const lastImage = images.at(-1)
if (!lastImage) throw new Error(`No posts in ${postsDir}.`)
const last = await sharp(await drawShareImage(lastImage)).metadata()
const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1)
printRows([
  ['images', 'CPU ms / image', 'wall ms / image', 'KB mean', 'KB max', 'size', 'load'],
  [
    String(images.length),
    ((cpu.user + cpu.system) / 1000 / images.length).toFixed(2),
    (wall / images.length).toFixed(2),
    kilobytes(sizes.reduce((sum, size) => sum + size, 0) / sizes.length),
    kilobytes(Math.max(...sizes)),
    `${last.width} × ${last.height} ${last.format}`,
    loadText(loadavg()[0] ?? 0),
  ],
])
