/*
 * `npm run bench:hostile-upload`: uploads hostile Word documents to the blog API as the local
 * server runs it (conversion on a worker thread) and, meanwhile, asks for the public list every
 * 20 ms. Prints, for each document, the upload's answer and time and the slowest answer to the
 * other requests while it ran, counted from when each was due: a conversion that holds the server's thread shows there. Posts
 * go to an in-memory store; nothing is written to disk.
 */
import { loadavg } from 'node:os'
import { Hono } from 'hono'
import { MAX_MAIN_PART_BYTES } from '../engine/blog/documentLimits.ts'
import { convertInWorker } from '../engine/blog/docx/convertInWorker.ts'
import { craftZip, documentXml, minimalDocxEntries } from '../tests/support/craftZip.ts'
import { MemoryStore } from '../tests/support/MemoryStore.ts'
import { createApiApp } from '../server/createApiApp.ts'
import { createBlogApi } from '../server/createBlogApi.ts'

const TOKEN = 'une phrase de passe assez longue pour le banc'
const heading = '<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Titre</w:t></w:r></w:p>'
const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`
const withMain = (xml: string) =>
  craftZip({
    entries: [...minimalDocxEntries().slice(0, 2), { name: 'word/document.xml', data: xml }],
  })

/** The text of a long document, just under the guard's limit on its main part. */
function longDocument(): string {
  const parts = []
  let size = 0
  for (let index = 0; size < MAX_MAIN_PART_BYTES - 512 * 1024; index++) {
    const text = `Phrase ${String(index)} : la santé au travail, c’est « important » ; vraiment ! Voir www.exemple.ca et a.b@c.ca.`
    const chunk = (index % 40 === 0 ? heading : '') + paragraph(text)
    parts.push(chunk)
    size += chunk.length
  }
  return documentXml(parts.join(''))
}

const documents: [string, () => Uint8Array][] = [
  ['30 KB of unclosed tags (<a<a…)', () => withMain('<a'.repeat(15_000))],
  [
    '64 KB of unclosed Word tags (<w:t<w:t…)',
    () => withMain(`<w:document><w:body>${'<w:t'.repeat(16_000)}`),
  ],
  [
    'a 40,000-letter word before « ! » and « & »',
    () => withMain(documentXml(heading + paragraph(`${'a'.repeat(40_000)} ! &amp;`))),
  ],
  [
    `${String((MAX_MAIN_PART_BYTES - 512 * 1024) / 1024 / 1024)} MiB of ordinary text`,
    () => withMain(longDocument()),
  ],
]

const useWorker = !process.argv.includes('--in-thread')
const app = new Hono().route(
  '/api',
  createApiApp({
    blog: createBlogApi({
      store: new MemoryStore(),
      adminToken: TOKEN,
      clientAddress: () => '203.0.113.7',
      ...(useWorker ? { convertDocument: (bytes: Uint8Array) => convertInWorker(bytes) } : {}),
    }),
  }),
)

console.log(
  `Conversion ${useWorker ? 'on a worker thread' : 'on the request thread'}, load ${loadavg()[0]?.toFixed(1) ?? '?'}`,
)
for (const [name, make] of documents) {
  const bytes = make()
  const form = new FormData()
  form.append('document', new Blob([new Uint8Array(bytes)]), 'hostile.docx')
  let slowest = 0
  let answered = 0
  const state = { running: true }
  const others = (async () => {
    // A request is due every 20 ms: its answer time counts from when it was due, as a client
    // sending it then would see it, and not from when a held thread got round to sending it.
    let due = performance.now()
    while (state.running) {
      await app.request('/api/blog')
      slowest = Math.max(slowest, performance.now() - due)
      answered += 1
      due = performance.now() + 20
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })()
  const started = performance.now()
  const response = await app.request('/api/blog/upload', {
    method: 'POST',
    headers: { Authorization: `Bearer ${TOKEN}` },
    body: form,
  })
  const elapsed = performance.now() - started
  state.running = false
  await others
  const body = (await response.json()) as { error?: string; message?: string }
  console.log(
    `${name} (${String(Math.round(bytes.length / 1024))} KB): ${String(response.status)} in ${(elapsed / 1000).toFixed(2)} s, « ${(body.error ?? body.message ?? '').slice(0, 90)} »; ` +
      `${String(answered)} other answers meanwhile, the slowest in ${slowest.toFixed(0)} ms`,
  )
}
