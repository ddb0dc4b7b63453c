import { afterEach, describe, expect, it, vi } from 'vitest'
import type { z } from 'zod'
import {
  importStartSchema,
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
