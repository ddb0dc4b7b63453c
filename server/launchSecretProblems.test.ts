import { describe, expect, it } from 'vitest'
import { launchSecretProblems } from './launchSecretProblems'

const PASSPHRASE = 'une phrase de passe assez longue'
const SECRET = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'

const levels = (env: Parameters<typeof launchSecretProblems>[0]) =>
  launchSecretProblems(env).map(({ level, field }) => `${level} ${field}`)

describe('the launch check of the admin’s secrets', () => {
  it('passes both secrets when strong, and warns when it was given neither', () => {
    expect(launchSecretProblems({ ADMIN_TOKEN: PASSPHRASE, SESSION_SECRET: SECRET })).toEqual([])
    expect(levels({})).toEqual(['warning ADMIN_TOKEN', 'warning SESSION_SECRET'])
  })

  it('requires the session secret beside the passphrase, and refuses one under 256 bits', () => {
    expect(levels({ ADMIN_TOKEN: PASSPHRASE })).toEqual(['error SESSION_SECRET'])
    expect(launchSecretProblems({ ADMIN_TOKEN: PASSPHRASE })[0]?.message).toContain(
      'npx wrangler secret put SESSION_SECRET',
    )
    const short = launchSecretProblems({ ADMIN_TOKEN: PASSPHRASE, SESSION_SECRET: SECRET.slice(2) })
    expect(short).toHaveLength(1)
    expect(short[0]?.message).toContain('ne tient que 248 bits')
    expect(levels({ ADMIN_TOKEN: SECRET, SESSION_SECRET: SECRET })).toEqual([
      'error SESSION_SECRET',
    ])
    expect(levels({ SESSION_SECRET: SECRET })).toEqual(['error ADMIN_TOKEN'])
    expect(levels({ ADMIN_TOKEN: 'court', SESSION_SECRET: 'court' })).toEqual([
      'error ADMIN_TOKEN',
      'error SESSION_SECRET',
    ])
  })
})
