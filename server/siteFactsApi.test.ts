import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { Hono } from 'hono'
import sharp from 'sharp'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { keepImageData } from '../engine/blog/imageData/keepImageData'
import {
  holdsMarker,
  noisyPhoto,
  phoneExif,
  photosOf,
  placesOf,
  plantMarker,
  type PhotoFormat,
} from '../tests/support/metadataPlaces'
import type { ContentStore } from '../engine/blog/store/ContentStore'
import { LocalGitStore } from '../engine/blog/store/LocalGitStore'
import { MemoryStore } from '../tests/support/MemoryStore'
import { MAX_PORTRAIT_UPLOAD_BYTES } from '../engine/facts/portraitLimits'
import { createTestRepository, type TestRepository } from '../tests/support/createTestRepository'
import { WRONG_PASSPHRASE } from './adminAuth'
import { createApiApp } from './createApiApp'
import { createSiteFactsApi, MAX_FACTS_BODY_BYTES, SITE_FACTS_PATH } from './siteFactsApi'

const TOKEN = 'phrase-de-passe-de-test'
const auth = { Authorization: `Bearer ${TOKEN}` }
const projectFacts = JSON.parse(
  readFileSync(new URL('../content/site.json', import.meta.url), 'utf8'),
) as Record<string, unknown>

let repo: TestRepository
let app: Hono
let writes: number

beforeEach(() => {
  repo = createTestRepository()
  mkdirSync(path.join(repo.root, 'content'), { recursive: true })
  writeFileSync(path.join(repo.root, SITE_FACTS_PATH), JSON.stringify(projectFacts))
  repo.git('add', SITE_FACTS_PATH)
  repo.git('commit', '--quiet', '-m', 'Coordonnées de départ')
  writes = 0
  app = apiOn(new LocalGitStore(repo.root))
})
afterEach(() => {
  repo.remove()
})

/** The API's routes on `store`, counting its writes in `writes`. */
function apiOn(store: ContentStore): Hono {
  const api = new Hono()
  api.route(
    '/api',
    createApiApp({
      siteFacts: createSiteFactsApi({
        store,
        adminToken: TOKEN,
        onWrite: () => {
          writes++
        },
        clientAddress: () => '203.0.113.7',
      }),
    }),
  )
  return api
}

function put(body: string, headers: Record<string, string> = {}, on = app) {
  return on.request('/api/site-facts', {
    method: 'PUT',
    headers: { ...auth, 'Content-Type': 'application/json', ...headers },
    body,
  })
}

const subjects = () => repo.log().slice(0, -1)

describe('/api/site-facts', () => {
  it('reads the facts of the store', async () => {
    const response = await app.request('/api/site-facts', { headers: auth })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ businessName: projectFacts.businessName })
  })

  it('saves valid facts, trimmed, as one commit of content/site.json', async () => {
    const response = await put(JSON.stringify({ ...projectFacts, phone: ' 450 581-2290 ' }))
    expect(response.status).toBe(200)
    // The admin follows the commit to « En ligne ».
    expect(await response.json()).toMatchObject({
      message: 'Coordonnées enregistrées.',
      commit: repo.git('rev-parse', 'HEAD').trim(),
    })
    expect(subjects()).toEqual(['Coordonnées : mise à jour', 'Coordonnées de départ'])
    expect(repo.git('show', '--name-only', '--format=', 'HEAD').trim()).toBe(SITE_FACTS_PATH)
    const saved = JSON.parse(readFileSync(path.join(repo.root, SITE_FACTS_PATH), 'utf8')) as Record<
      string,
      unknown
    >
    expect(saved.phone).toBe('450 581-2290')
    expect(saved.email).toBe(projectFacts.email)
    expect(writes).toBe(1)
  })

  it('refuses invalid facts with 422, naming each field, and writes nothing', async () => {
    const response = await put(
      JSON.stringify({ ...projectFacts, email: 'pas-une-adresse', siteUrl: 'http://x' }),
    )
    expect(response.status).toBe(422)
    const { error } = (await response.json()) as { error: string }
    expect(error).toContain('Le champ « Courriel » doit contenir une adresse courriel complète')
    expect(error).toContain('Le champ « Adresse du site » doit contenir une adresse web complète')
    expect(subjects()).toEqual(['Coordonnées de départ'])
    expect(writes).toBe(0)
  })

  it('refuses malformed JSON with 400 and a body not declared as JSON with 415', async () => {
    expect((await put('{ "businessName": ')).status).toBe(400)
    const plain = await put(JSON.stringify(projectFacts), { 'Content-Type': 'text/plain' })
    expect(plain.status).toBe(415)
    expect(subjects()).toEqual(['Coordonnées de départ'])
  })

  it('answers 401 without the passphrase, for reading and for saving', async () => {
    expect((await app.request('/api/site-facts')).status).toBe(401)
    const response = await app.request('/api/site-facts', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(projectFacts),
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: WRONG_PASSPHRASE.fr })
    expect(subjects()).toEqual(['Coordonnées de départ'])
  })
})

describe('/api/site-facts, the portrait', () => {
  const alt = { fr: 'Portrait de la consultante', en: 'Portrait of the consultant' }
  const image = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#7a9' } })
      .png()
      .toBuffer()
      .then((buffer) => buffer.toString('base64'))
  const withPhoto = (photo: object | undefined, newPhoto?: string) =>
    JSON.stringify({
      ...projectFacts,
      person: { ...(projectFacts.person as object), ...(photo ? { photo } : {}) },
      ...(newPhoto === undefined ? {} : { newPhoto }),
    })
  const changedFiles = () =>
    repo.git('show', '--name-status', '--format=', 'HEAD').trim().split('\n').sort()

  it('commits a new photo with the facts, named after its content, and removes it on request', async () => {
    const response = await put(withPhoto({ file: 'portrait.jpg', alt }, await image(400, 300)))
    expect(response.status).toBe(200)
    const { facts } = (await response.json()) as { facts: { person: { photo: { file: string } } } }
    const file = facts.person.photo.file
    expect(file).toMatch(/^portrait-[0-9a-f]{12}\.png$/)
    expect(subjects()[0]).toBe('Coordonnées : mise à jour et nouvelle photo')
    expect(changedFiles()).toEqual([`A\tcontent/${file}`, `M\t${SITE_FACTS_PATH}`])

    // Saving the same facts again keeps the photo: nothing to commit.
    expect((await put(withPhoto({ file, alt }))).status).toBe(200)
    expect(subjects()).toHaveLength(2)

    expect((await put(withPhoto(undefined))).status).toBe(200)
    expect(subjects()[0]).toBe('Coordonnées : photo retirée')
    expect(changedFiles()).toEqual([`D\tcontent/${file}`, `M\t${SITE_FACTS_PATH}`])
  })

  it('refuses, changing nothing, what is not a photo, a tiny one and a file not in the repository', async () => {
    const cases: [string, RegExp][] = [
      [withPhoto({ file: 'a.jpg', alt }, btoa('<svg></svg>')), /JPEG, PNG ou WebP/],
      [withPhoto({ file: 'a.jpg', alt }, await image(120, 90)), /au moins 192 pixels/],
      [withPhoto({ file: 'ailleurs.jpg', alt }), /introuvable dans le dépôt/],
      [withPhoto(undefined, await image(400, 300)), /Description de la photo/],
    ]
    for (const [body, message] of cases) {
      const response = await put(body)
      expect(response.status).toBe(422)
      expect(((await response.json()) as { error: string }).error).toMatch(message)
    }
    expect(subjects()).toEqual(['Coordonnées de départ'])
    expect(writes).toBe(0)
  })
})

describe('/api/site-facts, a real photo', () => {
  const MARKER = 'gpsQ3mV8kD2sL7wX5nZ1'
  const alt = { fr: 'Portrait de la consultante', en: 'Portrait of the consultant' }
  const withPhoto = (photo: Uint8Array, file = 'portrait.jpg') =>
    JSON.stringify({
      ...projectFacts,
      person: { ...(projectFacts.person as object), photo: { file, alt } },
      newPhoto: Buffer.from(photo).toString('base64'),
    })
  /** The photo committed by the last save, as the repository holds it. */
  const committedPhoto = () => {
    const facts = JSON.parse(readFileSync(path.join(repo.root, SITE_FACTS_PATH), 'utf8')) as {
      person: { photo: { file: string } }
    }
    return new Uint8Array(readFileSync(path.join(repo.root, 'content', facts.person.photo.file)))
  }
  const kept = async (bytes: Uint8Array) => {
    const result = await keepImageData(bytes)
    if (result.refused !== undefined) throw new Error(`refused: ${result.refused}`)
    return result.bytes
  }

  /** A phone's 12-megapixel photo: grain, stored turned (6), its EXIF with a GPS position. */
  let phonePhoto: Buffer
  /** The same, as the admin page sends it: upright, 1,200 pixels, encoded again by the browser. */
  let adminPhoto: Buffer
  /** The same, as another client may send it: 2,400 pixels, its EXIF kept, just under 2 MB. */
  let largestPhoto: Buffer

  beforeAll(async () => {
    phonePhoto = await (
      await noisyPhoto(4032, 3024)
    )
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .withExif(phoneExif(MARKER))
      .toBuffer()
    adminPhoto = await sharp(phonePhoto)
      .rotate()
      .resize(1200, 1200, { fit: 'inside' })
      .jpeg({ quality: 88 })
      .toBuffer()
    // Shrunk once, then encoded at a lower quality until it fits, with the phone's EXIF.
    const shrunk = await sharp(phonePhoto)
      .resize(2400, 2400, { fit: 'inside' })
      .raw()
      .toBuffer({ resolveWithObject: true })
    for (let quality = 95; ; quality--) {
      largestPhoto = await sharp(shrunk.data, { raw: shrunk.info })
        .jpeg({ quality })
        .withMetadata({ orientation: 6 })
        .withExif(phoneExif(MARKER))
        .toBuffer()
      if (largestPhoto.length <= MAX_PORTRAIT_UPLOAD_BYTES) break
    }
  }, 120_000)

  it('saves the photo the admin page sends, over 400 KB, with the facts', async () => {
    expect(adminPhoto.length).toBeGreaterThan(400 * 1024)
    const response = await put(withPhoto(adminPhoto))
    expect(response.status, await response.clone().text()).toBe(200)
    expect(subjects()[0]).toBe('Coordonnées : mise à jour et nouvelle photo')
    const saved = committedPhoto()
    expect(Buffer.from(saved).equals(await kept(adminPhoto))).toBe(true)
    expect(await sharp(saved).metadata()).toMatchObject({ width: 900, height: 1200 })
  })

  it('saves a phone’s photo sent by another client up to the limit, without its EXIF or GPS', async () => {
    expect(largestPhoto.length).toBeGreaterThan(MAX_PORTRAIT_UPLOAD_BYTES * 0.8)
    expect(holdsMarker(largestPhoto, MARKER)).toBe(true)
    expect((await sharp(largestPhoto).metadata()).orientation).toBe(6)
    const response = await put(withPhoto(largestPhoto))
    expect(response.status, await response.clone().text()).toBe(200)
    const saved = committedPhoto()
    expect(holdsMarker(saved, MARKER)).toBe(false)
    // Only its orientation is left, which the build applies (sharp's rotate()).
    const metadata = await sharp(saved).metadata()
    expect([metadata.width, metadata.height, metadata.orientation]).toEqual([2400, 1800, 6])
    expect(metadata.exif?.length).toBeLessThan(40)
  })

  it('refuses a photo past 2 MB with a sentence naming the limit, saving nothing', async () => {
    const tooLarge = [
      // The 12-megapixel photo itself, refused as its body arrives.
      phonePhoto,
      // A photo a few bytes over the limit, refused once decoded: its body is within the route's.
      Buffer.concat([
        largestPhoto,
        Buffer.alloc(MAX_PORTRAIT_UPLOAD_BYTES + 1 - largestPhoto.length),
      ]),
    ]
    expect(withPhoto(phonePhoto).length).toBeGreaterThan(MAX_FACTS_BODY_BYTES)
    expect(withPhoto(tooLarge[1] ?? phonePhoto).length).toBeLessThan(MAX_FACTS_BODY_BYTES)
    for (const photo of tooLarge) {
      const response = await put(withPhoto(photo))
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({
        error:
          'Les coordonnées et la photo n’ont pas été enregistrées : la photo dépasse 2 Mo. Choisissez-la de nouveau depuis cette page, qui la réduit avant l’envoi.',
      })
    }
    expect(subjects()).toEqual(['Coordonnées de départ'])
    expect(writes).toBe(0)
  })

  it('commits no byte of a portrait’s metadata, whatever client sent it', async () => {
    // The bytes the API hands its store, kept in memory: the git store writes what it is given
    // (LocalGitStore.test.ts), and twenty git commits would make most of this test's time.
    const store = new MemoryStore({ [SITE_FACTS_PATH]: JSON.stringify(projectFacts) })
    const memoryApp = apiOn(store)
    const committed = () => {
      const facts = JSON.parse(store.text(SITE_FACTS_PATH) ?? '') as {
        person: { photo: { file: string } }
      }
      return store.files.get(`content/${facts.person.photo.file}`) ?? new Uint8Array()
    }
    const photos = await photosOf(800, 600)
    const formats = ['jpeg', 'png', 'webp'] as const satisfies readonly PhotoFormat[]
    const extensions = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...formats)
          .chain((format) =>
            fc.tuple(fc.constant(format), fc.subarray(placesOf(format), { minLength: 1 })),
          ),
        fc.string({
          unit: fc.constantFrom(...Array.from('abcdefghijklmnopqrstuvwxyz0123456789')),
          minLength: 20,
          maxLength: 20,
        }),
        async ([format, places], marker) => {
          const planted = await plantMarker(photos[format], marker, places)
          expect(holdsMarker(planted, marker)).toBe(true)
          const response = await put(
            withPhoto(planted, `portrait.${extensions[format]}`),
            {},
            memoryApp,
          )
          expect(response.status, await response.clone().text()).toBe(200)
          expect(committed().length).toBeGreaterThan(0)
          expect(holdsMarker(committed(), marker)).toBe(false)
        },
      ),
      { numRuns: 20 },
    )
  }, 120_000)
})
