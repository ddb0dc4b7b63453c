import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { MemoryStore } from '../tests/support/MemoryStore'
import { createApiApp } from './createApiApp'
import { createBlogApi } from './createBlogApi'
import { MAX_JSON_BODY_BYTES } from './readJson'
import { createSiteFactsApi, MAX_FACTS_BODY_BYTES } from './siteFactsApi'

const TOKEN = 'phrase-de-passe-de-test'
const facts = readFileSync(new URL('../content/site.json', import.meta.url), 'utf8')

function apiApp(): Hono {
  const store = new MemoryStore({ 'content/site.json': facts })
  const options = { store, adminToken: TOKEN, clientAddress: () => '203.0.113.7' }
  const app = new Hono()
  app.route(
    '/api',
    createApiApp({ blog: createBlogApi(options), siteFacts: createSiteFactsApi(options) }),
  )
  return app
}

const PATCH_POST = { method: 'PATCH', path: '/api/blog/2026-11-23-un-article' } as const
const PUT_FACTS = { method: 'PUT', path: '/api/site-facts' } as const

/** The JSON routes, each with a body that would otherwise be read in full. */
const JSON_ROUTES = [PATCH_POST, PUT_FACTS] as const

/** A JSON body of `bytes` bytes: one long string value. */
const bodyOf = (bytes: number) => `{"status":"${'a'.repeat(bytes - 13)}"}`

/** A body sent in chunks, without a Content-Length, as a chunked upload arrives. */
function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text)
  let offset = 0
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close()
        return
      }
      controller.enqueue(bytes.subarray(offset, offset + 16 * 1024))
      offset += 16 * 1024
    },
  })
}

/** Sends a JSON body to a route with the passphrase. */
function send(app: Hono, route: { method: string; path: string }, body: string | ReadableStream) {
  return app.request(route.path, {
    method: route.method,
    headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  })
}

describe('JSON bodies', () => {
  it('are refused past 64 KB with a 413 and a sentence, declared or streamed', async () => {
    const app = apiApp()
    for (const body of [bodyOf(MAX_JSON_BODY_BYTES + 1), streamed(bodyOf(1024 * 1024))]) {
      const response = await send(app, PATCH_POST, body)
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({
        error:
          'La requête est trop volumineuse : un envoi de données dépasse rarement quelques kilo-octets, et la limite est de 64 Ko.',
      })
    }
  })

  it('are answered in English for an English-speaking caller', async () => {
    const response = await apiApp().request(PATCH_POST.path, {
      method: 'PATCH',
      headers: {
        Authorization: `Bearer ${TOKEN}`,
        'Content-Type': 'application/json',
        'Accept-Language': 'en',
      },
      body: bodyOf(MAX_JSON_BODY_BYTES + 1),
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      error:
        'The request is too large: data sent here is rarely over a few kilobytes, and the limit is 64 KB.',
    })
  })

  it('are read up to the limit', async () => {
    const response = await send(apiApp(), PATCH_POST, bodyOf(MAX_JSON_BODY_BYTES))
    // Read, then refused by the schema: not by the size.
    expect(response.status).toBe(400)
  })

  it('hold a portrait on the facts route, whose one limit is the photo’s', async () => {
    const app = apiApp()
    // Read up to its own limit, far past 64 KB, then refused by the schema: not by the size.
    expect((await send(app, PUT_FACTS, bodyOf(MAX_FACTS_BODY_BYTES))).status).toBe(422)
    for (const body of [bodyOf(MAX_FACTS_BODY_BYTES + 1), streamed(bodyOf(4 * 1024 * 1024))]) {
      const response = await send(app, PUT_FACTS, body)
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({
        error:
          'Les coordonnées et la photo n’ont pas été enregistrées : la photo dépasse 2 Mo. Choisissez-la de nouveau depuis cette page, qui la réduit avant l’envoi.',
      })
    }
  })
})

describe('JSON routes, generated bodies', () => {
  /** Bodies of every kind: JSON of any shape, near-valid changes and facts, and noise. */
  const body = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    fc
      .record(
        {
          scheduledDate: fc.oneof(fc.string({ maxLength: 50 }), fc.constant('2026-12-07T08:00')),
          status: fc.oneof(fc.constantFrom('draft', 'scheduled', 'published'), fc.string()),
          email: fc.string({ maxLength: 50 }),
          businessName: fc.string({ maxLength: 50 }),
        },
        { requiredKeys: [] },
      )
      .map((value) => JSON.stringify(value)),
    fc.string({ maxLength: 200 }),
  )
  const contentType = fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/jsonx',
    '',
  )

  it('are answered with a status and a sentence, never a crash or a stack', async () => {
    const app = apiApp()
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...JSON_ROUTES),
        body,
        contentType,
        async (route, text, type) => {
          const response = await app.request(route.path, {
            method: route.method,
            headers: {
              Authorization: `Bearer ${TOKEN}`,
              ...(type ? { 'Content-Type': type } : {}),
            },
            body: text,
          })
          expect([200, 400, 404, 409, 413, 415, 422]).toContain(response.status)
          const answer = (await response.json()) as { error?: unknown }
          if (response.status !== 200) {
            expect(typeof answer.error).toBe('string')
            expect(answer.error).not.toMatch(/\n +at |Error:/)
          }
        },
      ),
      { numRuns: 150 },
    )
  })
})
