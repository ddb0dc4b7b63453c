import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { wordlist as frenchBip39Words } from '@scure/bip39/wordlists/french.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  createRebuilder,
  generatedPassphrase,
  localPassphrase,
  localSessionSecret,
  PASSPHRASE_WORD_COUNT,
  PASSPHRASE_WORDS,
  UNWANTED_PASSPHRASE_WORDS,
  watchHead,
} from './localSite'
import { MIN_PASSPHRASE_LENGTH, passphraseProblem } from './passphrasePolicy'
import { sessionSecretBits } from './sessionSecretPolicy'

describe('localPassphrase', () => {
  it('generates one once, keeps it in its file, and prefers ADMIN_TOKEN', () => {
    const dir = mkdtempSync(join(tmpdir(), 'santra-token-'))
    try {
      const file = join(dir, '.santra/admin-token')
      const first = localPassphrase({}, file)
      expect(first.split(' ')).toHaveLength(PASSPHRASE_WORD_COUNT)
      expect(readFileSync(file, 'utf8').trim()).toBe(first)
      expect(localPassphrase({}, file)).toBe(first)
      expect(localPassphrase({ ADMIN_TOKEN: 'donnee' }, file)).toBe('donnee')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('keeps a kept passphrase only while the passphrase policy accepts it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'santra-token-'))
    try {
      const file = join(dir, '.santra/admin-token')
      localPassphrase({}, file)
      const keep = (text: string) => {
        writeFileSync(file, text)
        return localPassphrase({}, file)
      }
      const shortest = 'é'.repeat(MIN_PASSPHRASE_LENGTH)
      expect(keep(shortest)).toBe(shortest)
      expect(keep(shortest.slice(1))).not.toBe(shortest.slice(1))
      // Counted as the policy counts, in characters: eight emoji are 16 UTF-16 units, not 16
      // characters.
      const emoji = '🌞'.repeat(MIN_PASSPHRASE_LENGTH / 2)
      expect(passphraseProblem(keep(emoji))).toBeUndefined()
      expect(keep(emoji)).not.toBe(emoji)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('generatedPassphrase', () => {
  it('holds at least the 144 random bits of the 24 characters it replaced', () => {
    expect(new Set(PASSPHRASE_WORDS).size).toBe(PASSPHRASE_WORDS.length)
    expect(PASSPHRASE_WORDS.length).toBe(1672)
    const bits = Math.log2(PASSPHRASE_WORDS.length) * PASSPHRASE_WORD_COUNT
    expect(bits).toBeGreaterThanOrEqual(144)
  })

  it('draws plain lowercase words, none of the unwanted ones', () => {
    for (const word of PASSPHRASE_WORDS) expect(word).toMatch(/^[a-z]{5,8}$/)
    for (const word of UNWANTED_PASSPHRASE_WORDS) {
      // Each exclusion names a word of the list, so none is left over from an older list.
      expect(frenchBip39Words).toContain(word)
      expect(PASSPHRASE_WORDS).not.toContain(word)
    }
  })

  it('gives back the words drawn, in order, in a phrase the passphrase policy accepts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: PASSPHRASE_WORDS.length - 1 }), {
          minLength: PASSPHRASE_WORD_COUNT,
          maxLength: PASSPHRASE_WORD_COUNT,
        }),
        (indexes) => {
          const draws = [...indexes]
          const phrase = generatedPassphrase((size) => {
            expect(size).toBe(PASSPHRASE_WORDS.length)
            return draws.shift() ?? -1
          })
          expect(passphraseProblem(phrase)).toBeUndefined()
          // Read back word by word, the phrase names the draws: no two draws give one phrase.
          expect(phrase.split(' ').map((word) => PASSPHRASE_WORDS.indexOf(word))).toEqual(indexes)
        },
      ),
    )
  })

  it('passes the passphrase policy on every draw of the system generator', () => {
    const phrases = Array.from({ length: 500 }, () => generatedPassphrase())
    for (const phrase of phrases) {
      expect(passphraseProblem(phrase)).toBeUndefined()
      expect(phrase).toMatch(new RegExp(`^[a-z]+( [a-z]+){${String(PASSPHRASE_WORD_COUNT - 1)}}$`))
    }
    expect(new Set(phrases).size).toBe(phrases.length)
  })
})

describe('localSessionSecret', () => {
  it('generates 256 random bits once, beside the passphrase, readable by its owner alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'santra-secret-'))
    try {
      const file = join(dir, '.santra/session-secret')
      const passphrase = localPassphrase({}, join(dir, '.santra/admin-token'))
      const first = localSessionSecret({}, file, passphrase)
      expect(first).toMatch(/^[\w-]{43}$/)
      expect(sessionSecretBits(first)).toBeGreaterThanOrEqual(256)
      expect(first).not.toBe(passphrase)
      expect(readFileSync(file, 'utf8').trim()).toBe(first)
      expect(statSync(file).mode & 0o777).toBe(0o600)
      expect(statSync(join(dir, '.santra')).mode & 0o077).toBe(0)
      expect(localSessionSecret({}, file, passphrase)).toBe(first)
      expect(localSessionSecret({ SESSION_SECRET: 'donne' }, file, passphrase)).toBe('donne')
      // Another checkout draws its own: a token of one is no token of the other.
      const elsewhere = join(dir, 'autre/.santra/session-secret')
      expect(localSessionSecret({}, elsewhere, passphrase)).not.toBe(first)
      // A kept secret cut short is drawn again, in a file made private again.
      writeFileSync(file, first.slice(0, 20))
      chmodSync(file, 0o644)
      const replaced = localSessionSecret({}, file, passphrase)
      expect(replaced).not.toBe(first)
      expect(sessionSecretBits(replaced)).toBeGreaterThanOrEqual(256)
      expect(statSync(file).mode & 0o777).toBe(0o600)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('createRebuilder', () => {
  it('builds in the background, one at a time, once more for writes made meanwhile', async () => {
    let builds = 0
    let finish: () => void = () => undefined
    const rebuilder = createRebuilder(
      () =>
        new Promise<void>((resolve) => {
          builds++
          finish = resolve
        }),
    )
    expect(rebuilder.freshness().state).toBe('fresh')
    rebuilder.request()
    rebuilder.request()
    rebuilder.request()
    expect(rebuilder.freshness().state).toBe('rebuilding')
    expect(builds).toBe(1)
    finish()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(builds).toBe(2)
    finish()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(builds).toBe(2)
    expect(rebuilder.freshness()).toMatchObject({ state: 'fresh' })
    expect(rebuilder.freshness().builtAt).not.toBeNull()
  })
})

describe('watchHead', () => {
  it('asks for a rebuild when the head moves outside the server, not after its own writes', async () => {
    let head: string | undefined = 'a'
    let changes = 0
    const watcher = watchHead(
      () => Promise.resolve(head),
      () => {
        changes++
      },
    )
    await watcher.mark()
    await watcher.check()
    expect(changes).toBe(0)
    // The CLI commits: the next look sees it.
    head = 'b'
    await watcher.check()
    expect(changes).toBe(1)
    await watcher.check()
    expect(changes).toBe(1)
    // The server's own write marks its commit, whose rebuild it has already asked for.
    head = 'c'
    await watcher.mark()
    await watcher.check()
    expect(changes).toBe(1)
    // git failing for a moment changes nothing.
    head = undefined
    await watcher.check()
    head = 'c'
    await watcher.check()
    expect(changes).toBe(1)
  })
})
