import { Hono } from 'hono'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HeadingLevel, Paragraph } from 'docx'
import { PNG_PIXEL, wordFixture } from '../tests/support/wordFixture'
import { adviceDocument } from '../tests/support/adviceDocument'
import { BlogError } from '../engine/blog/errors'
import { API_WORDS } from '../engine/blog/slugify'
import { LocalGitStore } from '../engine/blog/store/LocalGitStore'
import { createTestRepository, type TestRepository } from '../tests/support/createTestRepository'
import type { ContentStore } from '../engine/blog/store/ContentStore'
import { startGitHubStandIn, storeOn } from '../tests/support/githubStandIn'
import { createApiApp } from './createApiApp'
import { createBlogApi, type BlogApiOptions } from './createBlogApi'
import { WRONG_PASSPHRASE } from './adminAuth'
import { FailedAuthLimiter } from './FailedAuthLimiter'
import {
  articlesDocument,
  legacyDoc,
  oversizedFile,
  textFileNamedDocx,
  truncatedDocx,
  TWO_ARTICLES,
  zipBomb,
} from '../tests/support/sampleDocuments'

const TOKEN = 'phrase-de-passe-de-test'
const auth = { Authorization: `Bearer ${TOKEN}` }
/** A Friday afternoon in Repentigny: the next slots are Monday 23 and Wednesday 25 at 08:00. */
const FRIDAY = new Date('2026-11-20T15:00:00-05:00')

let repo: TestRepository
let clock: Date
let app: Hono

/** The blog API under `/api`, as the site server mounts it. */
function mount(
  store: ContentStore,
  limiter = new FailedAuthLimiter(),
  extra: Partial<BlogApiOptions> = {},
): Hono {
  const root = new Hono()
  root.route(
    '/api',
    createApiApp({
      blog: createBlogApi({
        store,
        adminToken: TOKEN,
        now: () => clock,
        limiter,
        clientAddress: (c) => c.req.header('X-Test-Address') ?? '203.0.113.7',
        ...extra,
      }),
    }),
  )
  return root
}

beforeEach(() => {
  repo = createTestRepository()
  clock = FRIDAY
  app = mount(new LocalGitStore(repo.root))
})
afterEach(() => {
  repo.remove()
})

function uploadForm(document: Uint8Array, name = 'articles.docx', startDate?: string): FormData {
  const form = new FormData()
  form.append('document', new Blob([new Uint8Array(document)]), name)
  if (startDate !== undefined) form.append('startDate', startDate)
  return form
}

async function upload(
  document: Uint8Array,
  options: { name?: string; startDate?: string; allowPast?: string } = {},
) {
  const body = uploadForm(document, options.name, options.startDate)
  if (options.allowPast !== undefined) body.append('allowPast', options.allowPast)
  return app.request('/api/blog/upload', { method: 'POST', headers: auth, body })
}

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>
}

describe('upload', () => {
  it('schedules each article of a document on the next free slots, in one commit', async () => {
    const response = await upload(await articlesDocument(TWO_ARTICLES))
    expect(response.status).toBe(200)
    const head = repo.git('rev-parse', 'HEAD').trim()
    expect(await json(response)).toEqual({
      // The commit it made, for the admin to follow to the public site.
      commit: head,
      message: '2 articles programmés du lundi 23 novembre au mercredi 25 novembre.',
      scheduledPosts: [
        expect.objectContaining({
          title: TWO_ARTICLES[0],
          scheduledDate: '2026-11-23T08:00:00-05:00',
        }),
        expect.objectContaining({
          title: TWO_ARTICLES[1],
          scheduledDate: '2026-11-25T08:00:00-05:00',
        }),
      ],
      errors: [],
      advice: [],
    })
    expect(repo.log()).toHaveLength(2)
    expect(repo.log()[0]).toContain('articles.docx')
    expect(repo.status()).toEqual([])

    const again = await upload(await articlesDocument(TWO_ARTICLES))
    const unchanged = await json(again)
    expect(unchanged).toMatchObject({
      message: '2 articles inchangés : rien n’a été modifié.',
      scheduledPosts: [{ outcome: 'unchanged' }, { outcome: 'unchanged' }],
    })
    // Nothing committed, nothing to follow.
    expect(unchanged).not.toHaveProperty('commit')
    expect(repo.log()).toHaveLength(2)

    const all = await app.request('/api/blog/all', { headers: auth })
    expect(all.status).toBe(200)
    expect(all.headers.get('Cache-Control')).toBe('no-store')
    expect(await all.json()).toEqual([
      expect.objectContaining({ title: TWO_ARTICLES[1], status: 'scheduled' }),
      expect.objectContaining({ title: TWO_ARTICLES[0], status: 'scheduled' }),
    ])
  })

  it('asks before replacing a published post, and replaces it once confirmed', async () => {
    await upload(await articlesDocument(TWO_ARTICLES))
    clock = new Date('2026-11-24T09:00:00-05:00')
    const published = await app.request('/api/blog/publish-scheduled', {
      method: 'POST',
      headers: auth,
    })
    expect(published.status).toBe(200)
    const corrected = await wordFixture(
      TWO_ARTICLES.flatMap((title) => [
        new Paragraph({ text: title, heading: HeadingLevel.HEADING_1 }),
        new Paragraph({ text: 'Texte corrigé.' }),
      ]),
    )
    const asked = await upload(corrected)
    expect(asked.status).toBe(409)
    expect(await json(asked)).toEqual({
      error: `Ce document remplacerait le texte de l’article déjà publié « ${TWO_ARTICLES[0]} ». Confirmez pour le remplacer ; rien n’a été enregistré.`,
      needsConfirmation: [
        expect.objectContaining({ title: TWO_ARTICLES[0], status: 'published', visible: true }),
      ],
    })
    expect(repo.log()).toHaveLength(3)
    const body = uploadForm(corrected)
    body.append('replacePublished', 'true')
    const confirmed = await app.request('/api/blog/upload', { method: 'POST', headers: auth, body })
    expect(confirmed.status).toBe(200)
    expect((await json(confirmed)).scheduledPosts).toMatchObject([
      { outcome: 'replaced', replaces: { title: TWO_ARTICLES[0], visible: true } },
      { outcome: 'replaced', replaces: { title: TWO_ARTICLES[1], visible: false } },
    ])
    expect(repo.log()).toHaveLength(4)
  })

  it('starts from the given date, read in Repentigny’s time when it has no offset', async () => {
    const response = await upload(await articlesDocument(TWO_ARTICLES), {
      startDate: '2026-12-01T09:00',
    })
    const body = await json(response)
    expect(body.scheduledPosts).toEqual([
      expect.objectContaining({ scheduledDate: '2026-12-02T08:00:00-05:00' }),
      expect.objectContaining({ scheduledDate: '2026-12-07T08:00:00-05:00' }),
    ])
  })

  it('lands two uploads sent at once, on distinct slots, as two commits', async () => {
    const documents = await Promise.all([
      articlesDocument(['Premier envoi']),
      articlesDocument(['Second envoi']),
    ])
    const responses = await Promise.all(documents.map((document) => upload(document)))
    expect(responses.map((response) => response.status)).toEqual([200, 200])
    const posts = (await (await app.request('/api/blog/all', { headers: auth })).json()) as {
      scheduledDate: string
    }[]
    expect(posts).toHaveLength(2)
    expect(new Set(posts.map((post) => post.scheduledDate)).size).toBe(2)
    expect(repo.log()).toHaveLength(3)
  })

  it.each([
    ['a text file renamed .docx', () => textFileNamedDocx(), 415, 'n’est pas un document Word'],
    ['a legacy .doc', () => legacyDoc(), 415, '.doc'],
    ['a truncated .docx', () => truncatedDocx(), 400, 'incomplet ou endommagé'],
    ['a zip bomb', () => zipBomb(), 413, 'anormalement grand'],
    ['a file over 20 MB', () => oversizedFile(), 413, '20 Mo'],
  ])('refuses %s and changes nothing', async (_name, make, status, message) => {
    const response = await upload(await make())
    expect(response.status).toBe(status)
    const body = await json(response)
    expect(body.error).toContain(message)
    expect(Object.keys(body)).toEqual(['error'])
    expect(repo.log()).toEqual(['Initial commit'])
    expect(repo.status()).toEqual([])
  })

  it('refuses a body that is not a multipart form, or one without a document', async () => {
    const notMultipart = await app.request('/api/blog/upload', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(notMultipart.status).toBe(415)
    const form = new FormData()
    form.append('startDate', '')
    const noDocument = await app.request('/api/blog/upload', {
      method: 'POST',
      headers: auth,
      body: form,
    })
    expect(noDocument.status).toBe(400)
    expect((await json(noDocument)).error).toContain('Aucun document reçu')
  })

  it.each([
    ['2026-02-31T08:00', 'n’existe pas dans le calendrier'],
    ['9999-12-31', 'l’année doit être comprise entre 2000 et 2100'],
    ['0000-01-01', 'l’année doit être comprise entre 2000 et 2100'],
    ['2026-12-07T24:00', 'une heure qui n’existe pas'],
    ['2026-12-07T08:00:60', 'une heure qui n’existe pas'],
    ['2027-03-14T02:30', 'les horloges avancent d’une heure'],
    ['2026-11-01T01:30', 'une heure ambiguë à l’heure du Québec'],
    ['2028-11-21T08:00', 'à plus de deux ans'],
    ['2026-11-16T08:00', 'confirmez-la en envoyant allowPast=true'],
    ['demain', 'n’est pas reconnue'],
  ])('refuses the start date %s with one sentence and writes nothing', async (date, reason) => {
    const response = await upload(await articlesDocument(TWO_ARTICLES), { startDate: date })
    expect(response.status).toBe(400)
    expect((await json(response)).error).toContain(reason)
    expect(repo.log()).toEqual(['Initial commit'])
    expect(repo.status()).toEqual([])
  })

  it('takes a confirmed past start date and says the posts go live at the next build', async () => {
    const response = await upload(await articlesDocument(TWO_ARTICLES), {
      startDate: '2026-11-16T08:00',
      allowPast: 'true',
    })
    expect(response.status).toBe(200)
    expect((await json(response)).message).toBe(
      '2 articles programmés du lundi 16 novembre au mercredi 18 novembre. Les articles dont la date est déjà passée seront mis en ligne à la prochaine publication du site.',
    )
  })

  it('answers in English to a caller that prefers it', async () => {
    const response = await app.request('/api/blog/upload', {
      method: 'POST',
      headers: { ...auth, 'Accept-Language': 'en-CA,en;q=0.9,fr;q=0.5' },
      body: uploadForm(legacyDoc(), 'old.doc'),
    })
    expect(response.status).toBe(415)
    expect((await json(response)).error).toContain('legacy Word document')
  })
})

describe('publication and public reads', () => {
  it('keeps every word of its own paths beside /api/blog/{slug} out of the slugs posts take', () => {
    const ownWords = createBlogApi({ store: new LocalGitStore(repo.root), adminToken: TOKEN })
      .routes.map((route) => route.path.split('/')[1] ?? '')
      .filter((word) => /^[a-z]/.test(word))
    expect(ownWords.length).toBeGreaterThan(0)
    expect(ownWords.filter((word) => !API_WORDS.has(word))).toEqual([])
  })

  it('shows posts once due, publishes them, and finds one by French or English slug', async () => {
    await upload(await articlesDocument(TWO_ARTICLES))
    expect(await (await app.request('/api/blog')).json()).toEqual([])

    const early = await app.request('/api/blog/publish-scheduled', {
      method: 'POST',
      headers: auth,
    })
    expect(await json(early)).toEqual({ message: 'Aucun article à publier.', published: [] })
    expect(repo.log()).toHaveLength(2)

    clock = new Date('2026-11-24T12:00:00-05:00')
    const publish = await app.request('/api/blog/publish-scheduled', {
      method: 'POST',
      headers: auth,
    })
    expect(publish.status).toBe(200)
    expect((await json(publish)).message).toBe('1 article publié.')
    expect(repo.log()).toHaveLength(3)

    const list = (await (await app.request('/api/blog')).json()) as Record<string, unknown>[]
    expect(list).toEqual([
      expect.objectContaining({
        title: TWO_ARTICLES[0],
        status: 'published',
        publishedDate: '2026-11-23T08:00:00-05:00',
      }),
    ])
    expect(list[0]).not.toHaveProperty('content')
    const slug = String(list[0]?.slug)

    const one = await app.request(`/api/blog/${slug.toUpperCase()}`)
    expect(one.status).toBe(200)
    const post = await json(one)
    expect(post.title).toBe(TWO_ARTICLES[0])
    expect(post.content).toContain('<p>L’énergie des équipes')

    const future = await app.request('/api/blog/mesurer-ce-qui-compte')
    expect(future.status).toBe(404)
    expect((await json(future)).error).toBe('Cet article n’existe pas ou n’est pas encore publié.')
    const english = await app.request('/api/blog/absent', { headers: { 'Accept-Language': 'en' } })
    expect((await json(english)).error).toBe('This article does not exist or is not published yet.')
  })

  it('finds a post by its English slug', async () => {
    const store = new LocalGitStore(repo.root)
    await store.commit(
      [
        {
          path: 'content/blog/2026-11-16-equipe/fr.md',
          content:
            '---\ntitle: Équipe\nslug: equipe\nstatus: published\nscheduledDate: 2026-11-16T08:00:00-05:00\npublishedDate: 2026-11-16T08:00:00-05:00\ncreatedAt: 2026-11-10T08:00:00-05:00\nupdatedAt: 2026-11-10T08:00:00-05:00\n---\nTexte français.\n',
        },
        {
          path: 'content/blog/2026-11-16-equipe/en.md',
          content: '---\ntitle: Team\nslug: team\n---\nEnglish text.\n',
        },
      ],
      'Ajout',
    )
    const response = await app.request('/api/blog/team')
    expect(response.status).toBe(200)
    expect(await json(response)).toMatchObject({
      slug: 'equipe',
      slugEn: 'team',
      contentEn: '<p>English text.</p>',
    })
  })
})

describe('upload choices', () => {
  const send = async (fields: Record<string, string>) => {
    const form = uploadForm(await articlesDocument(TWO_ARTICLES))
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    return json(
      await app.request('/api/blog/upload', { method: 'POST', headers: auth, body: form }),
    )
  }

  it('saves drafts without a slot, replaces by default, and copies on mode=new', async () => {
    const drafts = await send({ draft: 'true' })
    expect(drafts.scheduledPosts).toEqual([
      expect.objectContaining({ status: 'draft', scheduledDate: null, outcome: 'new' }),
      expect.objectContaining({ status: 'draft', scheduledDate: null, outcome: 'new' }),
    ])
    const again = await send({})
    expect((again.scheduledPosts as { outcome: string }[]).map((post) => post.outcome)).toEqual([
      'unchanged',
      'unchanged',
    ])
    const copies = await send({ mode: 'new' })
    expect((copies.scheduledPosts as { outcome: string }[]).map((post) => post.outcome)).toEqual([
      'new',
      'new',
    ])
    expect(await (await app.request('/api/blog/all', { headers: auth })).json()).toHaveLength(4)
  })
})

describe('GET /api/blog/preview/{id}', () => {
  it('shows any post with its sanitized text in both languages, only with the passphrase', async () => {
    const uploaded = await json(await upload(await articlesDocument(TWO_ARTICLES)))
    const [first] = uploaded.scheduledPosts as { id: string; slug: string }[]
    const id = first?.id ?? ''
    const preview = await app.request(`/api/blog/preview/${id}`, { headers: auth })
    expect(preview.status).toBe(200)
    expect(preview.headers.get('Cache-Control')).toBe('no-store')
    const body = await json(preview)
    expect(body).toMatchObject({ id, title: TWO_ARTICLES[0], status: 'scheduled' })
    expect(body.content).toMatch(/^<p>/)
    // Still scheduled: no public address answers for it.
    expect((await app.request(`/api/blog/${first?.slug ?? ''}`)).status).toBe(404)
    expect((await app.request(`/api/blog/preview/${id}`)).status).toBe(401)

    await new LocalGitStore(repo.root).commit(
      [
        {
          path: 'content/blog/2026-11-20-brouillon/fr.md',
          content:
            '---\ntitle: Brouillon\nslug: brouillon\nstatus: draft\nscheduledDate: null\npublishedDate: null\ncreatedAt: 2026-11-20T08:00:00-05:00\nupdatedAt: 2026-11-20T08:00:00-05:00\n---\nTexte <script>alert(1)</script> **gras**.\n',
        },
        {
          path: 'content/blog/2026-11-20-brouillon/en.md',
          content:
            '---\ntitle: Draft\nslug: draft\n---\nEnglish <img src=x onerror=alert(1)> text.\n',
        },
      ],
      'Un brouillon',
    )
    const draft = await json(
      await app.request('/api/blog/preview/2026-11-20-brouillon', { headers: auth }),
    )
    expect(draft).toMatchObject({ status: 'draft', title: 'Brouillon', titleEn: 'Draft' })
    expect(draft.content).toContain('<strong>gras</strong>')
    // Raw HTML in the text is shown as text, never run.
    expect(draft.content).toContain('Texte &#x3C;script>')
    expect(draft.content).not.toContain('<script')
    expect(draft.contentEn).toContain('English &#x3C;img')
    expect(draft.contentEn).not.toContain('<img')

    const missing = await app.request('/api/blog/preview/2026-12-02-absent', { headers: auth })
    expect(missing.status).toBe(404)
    expect(await json(missing)).toEqual({
      error: 'Cet article n’existe pas : il a peut-être été supprimé.',
    })
  })
})

describe('advice and descriptions', () => {
  it('gives the import’s advice with the upload and the preview; a description set ends its advice', async () => {
    const uploaded = await json(await upload(await adviceDocument()))
    const [first] = uploaded.scheduledPosts as { id: string }[]
    const id = first?.id ?? ''
    const codes = (advice: unknown) => (advice as { code: string }[]).map((piece) => piece.code)
    const all = codes(uploaded.advice)
    expect(all).toContain('long-description')
    const preview = async () =>
      json(await app.request(`/api/blog/preview/${id}`, { headers: auth }))
    // The same checks on the stored post: the same advice.
    expect(codes((await preview()).advice)).toEqual(all)

    const change = (body: unknown) =>
      app.request(`/api/blog/${id}`, {
        method: 'PATCH',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    const tooLong = await change({ excerpt: 'x'.repeat(156), language: 'fr' })
    expect(tooLong.status).toBe(400)
    expect(String((await json(tooLong)).error)).toContain('de 1 à 155 caractères')
    const saved = await change({
      excerpt: '  Agir tôt contre la fatigue   des équipes. ',
      language: 'fr',
    })
    expect(saved.status).toBe(200)
    expect(repo.log()[0]).toMatch(/^Blog : description de « Santé au travail/)
    const after = await preview()
    expect(after.excerpt).toBe('Agir tôt contre la fatigue des équipes.')
    expect(codes(after.advice)).toEqual(all.filter((code) => code !== 'long-description'))
  })
})

describe('GET /api/blog/preview/{id}/images/{file}', () => {
  const id = '2026-11-30-avec-image'
  const image = 'img-0123456789abcdef.png'
  const postWithImage = [
    {
      path: `content/blog/${id}/fr.md`,
      content: `---\ntitle: Avec image\nslug: avec-image\nstatus: scheduled\nscheduledDate: 2026-11-30T08:00:00-05:00\npublishedDate: null\ncreatedAt: 2026-11-20T08:00:00-05:00\nupdatedAt: 2026-11-20T08:00:00-05:00\n---\nAvant.\n\n![Un pictogramme](${image} "La légende")\n\n![Ailleurs](https://example.com/x.png)\n`,
    },
    { path: `content/blog/${id}/${image}`, content: PNG_PIXEL },
    // Named as an image, but its bytes are text: never served as one.
    { path: `content/blog/${id}/img-fedcba9876543210.png`, content: 'pas une image' },
  ]
  const imageUrl = (file: string, post = id) => `/api/blog/preview/${post}/images/${file}`

  /** Every answer of the route, on one store, as the admin's preview asks for them. */
  async function checkImageRoute(store: ContentStore) {
    await store.commit(postWithImage, 'Un article avec une image')
    const served = mount(store)
    const preview = await json(await served.request(`/api/blog/preview/${id}`, { headers: auth }))
    // Only the post's own image points at the route; the remote one is left as written.
    expect(preview.content).toContain(`src="${imageUrl(image)}"`)
    expect(preview.content).toContain('alt="Un pictogramme" width="1" height="1"')
    expect(preview.content).toContain('<figcaption>La légende</figcaption>')
    expect(preview.content).toContain('src="https://example.com/x.png"')

    const answer = await served.request(imageUrl(image), { headers: auth })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toBe('image/png')
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
    expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(PNG_PIXEL)

    expect((await served.request(imageUrl(image))).status).toBe(401)
    const absent = await served.request(imageUrl('img-aaaaaaaaaaaaaaaa.png'), { headers: auth })
    expect(absent.status).toBe(404)
    expect(await json(absent)).toEqual({
      error:
        'Cette image n’est pas dans le dossier de l’article : réimportez le document pour la rétablir.',
    })
    const notImage = await served.request(imageUrl('img-fedcba9876543210.png'), { headers: auth })
    expect(notImage.status).toBe(404)
    const noPost = await served.request(imageUrl(image, '2026-12-02-absent'), { headers: auth })
    expect(noPost.status).toBe(404)
  }

  it('serves a scheduled post’s own image, with the passphrase only, from the local store', async () => {
    await checkImageRoute(new LocalGitStore(repo.root))
  })

  it('serves it the same from the GitHub store', async () => {
    const github = await startGitHubStandIn()
    try {
      await checkImageRoute(storeOn(github))
    } finally {
      await github.close()
    }
  })

  it.each([
    ['a text file of the folder', 'fr.md'],
    ['a climb out of the folder', '..%2F..%2Fsite.json'],
    ['a double extension', 'img-1.html.png'],
    ['a backslash', 'img%5C..%5Cfr.md'],
    ['a null byte', 'img-1.png%00.txt'],
    ['an SVG', 'img-0123456789abcdef.svg'],
    ['an extension the import never writes', 'img-0123456789abcdef.jpeg'],
    ['a hidden file', '.img.png'],
  ])('refuses %s as an image name with one sentence', async (_case, file) => {
    await new LocalGitStore(repo.root).commit(postWithImage, 'Un article avec une image')
    const answer = await app.request(imageUrl(file), { headers: auth })
    expect(answer.status).toBe(400)
    expect(await json(answer)).toEqual({
      error:
        'Le nom d’image doit être celui d’un fichier du dossier de l’article (lettres, chiffres et traits d’union, puis .png, .jpg, .gif, .webp ou .avif).',
    })
  })

  it('refuses a malformed post id', async () => {
    const answer = await app.request(imageUrl(image, '..%2Fsite'), { headers: auth })
    expect(answer.status).toBe(400)
  })
})

describe('PATCH /api/blog/{id}', () => {
  const patch = (id: string, body: unknown) =>
    app.request(`/api/blog/${id}`, {
      method: 'PATCH',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('moves a post, publishes it, sets it back to draft, each answering the updated post', async () => {
    await upload(await articlesDocument(TWO_ARTICLES))
    const [post] = (await (await app.request('/api/blog/all', { headers: auth })).json()) as {
      id: string
    }[]
    const id = post?.id ?? ''
    const moved = await patch(id, { scheduledDate: '2026-12-02' })
    expect(moved.status).toBe(200)
    expect(await json(moved)).toMatchObject({
      post: { id, status: 'scheduled', scheduledDate: '2026-12-02T08:00:00-05:00' },
    })
    const off = await json(await patch(id, { scheduledDate: '2026-12-03T14:30' }))
    expect(off.offSlot).toBe(
      'Cette date n’est pas un créneau habituel (lundi ou mercredi à 8\u00a0h).',
    )
    const published = await json(await patch(id, { status: 'published' }))
    expect(published.post).toMatchObject({ status: 'published' })
    const draft = await json(await patch(id, { status: 'draft' }))
    expect(draft.post).toMatchObject({ status: 'draft', scheduledDate: null })
    expect(repo.log()).toHaveLength(6)
  })

  it('refuses a malformed body or date with one sentence, changing nothing', async () => {
    await upload(await articlesDocument(TWO_ARTICLES))
    const [post] = (await (await app.request('/api/blog/all', { headers: auth })).json()) as {
      id: string
    }[]
    const id = post?.id ?? ''
    for (const body of [{ status: 'gone' }, { scheduledDate: '2026-13-01' }, { a: 1 }]) {
      const response = await patch(id, body)
      expect(response.status).toBe(400)
      expect(typeof (await json(response)).error).toBe('string')
    }
    const both = await patch(id, { status: 'draft', scheduledDate: '2026-12-02' })
    expect(await json(both)).toEqual({
      error:
        'Envoyez un objet JSON avec « scheduledDate » (une date), « status » (« published », « scheduled » ou « draft ») ou « excerpt » (une description de 1 à 155 caractères, avec « language » « fr » ou « en »), un seul à la fois.',
    })
    const notJson = await app.request(`/api/blog/${id}`, {
      method: 'PATCH',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: '{status',
    })
    expect(await json(notJson)).toEqual({
      error: 'Le corps de la requête doit être un objet JSON.',
    })
    const untyped = await app.request(`/api/blog/${id}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ status: 'draft' }),
    })
    expect(untyped.status).toBe(415)
    expect(await json(untyped)).toEqual({
      error:
        'Envoyez un objet JSON, déclaré par l’en-tête « Content-Type » valant « application/json ».',
    })
    const badId = await patch('../config', { status: 'draft' })
    expect(badId.status).toBe(404)
    const malformedId = await patch('pas-un-identifiant', { status: 'draft' })
    expect((await json(malformedId)).error).toContain('L’identifiant d’article doit avoir la forme')
    expect((await patch(id, { status: 'draft' })).status).toBe(200)
    expect(repo.log()).toHaveLength(3)
  })
})

describe('delete', () => {
  it('deletes a post in one commit, then answers 404 for it', async () => {
    const uploaded = await json(await upload(await articlesDocument(TWO_ARTICLES)))
    const [first] = uploaded.scheduledPosts as { id: string; title: string }[]
    const id = first?.id ?? ''

    const response = await app.request(`/api/blog/${id}`, { method: 'DELETE', headers: auth })
    expect(response.status).toBe(200)
    expect(await json(response)).toEqual({
      message: `L’article « ${TWO_ARTICLES[0]} » a été mis à la corbeille : vous pouvez le restaurer pendant 30 jours.`,
      id,
      // The commit it made, for the admin to follow to the public site.
      commit: repo.git('rev-parse', 'HEAD').trim(),
    })
    expect(repo.log()).toHaveLength(3)
    expect(await (await app.request('/api/blog/all', { headers: auth })).json()).toHaveLength(1)

    const again = await app.request(`/api/blog/${id}`, { method: 'DELETE', headers: auth })
    expect(again.status).toBe(404)
    const malformed = await app.request('/api/blog/pas-un-identifiant', {
      method: 'DELETE',
      headers: auth,
    })
    expect(malformed.status).toBe(400)
    expect(repo.log()).toHaveLength(3)
  })
})

describe('the passphrase', () => {
  const writes: [string, RequestInit][] = [
    ['/api/blog/all', {}],
    ['/api/blog/publish-scheduled', { method: 'POST' }],
    ['/api/blog/2026-11-23-prevenir', { method: 'DELETE' }],
  ]

  it.each(writes)('guards %s', async (path, init) => {
    const missing = await app.request(path, init)
    expect(missing.status).toBe(401)
    expect(await json(missing)).toEqual({ error: WRONG_PASSPHRASE.fr })
    expect(WRONG_PASSPHRASE.fr).toBe('Phrase de passe incorrecte.')
    const wrong = await app.request(path, { ...init, headers: { Authorization: 'Bearer presque' } })
    expect(wrong.status).toBe(401)
    expect(wrong.headers.get('WWW-Authenticate')).toContain('Bearer')
  })

  it('guards the upload and changes nothing without it', async () => {
    const response = await app.request('/api/blog/upload', {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}x` },
      body: uploadForm(await articlesDocument(TWO_ARTICLES)),
    })
    expect(response.status).toBe(401)
    expect(repo.log()).toEqual(['Initial commit'])
    expect(repo.status()).toEqual([])
  })

  it('slows down an address after five failures, even for the right passphrase, then lets it in', async () => {
    let time = 0
    app = mount(new LocalGitStore(repo.root), new FailedAuthLimiter({ now: () => time }))
    const attempt = (token: string, address = '198.51.100.1') =>
      app.request('/api/blog/all', {
        headers: { Authorization: `Bearer ${token}`, 'X-Test-Address': address },
      })

    for (let n = 0; n < 5; n++) expect((await attempt('faux')).status).toBe(401)
    expect((await attempt('faux')).status).toBe(429)
    const locked = await attempt(TOKEN)
    expect(locked.status).toBe(429)
    expect(locked.headers.get('Retry-After')).toBe('1')
    expect((await json(locked)).error).toContain('Trop de tentatives')
    expect((await attempt(TOKEN, '198.51.100.2')).status).toBe(200)

    time += 1000
    expect((await attempt('faux')).status).toBe(401)
    expect((await attempt(TOKEN)).headers.get('Retry-After')).toBe('2')
    time += 2000
    expect((await attempt(TOKEN)).status).toBe(200)
    expect((await attempt('faux')).status).toBe(401)
  })

  it('compares no more than five of 500 wrong passphrases sent at once, and answers the rest 429', async () => {
    const token = 'une phrase de passe de vingt-huit'
    const limited = new Hono()
    limited.route(
      '/api',
      createApiApp({
        blog: createBlogApi({
          store: new LocalGitStore(repo.root),
          adminToken: token,
          clientAddress: () => '2001:db8:1:2:3:4:5:6',
        }),
      }),
    )
    const digest = vi.spyOn(crypto.subtle, 'digest')
    try {
      const answers = await Promise.all(
        Array.from({ length: 500 }, async (_, n) =>
          limited.request('/api/blog/all', {
            headers: { Authorization: `Bearer ${token.slice(0, -1)}${String(n % 10)}` },
          }),
        ),
      )
      // Each comparison hashes both secrets.
      expect(digest.mock.calls.length / 2).toBe(5)
      const statuses = answers.map((answer) => answer.status)
      expect(statuses.filter((status) => status === 401)).toHaveLength(5)
      expect(statuses.filter((status) => status === 429)).toHaveLength(495)
      expect(answers.at(-1)?.headers.get('Retry-After')).toBe('1')
    } finally {
      digest.mockRestore()
    }
  })
})

describe('errors', () => {
  it('answers a store failure with 503 and a sentence, never a stack', async () => {
    const failing = new LocalGitStore(repo.root)
    failing.commit = () =>
      Promise.reject(
        new BlogError(
          'store-failed',
          'L’enregistrement dans git a échoué, rien n’a été modifié (disque plein).',
        ),
      )
    app = mount(failing)
    const originalError = console.error
    console.error = () => undefined
    const response = await upload(await articlesDocument(TWO_ARTICLES)).finally(() => {
      console.error = originalError
    })
    expect(response.status).toBe(503)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({
      error: 'L’enregistrement dans git a échoué, rien n’a été modifié (disque plein).',
    })
  })

  it('answers an unexpected failure with 500 and a plain sentence', async () => {
    const broken = new LocalGitStore(repo.root)
    broken.list = () => Promise.reject(new Error('EACCES: permission denied, scandir /secret/path'))
    app = mount(broken)
    const originalError = console.error
    console.error = () => undefined
    try {
      const response = await app.request('/api/blog')
      expect(response.status).toBe(500)
      const text = await response.text()
      expect(text).not.toContain('/secret/path')
      expect(text).not.toMatch(/\bat\s/)
      expect(JSON.parse(text)).toEqual({
        error: 'Une erreur inattendue s’est produite sur le serveur. Réessayez dans un instant.',
      })
    } finally {
      console.error = originalError
    }
  })

  it('answers unknown API addresses with a JSON 404', async () => {
    for (const [path, method] of [
      ['/api/blog/upload', 'PUT'],
      ['/api/autre', 'GET'],
    ] as const) {
      const response = await app.request(path, { method, headers: auth })
      expect(response.status).toBe(404)
      expect(await json(response)).toEqual({ error: 'Aucune API ne répond à cette adresse.' })
    }
  })
})

describe('a broken post in the repository', () => {
  it('never makes the API answer 500: public reads leave it out, the admin list flags it, delete removes it', async () => {
    expect((await upload(await articlesDocument(TWO_ARTICLES))).status).toBe(200)
    const { mkdirSync, writeFileSync } = await import('node:fs')
    const path = await import('node:path')
    const folder = path.join(repo.root, 'content/blog/2026-12-02-abime')
    mkdirSync(folder)
    writeFileSync(
      path.join(folder, 'fr.md'),
      '---\ntitle: Abîmé\nslug: abime\nstatus: scheduled\nscheduledDate: 9999-12-31T08:00:00-05:00\ncreatedAt: 2026-11-20T08:00:00-05:00\nupdatedAt: 2026-11-20T08:00:00-05:00\n---\nTexte.\n',
    )
    repo.git('add', '.')
    repo.git('commit', '--quiet', '-m', 'Un article abîmé à la main')
    clock = new Date('2026-11-26T12:00:00-05:00')

    const publicList = await app.request('/api/blog')
    expect(publicList.status).toBe(200)
    expect(await publicList.json()).toHaveLength(2)

    const all = await app.request('/api/blog/all', { headers: auth })
    expect(all.status).toBe(200)
    const list = (await all.json()) as Record<string, unknown>[]
    expect(list[0]).toMatchObject({
      id: '2026-12-02-abime',
      status: 'broken',
      error:
        'Cet article est endommagé et n’est pas publié : le champ « scheduledDate » de fr.md est invalide ; corrigez-le dans le dépôt ou supprimez-le.',
    })
    expect(JSON.stringify(list)).not.toContain(repo.root)

    const again = await upload(await articlesDocument(['Un troisième article']))
    expect(again.status).toBe(200)
    const published = await app.request('/api/blog/publish-scheduled', {
      method: 'POST',
      headers: auth,
    })
    expect(published.status).toBe(200)

    const deleted = await app.request('/api/blog/2026-12-02-abime', {
      method: 'DELETE',
      headers: auth,
    })
    expect(deleted.status).toBe(200)
    expect(repo.status()).toEqual([])
    const after = (await (await app.request('/api/blog/all', { headers: auth })).json()) as {
      status: string
    }[]
    expect(after.map((post) => post.status)).not.toContain('broken')
  })
})

describe('typed edges', () => {
  it('refuses a malformed id, an unknown field and a bad confirmation with one sentence each', async () => {
    const badId = await app.request('/api/blog/pas-un-identifiant', {
      method: 'DELETE',
      headers: auth,
    })
    expect(badId.status).toBe(400)
    expect(await badId.json()).toEqual({
      error:
        'L’identifiant d’article doit avoir la forme AAAA-MM-JJ-titre, par exemple 2026-11-23-mon-article.',
    })

    const extra = uploadForm(await articlesDocument(TWO_ARTICLES))
    extra.append('surprise', 'x')
    const unknown = await app.request('/api/blog/upload', {
      method: 'POST',
      headers: auth,
      body: extra,
    })
    expect(unknown.status).toBe(400)
    expect((await json(unknown)).error).toContain('champ inconnu')

    const oddMode = uploadForm(await articlesDocument(TWO_ARTICLES))
    oddMode.append('mode', 'merge')
    const mode = await app.request('/api/blog/upload', {
      method: 'POST',
      headers: auth,
      body: oddMode,
    })
    expect(mode.status).toBe(400)
    expect((await json(mode)).error).toBe(
      'Le champ « mode » vaut « update » (remplacer les articles déjà importés) ou « new » (les importer comme nouveaux).',
    )

    const maybe = await upload(await articlesDocument(TWO_ARTICLES), { allowPast: 'peut-être' })
    expect(maybe.status).toBe(400)
    expect((await json(maybe)).error).toBe('La confirmation allowPast doit valoir true ou false.')

    const twoDocuments = uploadForm(await articlesDocument(TWO_ARTICLES))
    twoDocuments.append('document', new Blob([new Uint8Array([1])]), 'b.docx')
    const two = await app.request('/api/blog/upload', {
      method: 'POST',
      headers: auth,
      body: twoDocuments,
    })
    expect(two.status).toBe(400)
    expect((await json(two)).error).toContain('joignez un seul fichier Word')

    const longSlug = await app.request(`/api/blog/${'a'.repeat(300)}`)
    expect(longSlug.status).toBe(404)
    expect(repo.log()).toEqual(['Initial commit'])
  })
})
