import { describe, expect, it } from 'vitest'
import { jsonForScript } from './jsonForScript.ts'

describe('jsonForScript', () => {
  const hostile = {
    headline: '</script><script>alert(1)</script>',
    description: '<!-- & --> \u2028\u2029 "quoted"',
  }

  it('writes no character that could close the script element or start markup', () => {
    const json = jsonForScript(hostile)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(json).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e')
    expect(json).toContain('\\u003c!-- \\u0026 --\\u003e \\u2028\\u2029 \\"quoted\\"')
  })

  it('reads back as the same value', () => {
    expect(JSON.parse(jsonForScript(hostile))).toEqual(hostile)
  })
})
