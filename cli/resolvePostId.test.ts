import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isBlogError } from '../engine/blog/errors.ts'
import type { PostSummary } from '../engine/blog/operations/listPosts.ts'
import { matchPostId } from './resolvePostId.ts'

/** A Toronto day of 2026 or 2027, as `YYYY-MM-DD`. */
const day = fc
  .record({
    year: fc.constantFrom(2026, 2027),
    month: fc.integer({ min: 1, max: 12 }),
    date: fc.integer({ min: 1, max: 28 }),
  })
  .map(
    ({ year, month, date }) =>
      `${String(year)}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`,
  )

const slug = fc.stringMatching(/^[a-z][a-z0-9]{0,3}(?:-[a-z0-9]{1,4}){0,2}$/)

/**
 * Posts as `list` reads them: each id dated the day the post was first given, its current date
 * (noon in Québec, the same day whatever the season) often another since a reschedule, or none
 * for a draft; slugs unique, as the site's addresses are.
 */
const posts = fc
  .uniqueArray(
    fc.record({
      slug,
      idDay: day,
      current: fc.option(day, { nil: null }),
      published: fc.boolean(),
    }),
    { minLength: 1, maxLength: 10, selector: (post) => post.slug },
  )
  .map((drawn) =>
    drawn.map(({ slug, idDay, current, published }): PostSummary => ({
      id: `${idDay}-${slug}`,
      title: `Titre ${slug}`,
      slug,
      status: current === null ? 'draft' : published ? 'published' : 'scheduled',
      scheduledDate: current && !published ? `${current}T12:00:00-05:00` : null,
      publishedDate: current && published ? `${current}T12:00:00-05:00` : null,
    })),
  )

/** What a post is known by in the terminal: its id, its slug, its current date and slug. */
function names(post: PostSummary): string[] {
  const current = (post.publishedDate ?? post.scheduledDate)?.slice(0, 10)
  return [post.id, post.slug, ...(current ? [`${current}-${post.slug}`] : [])]
}

/** The error `action` throws, as a BlogError. */
function refusal(action: () => unknown) {
  try {
    action()
  } catch (error) {
    if (isBlogError(error)) return error
    throw error
  }
  throw new Error('expected a refusal')
}

describe('matchPostId', () => {
  it('finds a post by its id, its slug or its current date and slug, whatever date its id began with', () => {
    fc.assert(
      fc.property(posts, (all) => {
        for (const post of all) {
          for (const name of names(post)) {
            const owners = all.filter((other) => names(other).includes(name))
            if (owners.length > 1) continue
            expect(matchPostId(name, all), name).toBe(post.id)
            expect(matchPostId(` ${name.toUpperCase()} `, all)).toBe(post.id)
          }
        }
      }),
    )
  })

  it('takes any part only one post has, and names every post a shared part points to', () => {
    fc.assert(
      fc.property(posts, fc.nat(), fc.nat(), fc.nat(), (all, pick, from, length) => {
        const post = all[pick % all.length] ?? all[0]
        const name = post ? (names(post)[pick % names(post).length] ?? '') : ''
        const start = from % name.length
        const typed = name.slice(start, start + 1 + (length % (name.length - start)))
        const whole = all.filter((other) => names(other).includes(typed))
        const holders =
          whole.length > 0
            ? whole
            : all.filter((other) => names(other).some((n) => n.includes(typed)))
        // What was typed comes from a name: some post always holds it.
        expect(holders.length).toBeGreaterThan(0)
        if (holders.length === 1) {
          expect(matchPostId(typed, all)).toBe(holders[0]?.id)
          return
        }
        const error = refusal(() => matchPostId(typed, all))
        expect(error.code).toBe('invalid-input')
        expect(error.message).toContain(
          `« ${typed} » correspond à ${String(holders.length)} articles, `,
        )
        const ids = holders.map((holder) => holder.id).sort()
        for (const id of ids.slice(0, 8)) expect(error.message).toContain(`${id} (« Titre `)
      }),
      { numRuns: 300 },
    )
  })

  it('says so when no post has what was typed, and refuses characters no name holds', () => {
    fc.assert(
      fc.property(posts, fc.stringMatching(/^[a-z0-9-]{1,30}$/), (all, typed) => {
        fc.pre(!all.some((post) => names(post).some((name) => name.includes(typed))))
        const error = refusal(() => matchPostId(typed, all))
        expect(error.code).toBe('not-found')
        expect(error.message).toBe(
          `Aucun article ne correspond à « ${typed} » : la commande list affiche chaque article avec sa date et son identifiant.`,
        )
      }),
      { numRuns: 200 },
    )
    const one: PostSummary[] = [
      {
        id: '2026-11-23-a',
        title: 'A',
        slug: 'a',
        status: 'draft',
        scheduledDate: null,
        publishedDate: null,
      },
    ]
    for (const typed of ['', '../../etc', '2026-11-23/fr.md', 'a'.repeat(201)]) {
      expect(refusal(() => matchPostId(typed, one)).message).toBe(
        'L’identifiant d’article doit avoir la forme AAAA-MM-JJ-titre, par exemple 2026-11-23-mon-article.',
      )
    }
  })

  it('prefers a whole slug to a part of another, and counts the candidates past the eighth', () => {
    const post = (id: string, date: string | null): PostSummary => ({
      id,
      title: id.slice(11),
      slug: id.slice(11),
      status: date ? 'scheduled' : 'draft',
      scheduledDate: date,
      publishedDate: null,
    })
    const sections = [
      post('2026-12-02-section', '2026-12-02T08:00:00-05:00'),
      post('2026-12-07-section-2', '2026-12-21T08:00:00-05:00'),
    ]
    expect(matchPostId('section', sections)).toBe('2026-12-02-section')
    expect(matchPostId('2026-12-21-section-2', sections)).toBe('2026-12-07-section-2')
    expect(refusal(() => matchPostId('sect', sections)).message).toBe(
      '« sect » correspond à 2 articles, 2026-12-02-section (« section », 2026-12-02) et 2026-12-07-section-2 (« section-2 », 2026-12-21) : tapez-en assez pour n’en désigner qu’un.',
    )
    const many = Array.from({ length: 11 }, (_, index) =>
      post(`2026-11-23-article-${index + 10}`, null),
    )
    expect(refusal(() => matchPostId('article', many)).message).toBe(
      `« article » correspond à 11 articles, ${many
        .slice(0, 8)
        .map((one) => `${one.id} (« ${one.title} », sans date)`)
        .join(', ')} et 3 autres : tapez-en assez pour n’en désigner qu’un.`,
    )
  })
})
