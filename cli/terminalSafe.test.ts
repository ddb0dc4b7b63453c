import { describe, expect, it } from 'vitest'
import { terminalSafe, terminalSafeIo } from './terminalSafe.ts'

describe('terminalSafe', () => {
  it('shows terminal controls as escapes and keeps lines, tabs and accents', () => {
    expect(terminalSafe('Titre\u001b]0;piège\u0007 \u001b[2J\r\u009b31m\u202Eélevé\n\tfin')).toBe(
      'Titre\\u001b]0;piège\\u0007 \\u001b[2J\\u000d\\u009b31m\\u202eélevé\n\tfin',
    )
  })

  it('keeps JSON output readable back to the same value', () => {
    const value = { title: 'A\u0085B\u202EC\u001bD' }
    const printed = terminalSafe(JSON.stringify(value))
    for (const control of ['\u0085', '\u202E', '\u001b']) expect(printed).not.toContain(control)
    expect(JSON.parse(printed)).toEqual(value)
  })

  it('wraps both streams of an io', () => {
    const written: string[] = []
    const io = terminalSafeIo({
      stdout: (text) => written.push(`out:${text}`),
      stderr: (text) => written.push(`err:${text}`),
      cwd: '/tmp',
    })
    io.stdout('a\u001b[31m')
    io.stderr('b\u009b')
    expect(written).toEqual(['out:a\\u001b[31m', 'err:b\\u009b'])
    expect(io.cwd).toBe('/tmp')
  })

  it('wraps the confirmation question, which names a post by its title', async () => {
    const asked: string[] = []
    const io = terminalSafeIo({
      stdout: () => undefined,
      stderr: () => undefined,
      cwd: '/tmp',
      ask: (question) => {
        asked.push(question)
        return Promise.resolve('o')
      },
    })
    expect(await io.ask?.('Supprimer « a\u001b[2J » ?')).toBe('o')
    expect(asked).toEqual(['Supprimer « a\\u001b[2J » ?'])
  })
})
