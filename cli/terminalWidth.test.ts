import { describe, expect, it } from 'vitest'
import { terminalWidth } from './terminalWidth.ts'

describe('terminalWidth', () => {
  it('takes COLUMNS, else the terminal’s width, else 80 (a pipe)', () => {
    expect(terminalWidth('132', 100)).toBe(132)
    expect(terminalWidth(undefined, 100)).toBe(100)
    expect(terminalWidth('large', 100)).toBe(100)
    expect(terminalWidth('', undefined)).toBe(80)
    expect(terminalWidth(undefined, undefined)).toBe(80)
    expect(terminalWidth('5', undefined)).toBe(20)
  })
})
