import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  condition,
  evaluateExpression,
  type ExpressionScope,
  type ExpressionValue,
  interpolate,
} from './workflowExpression.ts'

const scope = (
  contexts: Record<string, ExpressionValue>,
  status: Partial<ExpressionScope['status']> = {},
): ExpressionScope => ({
  contexts,
  status: {
    success: status.success ?? (() => true),
    failure: status.failure ?? (() => false),
    cancelled: status.cancelled ?? (() => false),
  },
})

const github = { ref: 'refs/heads/main', event_name: 'push', event: { workflow_run: null } }

describe('GitHub expressions, as the simulator reads them', () => {
  it('compares strings ignoring case, and mixed types as numbers, as GitHub does', () => {
    const here = scope({ github, needs: { build: { outputs: {} } } })
    expect(evaluateExpression("github.ref == 'refs/heads/MAIN'", here)).toBe(true)
    expect(evaluateExpression("github.ref != 'refs/heads/main'", here)).toBe(false)
    // A missing output is null, and null == '' (both are 0 as numbers).
    expect(evaluateExpression("needs.build.outputs.sha != ''", here)).toBe(false)
    expect(evaluateExpression("needs['build'].outputs.sha == ''", here)).toBe(true)
    expect(evaluateExpression("'1' == 1 && true == 1 && !('a' == 0)", here)).toBe(true)
  })

  it('returns operands from && and ||, and reads nested properties of null as null', () => {
    const here = scope({ github })
    expect(evaluateExpression("github.event.workflow_run.head_sha || 'abc'", here)).toBe('abc')
    expect(evaluateExpression("'' && 'x'", here)).toBe('')
    expect(evaluateExpression("(github.event_name == 'push' || false) && 'yes'", here)).toBe('yes')
  })

  it('implies success() in a condition that names no status function', () => {
    const failed = scope({ github }, { success: () => false, failure: () => true })
    expect(condition("github.ref == 'refs/heads/main'", failed)).toBe(false)
    expect(condition("always() && github.ref == 'refs/heads/main'", failed)).toBe(true)
    expect(condition('${{ failure() }}', failed)).toBe(true)
    expect(condition(undefined, failed)).toBe(false)
  })

  it('interpolates each ${{ }} of a string', () => {
    expect(interpolate('ci-${{ github.ref }}-${{ github.event_name }}', scope({ github }))).toBe(
      'ci-refs/heads/main-push',
    )
  })

  it('refuses what it does not know, instead of misreading it', () => {
    expect(() => evaluateExpression('fromJSON(github)', scope({ github }))).toThrow(/fromJSON/)
    expect(() => evaluateExpression('matrix.os', scope({ github }))).toThrow(/matrix/)
    expect(() => evaluateExpression("github.ref == 'x", scope({ github }))).toThrow(/Unterminated/)
  })

  it('reads any quoted string back as written, its doubled quotes included', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (left, right) => {
        const quote = (text: string) => `'${text.replace(/'/g, "''")}'`
        const here = scope({})
        expect(evaluateExpression(quote(left), here)).toBe(left)
        expect(evaluateExpression(`${quote(left)} == ${quote(right)}`, here)).toBe(
          left.toLowerCase() === right.toLowerCase(),
        )
      }),
    )
  })
})
