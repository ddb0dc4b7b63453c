import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { serializePost } from '../engine/index.ts'
import { createTestRepository, type TestRepository } from '../tests/support/createTestRepository.ts'
import { runCli } from './runCli.ts'

let repo: TestRepository
let out: string
const cli = (...argv: string[]) =>
  runCli(argv, {
    stdout: (text) => (out += text),
    stderr: (text) => (out += text),
    cwd: repo.root,
    now: () => new Date('2026-11-22T12:00:00-05:00'),
  })

beforeEach(() => {
  repo = createTestRepository()
  out = ''
  const files = serializePost({
    id: '2026-11-23-sante',
    fr: {
      frontmatter: {
        title: 'La santé au travail',
        slug: 'sante',
        status: 'scheduled',
        scheduledDate: '2026-11-23T08:00:00-05:00',
        createdAt: '2026-11-20T10:00:00-05:00',
        updatedAt: '2026-11-21T10:00:00-05:00',
        review: { since: '2026-11-21T10:00:00-05:00', passage: 'Workplace health, revised.' },
      },
      body: 'Texte.',
    },
    en: {
      frontmatter: { title: 'Health at work', slug: 'health' },
      body: 'Workplace health, revised.',
    },
    images: [],
  })
  const folder = path.join(repo.root, 'content/blog/2026-11-23-sante')
  mkdirSync(folder, { recursive: true })
  writeFileSync(path.join(folder, 'fr.md'), files.fr)
  writeFileSync(path.join(folder, 'en.md'), files.en ?? '')
  repo.git('add', '.')
  repo.git('commit', '--quiet', '-m', 'Article')
})
afterEach(() => {
  repo.remove()
})

describe('santra-blog review', () => {
  it('lists the French « à revoir », then marks it reviewed in one commit', async () => {
    expect(await cli('list')).toBe(0)
    expect(out).toContain('français  2026-11-23-sante')
    expect(out).toContain(
      'Version française à revoir depuis le 2026-11-21 10:00 : passage modifié en',
    )
    expect(out).toContain('« Workplace health, revised. »')
    out = ''
    expect(await cli('review', 'sante')).toBe(0)
    expect(out).toBe('La version française de « La santé au travail » est marquée comme revue.\n')
    expect(repo.log()[0]).toBe('Blog : traduction de « La santé au travail » marquée comme revue')
    out = ''
    expect(await cli('list')).toBe(0)
    expect(out).not.toContain('revoir')
  })
})
