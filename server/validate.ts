import { zValidator } from '@hono/zod-validator'
import type { ValidationTargets } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { z } from 'zod'
import { inputProblem } from '../engine/index.ts'
import { ApiError } from './ApiError'

/**
 * Validates one part of a request (`param`, `form`, `json`, `query`) with a schema of
 * `engine/blog/inputSchemas.ts`; a refusal is the schema's sentence, with `status` (400 by default),
 * in the API's one error shape.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
  status: ContentfulStatusCode = 400,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const problem = inputProblem(result.error)
      throw new ApiError(status, problem.fr, problem.en)
    }
  })
}
