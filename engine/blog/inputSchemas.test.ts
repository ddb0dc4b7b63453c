import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BlogError } from './errors.ts'
import { loadPost, loadPostsReport } from './readPosts.ts'
import { MemoryStore } from '../../tests/support/MemoryStore.ts'
import type { z } from 'zod'
import {
  importStartSchema,
  parseInput,
  listOptionsSchema,
  postChangeSchema,
  postIdParamSchema,
  previewImageParamSchema,
  slugParamSchema,
} from './inputSchemas.ts'
import { englishFrontmatterSchema, postIdSchema, slugSchema } from './postSchema.ts'

/**
 * zod counts a failed length's code points with this one-class pattern, linear whatever the text;
 * it runs only to word the length's own refusal.
 */
const ZOD_CODE_POINT_COUNT = String.raw`[\uD800-\uDBFF]`

/** The longest text any other regular expression was given while `run` ran. */
function longestMatched(run: () => void): number {
  let longest = 0
  const record = (pattern: RegExp, input: unknown) => {
    if (pattern.source !== ZOD_CODE_POINT_COUNT) longest = Math.max(longest, String(input).length)
  }
  // `test`, `match` and `replace` all go through `exec` once it is replaced, so one spy sees them all.
  const exec = Object.getOwnPropertyDescriptor(RegExp.prototype, 'exec')?.value as (
    this: RegExp,
    input: string,
  ) => RegExpExecArray | null
  vi.spyOn(RegExp.prototype, 'exec').mockImplementation(function (this: RegExp, input) {
    record(this, input)
    return exec.call(this, input)
  })
  run()
  vi.restoreAllMocks()
  return longest
}

afterEach(() => {
  vi.restoreAllMocks()
})

const HUGE = 1_000_000

/** Each schema with an over-long value in the field its pattern reads. */
const OVER_LONG: [string, z.ZodType, unknown][] = [
  ['post id', postIdSchema, `2026-11-23-${'a'.repeat(HUGE)}`],
  ['post id parameter', postIdParamSchema, { id: `2026-11-23-${'a-'.repeat(HUGE)}` }],
  ['image name', previewImageParamSchema, { id: '2026-11-23-x', file: `${'a'.repeat(HUGE)}.png` }],
  ['slug', slugSchema, 'a-'.repeat(HUGE)],
  ['slug parameter', slugParamSchema, { slug: 'a'.repeat(HUGE) }],
  ['English front matter', englishFrontmatterSchema, { title: 'T', slug: 'a'.repeat(HUGE) }],
  ['status', listOptionsSchema, { status: `${' '.repeat(HUGE)}x` }],
  ['start date', importStartSchema, { startDate: '2'.repeat(HUGE) }],
  ['post change', postChangeSchema, { scheduledDate: '2'.repeat(HUGE) }],
]

describe('input schemas', () => {
  it.each(OVER_LONG)(
    'refuse an over-long %s by its length, before any pattern reads it',
    (_, schema, value) => {
      let success = true
      const longest = longestMatched(() => {
        success = schema.safeParse(value).success
      })
      expect(success).toBe(false)
      expect(longest).toBeLessThan(1_000)
    },
  )
})

/** Post ids and folder names: well-formed ones, near misses and anything at all. */
const idLike = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 99 }),
      fc.integer({ min: 0, max: 99 }),
      fc.stringMatching(/^[a-z0-9-]{0,30}$/),
    )
    .map(
      ([y, m, d, slug]) =>
        `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}-${slug}`,
    ),
  fc.constantFrom(
    '..',
    '.',
    '',
    '2026-11-23-../../etc',
    '2026-11-23-a/b',
    '2026-11-23-%2e%2e',
    '2026-11-23-A',
  ),
  fc.string({ maxLength: 60 }),
)

describe('post ids, generated', () => {
  it('are accepted as a well-formed id or refused with a sentence in both languages', () => {
    fc.assert(
      fc.property(idLike, (id) => {
        try {
          const { id: accepted } = parseInput(postIdParamSchema, { id })
          expect(accepted).toMatch(/^\d{4}-\d{2}-\d{2}-[a-z0-9]+(?:-[a-z0-9]+)*$/)
        } catch (error) {
          expect(error).toBeInstanceOf(BlogError)
          expect(error).toMatchObject({
            code: 'invalid-input',
            message: expect.stringContaining('AAAA-MM-JJ') as unknown,
            english: expect.stringContaining('YYYY-MM-DD') as unknown,
          })
        }
      }),
      { numRuns: 300 },
    )
  })

  it('never crash a reader: a folder is a post, nothing, or a broken post with a sentence', async () => {
    const fr =
      '---\ntitle: "Titre"\nslug: "titre"\nstatus: "draft"\ncreatedAt: "2026-11-01T10:15:00-04:00"\nupdatedAt: "2026-11-01T10:15:00-04:00"\n---\n\nTexte.\n'
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(
          idLike.filter((id) => !id.includes('/') && id !== '' && id !== '.' && id !== '..'),
          { maxLength: 4 },
        ),
        async (ids) => {
          const store = new MemoryStore(
            Object.fromEntries(ids.map((id) => [`content/blog/${id}/fr.md`, fr])),
          )
          const { posts, broken } = await loadPostsReport(store)
          expect(posts.length + broken.length).toBe(ids.filter((id) => !id.includes('.')).length)
          for (const { error } of broken) {
            expect(error).toBeInstanceOf(BlogError)
            expect(error.message).toMatch(/^content\/blog\//)
          }
          for (const id of ids) {
            await loadPost(store, id).catch((error: unknown) => {
              expect(error).toBeInstanceOf(BlogError)
            })
          }
        },
      ),
      { numRuns: 100 },
    )
  })
})
