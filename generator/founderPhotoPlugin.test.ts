import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  holdsMarker,
  photosOf,
  placesOf,
  plantMarker,
  type PhotoFormat,
} from '../tests/support/metadataPlaces.ts'
import { founderPhotoPlugin } from './founderPhotoPlugin.ts'

const MARKER = 'pQ4rS8tU2vW6xY0zA3bC'

let dir: string
let photos: Record<PhotoFormat, Uint8Array>

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'founder-photo-'))
  photos = await photosOf(1600, 1200)
}, 120_000)

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** What the plugin emits for a portrait, in a build: the files' bytes. */
async function emittedFor(file: string, bytes: Uint8Array): Promise<Uint8Array[]> {
  await writeFile(path.join(dir, file), bytes)
  const facts = JSON.parse(
    await readFile(new URL('../content/site.json', import.meta.url), 'utf8'),
  ) as { person: Record<string, unknown> }
  facts.person.photo = { file, alt: { fr: 'Portrait', en: 'Portrait' } }
  const factsFile = path.join(dir, 'site.json')
  await writeFile(factsFile, JSON.stringify(facts))
  const plugin = founderPhotoPlugin(pathToFileURL(factsFile), pathToFileURL(`${dir}/`))
  // The hooks as Vite calls them, with only what this plugin uses of their arguments.
  const configResolved = plugin.configResolved as (config: { command: string }) => void
  configResolved({ command: 'build' })
  const emitted: Uint8Array[] = []
  const context = {
    addWatchFile: () => undefined,
    emitFile: (asset: { source: Uint8Array }) => {
      emitted.push(asset.source)
      return `asset-${emitted.length}`
    },
  }
  const load = plugin.load as unknown as (this: typeof context, id: string) => Promise<unknown>
  await load.call(context, '\0virtual:founder-photo')
  return emitted
}

describe('founderPhotoPlugin', () => {
  it('publishes the portrait encoded again at two widths, with no byte of its metadata', async () => {
    const formats = { jpg: 'jpeg', png: 'png', webp: 'webp' } as const
    for (const [extension, format] of Object.entries(formats)) {
      const planted = await plantMarker(photos[format], MARKER, placesOf(format))
      expect(holdsMarker(planted, MARKER), format).toBe(true)
      const emitted = await emittedFor(`portrait.${extension}`, planted)
      const widths: number[] = []
      for (const bytes of emitted) {
        expect(holdsMarker(bytes, MARKER), format).toBe(false)
        const metadata = await sharp(bytes).metadata()
        widths.push(metadata.width)
        expect([metadata.exif, metadata.xmp, metadata.icc], format).toEqual([
          undefined,
          undefined,
          undefined,
        ])
      }
      expect(
        widths.sort((a, b) => a - b),
        format,
      ).toEqual([96, 192])
    }
  }, 120_000)
})
