import { HeadingLevel, Paragraph } from 'docx'
import { describe, expect, it } from 'vitest'
import { MemoryStore } from '../../../tests/support/MemoryStore.ts'
import { wordFixture } from '../../../tests/support/wordFixture.ts'
import { loadPosts } from '../readPosts.ts'
import { setPostStatus } from './changePost.ts'
import { importDocument } from './importDocument.ts'

const h1 = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 })
const p = (text: string) => new Paragraph({ text })
const now = new Date('2026-11-20T10:00:00-05:00')
const ENGLISH = [
  'Teams rarely say they are tired; they show it in small ways that add up over the months.',
  'It should follow below: a short list of what managers can watch for, and what they can do.',
  'Start with workload, then look at how meetings are run, and finally ask people directly.',
]
const FRENCH = [
  'Les équipes disent rarement qu’elles sont fatiguées ; elles le montrent par de petits signes.',
  'Voici la suite : une courte liste de ce que les gestionnaires peuvent observer, et quoi faire.',
  'Commencez par la charge de travail, puis regardez comment se déroulent les réunions.',
]

describe('an article written in English without a French version', () => {
  it('is asked about before anything is written, then kept as a draft awaiting its French text, never French-spaced', async () => {
    const store = new MemoryStore()
    const document = await wordFixture([h1('When teams are tired'), ...ENGLISH.map(p)])
    const asked = await importDocument(store, document, { now, fileName: 'tired.docx' })
    expect(asked.needsEnglishChoice).toEqual(['When teams are tired'])
    expect(asked.message).toContain('«\u202fWhen teams are tired\u202f» est en anglais')
    expect(store.files.size).toBe(0)

    const skipped = await importDocument(store, document, { now, englishOnly: 'skip' })
    expect(skipped.scheduledPosts).toEqual([])
    expect(store.files.size).toBe(0)

    const kept = await importDocument(store, document, {
      now,
      fileName: 'tired.docx',
      englishOnly: 'draft',
    })
    const [summary] = kept.scheduledPosts
    expect(summary).toMatchObject({ status: 'draft', scheduledDate: null, outcome: 'new' })
    const files = [...store.files.keys()]
    expect(files).toEqual([`content/blog/${summary?.id ?? ''}/en.md`])
    const text = new TextDecoder().decode(store.files.get(files[0] ?? ''))
    expect(text).toContain('It should follow below: a short list')
    expect(text).not.toMatch(/[\u00a0\u202f]/)
    const [post] = await loadPosts(store)
    expect(post).toMatchObject({ englishOnly: true, fr: { frontmatter: { status: 'draft' } } })
    await expect(setPostStatus(store, post?.id ?? '', 'published', { now })).rejects.toThrow(
      /pas encore de version française/,
    )

    // The French version comes in the same document, the English title marked [EN]: one post.
    const both = await wordFixture([
      h1('Quand les équipes sont fatiguées'),
      ...FRENCH.map(p),
      h1('[EN] When teams are tired'),
      ...ENGLISH.map(p),
    ])
    const joined = await importDocument(store, both, { now, fileName: 'tired.docx' })
    expect(joined.needsEnglishChoice).toBeUndefined()
    expect(joined.scheduledPosts).toMatchObject([{ id: post?.id, outcome: 'replaced' }])
    const [complete] = await loadPosts(store)
    expect(complete?.englishOnly).toBeUndefined()
    expect(complete?.fr.frontmatter).toMatchObject({
      title: 'Quand les équipes sont fatiguées',
      slug: 'quand-les-equipes-sont-fatiguees',
      status: 'draft',
    })
    expect(complete?.fr.body).toContain('Voici la suite\u00a0:')
    expect(complete?.en?.frontmatter.slug).toBe('when-teams-are-tired')
    expect(complete?.en?.body).toContain('It should follow below: a short list')
  })

  it('keeps [EN] parts free of French spacing', async () => {
    const store = new MemoryStore()
    const document = await wordFixture([
      h1('Quand les équipes sont fatiguées'),
      ...FRENCH.map(p),
      h1('[EN] When teams are tired: a guide'),
      ...ENGLISH.map(p),
    ])
    const result = await importDocument(store, document, { now, asDraft: true })
    expect(result.needsEnglishChoice).toBeUndefined()
    const [post] = await loadPosts(store)
    expect(post?.en?.frontmatter.title).toBe('When teams are tired: a guide')
    expect(post?.en?.body).not.toMatch(/[\u00a0\u202f]/)
    expect(post?.fr.body).toContain('Voici la suite\u00a0:')
  })
})
