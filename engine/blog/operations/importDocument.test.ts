import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { HeadingLevel, ImageRun, Paragraph } from 'docx'
import fc from 'fast-check'
import JSZip from 'jszip'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { PNG_PIXEL, wordFixture } from '../../../tests/support/wordFixture.ts'
import { parsePost } from '../postFile.ts'
import {
  createTestRepository,
  type TestRepository,
} from '../../../tests/support/createTestRepository.ts'
import { LocalGitStore } from '../store/LocalGitStore.ts'
import { MemoryStore } from '../../../tests/support/MemoryStore.ts'
import { importDocument } from './importDocument.ts'

/** The bidirectional controls (Trojan Source) and other invisible format characters. */
const BIDI_AND_FORMAT = [
  '\u061c',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u00ad',
  '\ufeff',
  '\u2060',
]
/** What a commit message or a kept file name may not hold (line feeds and tabs aside). */
const INVISIBLE = /[\p{Cf}\p{Cc}](?<![\n\t\u200c\u200d])/u

const h1 = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 })
const p = (text: string) => new Paragraph({ text })
const monday = new Date('2026-11-23T08:00:00-05:00')
const now = new Date('2026-11-20T10:00:00-05:00')
/** Word's id for the document of March, which « Enregistrer sous » keeps. */
const MARS_ID = '8F203836-4F5D-44ED-B6B0-277BCC6F2E80'
const AVRIL_ID = 'B692A868-80DE-4C4B-8D5F-BBFBCA34AC1F'

let repo: TestRepository
let store: LocalGitStore
beforeEach(() => {
  repo = createTestRepository()
  store = new LocalGitStore(repo.root)
})
afterEach(() => {
  repo.remove()
})

describe('importDocument', () => {
  it('writes every article of a document as one commit, on the next free slots', async () => {
    const image = new ImageRun({
      type: 'png',
      data: PNG_PIXEL,
      transformation: { width: 5, height: 5 },
      altText: { name: 'i', title: 'i', description: 'Un pictogramme' },
    })
    const document = await wordFixture([
      h1('La santé au travail'),
      p('Premier.'),
      new Paragraph({ children: [image] }),
      h1('[EN] Health at work'),
      p('First.'),
      h1('Deuxième'),
      p('Second.'),
      h1('Troisième'),
      p('Troisième.'),
    ])

    const result = await importDocument(store, document, {
      now,
      startDate: monday,
      fileName: 'mars.docx',
    })

    expect(result).toEqual({
      message: '3 articles programmés du lundi 23 novembre au lundi 30 novembre.',
      scheduledPosts: [
        {
          id: '2026-11-23-la-sante-au-travail',
          title: 'La santé au travail',
          titleEn: 'Health at work',
          slug: 'la-sante-au-travail',
          scheduledDate: '2026-11-23T08:00:00-05:00',
          status: 'scheduled',
          outcome: 'new',
        },
        {
          id: '2026-11-25-deuxieme',
          title: 'Deuxième',
          slug: 'deuxieme',
          scheduledDate: '2026-11-25T08:00:00-05:00',
          status: 'scheduled',
          outcome: 'new',
        },
        {
          id: '2026-11-30-troisieme',
          title: 'Troisième',
          slug: 'troisieme',
          scheduledDate: '2026-11-30T08:00:00-05:00',
          status: 'scheduled',
          outcome: 'new',
        },
      ],
      errors: [],
      // The first article has an English version: the two others are named, blocking nothing.
      advice: result.advice,
      // The commit it made, for the admin to follow to the public site.
      commit: repo.git('rev-parse', 'HEAD').trim(),
    })
    expect(result.advice.map(({ code, place }) => [code, place.article])).toEqual([
      ['missing-english', 'Deuxième'],
      ['missing-english', 'Troisième'],
    ])
    expect(repo.log()).toEqual([
      'Blog : import de 3 articles depuis « mars.docx »',
      'Initial commit',
    ])
    expect(repo.status()).toEqual([])
    const folder = path.join(repo.root, 'content/blog/2026-11-23-la-sante-au-travail')
    const post = parsePost('2026-11-23-la-sante-au-travail', {
      fr: readFileSync(path.join(folder, 'fr.md'), 'utf8'),
      en: readFileSync(path.join(folder, 'en.md'), 'utf8'),
    })
    expect(post.fr.frontmatter).toEqual({
      title: 'La santé au travail',
      slug: 'la-sante-au-travail',
      excerpt: 'Premier.',
      status: 'scheduled',
      scheduledDate: '2026-11-23T08:00:00-05:00',
      publishedDate: null,
      createdAt: '2026-11-20T10:00:00-05:00',
      updatedAt: '2026-11-20T10:00:00-05:00',
      sourceDocument: 'mars.docx',
      sourceId: 'la-sante-au-travail',
    })
    expect(post.en?.frontmatter).toEqual({
      title: 'Health at work',
      slug: 'health-at-work',
      excerpt: 'First.',
    })
    const imageName = /!\[Un pictogramme\]\((img-[0-9a-f]{16}\.png)\)/.exec(post.fr.body)?.[1] ?? ''
    expect(readFileSync(path.join(folder, imageName))).toEqual(Buffer.from(PNG_PIXEL))
  })

  it('imported as new on request, skips slots already taken and makes slugs unique', async () => {
    const memory = new MemoryStore()
    const document = await wordFixture([h1('Santé'), p('Texte.')])
    await importDocument(memory, document, { now, startDate: monday })
    const second = await importDocument(memory, document, { now, startDate: monday, mode: 'new' })
    expect(second.scheduledPosts).toEqual([
      {
        id: '2026-11-25-sante-2',
        title: 'Santé',
        slug: 'sante-2',
        scheduledDate: '2026-11-25T08:00:00-05:00',
        status: 'scheduled',
        outcome: 'new',
      },
    ])
    expect(memory.commits).toHaveLength(2)
  })

  it('importing again replaces the text of a post not yet published, keeping slot and slug', async () => {
    const memory = new MemoryStore()
    const first = await wordFixture(
      [h1('Santé'), p('Texte.'), h1('Autre'), p('Autre texte.')],
      {},
      [],
      MARS_ID,
    )
    await importDocument(memory, first, { now, startDate: monday, fileName: 'mars.docx' })
    // Saved again under another name: Word keeps the document's id.
    const corrected = await wordFixture(
      [h1('Santé'), p('Texte corrigé.'), h1('Autre'), p('Autre texte.'), h1('Nouveau'), p('Neuf.')],
      {},
      [],
      MARS_ID,
    )
    const later = new Date('2026-11-21T09:00:00-05:00')
    const again = await importDocument(memory, corrected, { now: later, fileName: 'mars-v2.docx' })
    expect(again.scheduledPosts.map(({ id, outcome }) => [id, outcome])).toEqual([
      ['2026-11-23-sante', 'replaced'],
      ['2026-11-25-autre', 'unchanged'],
      ['2026-11-30-nouveau', 'new'],
    ])
    expect(again.message).toBe(
      '1 article programmé le lundi 30 novembre, 1 article remplacé (date et adresse conservées) et 1 article inchangé.',
    )
    const post = parsePost('2026-11-23-sante', {
      fr: memory.text('content/blog/2026-11-23-sante/fr.md') ?? '',
    })
    expect(post.fr.body).toBe('Texte corrigé.')
    expect(post.fr.frontmatter).toMatchObject({
      slug: 'sante',
      status: 'scheduled',
      scheduledDate: '2026-11-23T08:00:00-05:00',
      createdAt: '2026-11-20T10:00:00-05:00',
      updatedAt: '2026-11-21T09:00:00-05:00',
      sourceDocument: 'mars-v2.docx',
      sourceDocumentId: MARS_ID,
      sourceId: 'sante',
    })
    expect(post.fr.frontmatter.updatedDate).toBeUndefined()
    expect(memory.commits).toHaveLength(2)
    const unchanged = await importDocument(memory, corrected, { now: later, fileName: 'mars.docx' })
    expect(unchanged.message).toBe('3 articles inchangés : rien n’a été modifié.')
    expect(memory.commits).toHaveLength(2)
  })

  it('a published post replaced keeps its URL and gains updatedDate; old images go', async () => {
    const image = new ImageRun({
      type: 'png',
      data: PNG_PIXEL,
      transformation: { width: 5, height: 5 },
      altText: { name: 'i', title: 'i', description: 'Un pictogramme' },
    })
    const memory = new MemoryStore()
    await importDocument(
      memory,
      await wordFixture([h1('Santé'), new Paragraph({ children: [image] }), p('Texte.')]),
      { now, startDate: monday, fileName: 'sante.docx' },
    )
    const folder = 'content/blog/2026-11-23-sante'
    const published = (memory.text(`${folder}/fr.md`) ?? '')
      .replace('"scheduled"', '"published"')
      .replace('publishedDate: null', 'publishedDate: "2026-11-23T08:00:00-05:00"')
    memory.files.set(`${folder}/fr.md`, new TextEncoder().encode(published))
    const imageName = (await memory.list(folder)).find((name) => name.startsWith('img-'))
    const later = new Date('2026-12-01T09:00:00-05:00')
    const corrected = await wordFixture([h1('Santé'), p('Sans image.')])
    const asked = await importDocument(memory, corrected, { now: later, fileName: 'sante.docx' })
    const replaces = { id: '2026-11-23-sante', title: 'Santé', status: 'published', visible: true }
    expect(asked).toMatchObject({
      message:
        'Ce document remplacerait le texte de l’article déjà publié « Santé ». Confirmez pour le remplacer ; rien n’a été enregistré.',
      needsConfirmation: [replaces],
    })
    expect(memory.commits).toHaveLength(1)
    const result = await importDocument(memory, corrected, {
      now: later,
      fileName: 'sante.docx',
      replacePublished: true,
    })
    expect(result.needsConfirmation).toBeUndefined()
    expect(result.scheduledPosts[0]).toMatchObject({
      id: '2026-11-23-sante',
      outcome: 'replaced',
      replaces,
    })
    const post = parsePost('2026-11-23-sante', { fr: memory.text(`${folder}/fr.md`) ?? '' })
    expect(post.fr.frontmatter).toMatchObject({
      slug: 'sante',
      status: 'published',
      publishedDate: '2026-11-23T08:00:00-05:00',
      updatedDate: '2026-12-01T09:00:00-05:00',
    })
    expect(imageName).toBeDefined()
    expect(await memory.list(folder)).toEqual(['fr.md'])
  })

  it('saves an upload as drafts that take no slot', async () => {
    const memory = new MemoryStore()
    const result = await importDocument(memory, await wordFixture([h1('Santé'), p('Texte.')]), {
      now,
      asDraft: true,
    })
    expect(result.message).toBe('1 article enregistré comme brouillon.')
    expect(result.scheduledPosts[0]).toMatchObject({
      id: '2026-11-20-sante',
      status: 'draft',
      scheduledDate: null,
    })
    const next = await importDocument(memory, await wordFixture([h1('Autre'), p('Texte.')]), {
      now,
      startDate: monday,
    })
    expect(next.scheduledPosts[0]?.scheduledDate).toBe('2026-11-23T08:00:00-05:00')
  })

  // A file named « facture\u202Excod.docx » shows as « facturecod.docx… » reversed in `git log`
  // and in an editor; a title can carry the same controls from Word.
  it('keeps no bidirectional or invisible control in the commit message or sourceDocument', async () => {
    const letters = fc.constantFrom(...'abcdéèà çÉ-_ 0123'.split(''))
    const piece = (extra: fc.Arbitrary<string>) =>
      fc
        .array(fc.oneof(letters, extra), { minLength: 1, maxLength: 40 })
        .map((parts) => parts.join(''))
    const control = fc.constantFrom(...BIDI_AND_FORMAT)
    const fileName = piece(fc.oneof(control, fc.constantFrom('\n', '\r', '\t', '\u0007', '\u001b')))
    let round = 0
    await fc.assert(
      fc.asyncProperty(piece(control), fileName, async (title, name) => {
        round++
        // Each title its own: every import makes a new post.
        const heading = `Titre ${String(round)} ${title}`
        await importDocument(store, await wordFixture([h1(heading), p('Texte.')]), {
          now,
          startDate: monday,
          fileName: `${name}.docx`,
        })
        const message = repo.git('log', '-1', '--format=%B')
        expect(message).not.toMatch(INVISIBLE)
        const folder = repo.git('show', '--name-only', '--format=', 'HEAD').split('\n')[0] ?? ''
        const { sourceDocument } = parsePost('p', {
          fr: readFileSync(path.join(repo.root, folder), 'utf8'),
        }).fr.frontmatter
        expect(sourceDocument).not.toMatch(INVISIBLE)
        // What a reader sees of the name is kept.
        const visible = (text: string) => text.replace(/[\p{Cf}\p{Cc}\s]/gu, '')
        expect(visible(sourceDocument ?? '')).toBe(visible(`${name}.docx`))
        expect(message).toContain(`« ${sourceDocument ?? ''} »`)
      }),
      { numRuns: 8 },
    )
  })

  it('never replaces another document’s post that shares a title', async () => {
    const memory = new MemoryStore()
    const bilan = (text: string, id?: string) =>
      wordFixture([h1('Bilan de l’année'), p(text)], {}, [], id)
    await importDocument(memory, await bilan('Équipe A.', MARS_ID), {
      now,
      startDate: monday,
      fileName: 'bilan.docx',
    })
    // Another Word document, and a document without Word's id, of the same name and title.
    const other = await importDocument(memory, await bilan('Équipe B.', AVRIL_ID), {
      now,
      startDate: monday,
      fileName: 'bilan.docx',
    })
    const noId = await importDocument(memory, await bilan('Équipe C.'), {
      now,
      startDate: monday,
      fileName: 'bilan-c.docx',
    })
    expect(
      [other, noId].map((result) => result.scheduledPosts.map(({ id, outcome }) => [id, outcome])),
    ).toEqual([
      [['2026-11-25-bilan-de-l-annee-2', 'new']],
      [['2026-11-30-bilan-de-l-annee-3', 'new']],
    ])
    const body = (id: string) =>
      parsePost(id, { fr: memory.text(`content/blog/${id}/fr.md`) ?? '' })
    expect(body('2026-11-23-bilan-de-l-annee').fr.body).toBe('Équipe A.')
    expect(body('2026-11-25-bilan-de-l-annee-2').fr.frontmatter).toMatchObject({
      sourceDocument: 'bilan.docx',
      sourceDocumentId: AVRIL_ID,
      sourceId: 'bilan-de-l-annee',
    })
    // The same file without Word's id, uploaded again, finds its own post.
    const again = await importDocument(memory, await bilan('Équipe C, corrigé.'), {
      now,
      fileName: 'bilan-c.docx',
    })
    expect(again.scheduledPosts.map(({ id, outcome }) => [id, outcome])).toEqual([
      ['2026-11-30-bilan-de-l-annee-3', 'replaced'],
    ])
  })

  it('a copy saved with « Enregistrer sous » and new titles makes new posts', async () => {
    const memory = new MemoryStore()
    await importDocument(
      memory,
      await wordFixture(
        [h1('Novembre'), p('Texte.'), h1('Mot de la fin'), p('Merci.')],
        {},
        [],
        MARS_ID,
      ),
      { now, startDate: monday, fileName: 'infolettre.docx' },
    )
    const december = await importDocument(
      memory,
      await wordFixture([h1('Décembre'), p('Texte.')], {}, [], MARS_ID),
      { now, startDate: monday, fileName: 'infolettre décembre.docx' },
    )
    expect(december.scheduledPosts.map(({ id, outcome }) => [id, outcome])).toEqual([
      ['2026-11-30-decembre', 'new'],
    ])
    expect(memory.text('content/blog/2026-11-23-novembre/fr.md')).toContain('Texte.')
  })

  it('matches a post imported before document ids only from a file of the same name', async () => {
    const memory = new MemoryStore()
    await importDocument(memory, await wordFixture([h1('Santé'), p('Texte.')]), {
      now,
      startDate: monday,
      fileName: 'mars.docx',
    })
    const folder = 'content/blog/2026-11-23-sante'
    // What an import wrote before ids: the title's slug as `sourceId`, no Word id.
    expect(memory.text(`${folder}/fr.md`)).not.toContain('sourceDocumentId')
    const renamed = await importDocument(
      memory,
      await wordFixture([h1('Santé'), p('Autre.')], {}, [], MARS_ID),
      { now, startDate: monday, fileName: 'mars (2).docx' },
    )
    expect(renamed.scheduledPosts[0]?.outcome).toBe('new')
    const same = await importDocument(
      memory,
      await wordFixture([h1('Santé'), p('Corrigé.')], {}, [], AVRIL_ID),
      { now, startDate: monday, fileName: 'mars.docx' },
    )
    expect(same.scheduledPosts[0]).toMatchObject({ id: '2026-11-23-sante', outcome: 'replaced' })
    expect(memory.text(`${folder}/fr.md`)).toContain(`sourceDocumentId: "${AVRIL_ID}"`)
  })

  it('changes nothing on a dry run', async () => {
    const memory = new MemoryStore()
    const result = await importDocument(memory, await wordFixture([h1('Santé'), p('Texte.')]), {
      now,
      startDate: monday,
      dryRun: true,
    })
    expect(result.message).toBe(
      'Simulation, rien n’a été enregistré : 1 article programmé le lundi 23 novembre.',
    )
    expect(result.scheduledPosts).toHaveLength(1)
    expect(memory.commits).toEqual([])
    expect(memory.files.size).toBe(0)
  })
})

async function zip(files: Record<string, string | Uint8Array>): Promise<Uint8Array> {
  const archive = new JSZip()
  for (const [name, content] of Object.entries(files)) archive.file(name, content)
  return archive.generateAsync({ type: 'uint8array', compression: 'DEFLATE' })
}

/** A document of random words: its text part compresses little, like a real long document. */
async function variedDocument(): Promise<Uint8Array> {
  const words = () => randomBytes(96).toString('base64')
  return wordFixture([h1('Titre'), ...Array.from({ length: 3000 }, () => p(words()))])
}

/** Rewrites the declared uncompressed size of word/document.xml in the zip's central directory. */
function withDeclaredSize(bytes: Uint8Array, size: number): Uint8Array {
  const copy = bytes.slice()
  const view = new DataView(copy.buffer)
  const name = new TextEncoder().encode('word/document.xml')
  for (let offset = 0; offset < copy.length - 46; offset++) {
    const entryName = copy.subarray(offset + 46, offset + 46 + name.length)
    if (
      view.getUint32(offset, true) === 0x02014b50 &&
      entryName.every((byte, i) => byte === name[i])
    ) {
      view.setUint32(offset + 24, size, true)
    }
  }
  return copy
}

describe('importDocument refuses bad files and changes nothing', () => {
  const cases: [string, () => Promise<Uint8Array>, string, string][] = [
    [
      'an empty file',
      () => Promise.resolve(new Uint8Array()),
      'bad-document',
      'Ce fichier est vide : choisissez le document Word (.docx) qui contient vos articles.',
    ],
    [
      'a legacy .doc',
      () =>
        Promise.resolve(
          Uint8Array.from([
            0xd0,
            0xcf,
            0x11,
            0xe0,
            0xa1,
            0xb1,
            0x1a,
            0xe1,
            ...new Array<number>(504).fill(0),
          ]),
        ),
      'unsupported-document',
      'Ce fichier est un ancien document Word (.doc) ou un document protégé par mot de passe : ouvrez-le dans Word et enregistrez-le au format .docx, sans mot de passe.',
    ],
    [
      'a PDF',
      () => Promise.resolve(new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n')),
      'unsupported-document',
      'Ce fichier n’est pas un document Word (.docx) valide.',
    ],
    [
      'a truncated docx',
      async () => (await wordFixture([h1('Titre'), p('Texte.')])).slice(0, 3000),
      'bad-document',
      'Ce document Word est incomplet ou endommagé : enregistrez-le de nouveau dans Word, puis réessayez.',
    ],
    [
      'a zip that is not a docx',
      () => zip({ 'notes.txt': 'bonjour' }),
      'unsupported-document',
      'Ce fichier n’est pas un document Word (.docx) valide : cette archive ne contient pas de texte Word.',
    ],
    [
      'a zip bomb',
      () =>
        zip({
          'word/document.xml': '<w:document/>',
          'word/media/big.bin': new Uint8Array(11 * 1024 * 1024),
        }),
      'too-large',
      'Ce document se décompresse en un volume anormalement grand : il a été refusé par sécurité.',
    ],
    [
      'a zip lying about its sizes',
      async () => withDeclaredSize(await wordFixture([h1('Titre'), p('Texte.')]), 10),
      'too-large',
      'Ce document se décompresse en un volume anormalement grand : il a été refusé par sécurité.',
    ],
    [
      // Varied text compresses about 2:1, so the declared size is no zip bomb's ratio.
      'a document whose text part expands past 4 MiB',
      async () => withDeclaredSize(await variedDocument(), 5 * 1024 * 1024),
      'too-large',
      'Le texte de ce document occupe 5 Mo une fois décompressé, au-delà de la limite de 4 Mo : répartissez les articles dans plusieurs documents.',
    ],
    [
      'a file over 20 MB',
      () => {
        const big = new Uint8Array(20 * 1024 * 1024 + 1)
        big.set([0x50, 0x4b, 0x03, 0x04])
        return Promise.resolve(big)
      },
      'too-large',
      'Ce fichier dépasse 20 Mo : réduisez la taille des images ou répartissez les articles dans plusieurs documents.',
    ],
  ]

  it.each(cases)('%s', async (_name, make, code, message) => {
    const document = await make()
    const started = performance.now()
    await expect(importDocument(store, document, { now })).rejects.toMatchObject({
      code,
      message,
    })
    // Refused from the zip's directory: nothing is inflated, so it is quick whatever the size.
    expect(performance.now() - started).toBeLessThan(2000)
    expect(repo.log()).toEqual(['Initial commit'])
    expect(repo.status()).toEqual([])
    expect(existsSync(path.join(repo.root, 'content'))).toBe(false)
  })

  it('leaves no file and no commit when the commit itself fails', async () => {
    const document = await wordFixture([h1('Un'), p('Texte.'), h1('Deux'), p('Texte.')])
    // git refuses to move the branch (a full disk, a broken repository).
    const failing = new LocalGitStore(repo.root, {
      beforeStep: (step) => {
        if (step === 'update-ref') throw new Error('fatal: update_ref failed')
      },
    })
    await expect(importDocument(failing, document, { now })).rejects.toMatchObject({
      code: 'store-failed',
    })
    expect(repo.log()).toEqual(['Initial commit'])
    expect(existsSync(path.join(repo.root, 'content'))).toBe(false)
  })
})
