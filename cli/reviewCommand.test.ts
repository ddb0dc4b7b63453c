import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { serializePost } from '../engine/index.ts'
import { cliHarness } from '../tests/support/cliHarness.ts'

const cli = cliHarness({
  now: '2026-11-22T12:00:00-05:00',
  stderrIntoOut: true,
  setUp: (repo) => {
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
  },
})

describe('santra-blog review', () => {
  it('lists the French « à revoir », then marks it reviewed in one commit', async () => {
    expect(await cli.run('list')).toBe(0)
    expect(cli.out).toContain('français  2026-11-23-sante')
    expect(cli.out).toContain(
      'Version française à revoir depuis le 2026-11-21 10:00 : passage modifié en',
    )
    expect(cli.out).toContain('« Workplace health, revised. »')
    cli.out = ''
    expect(await cli.run('review', 'sante')).toBe(0)
    expect(cli.out).toBe(
      'La version française de « La santé au travail » est marquée comme revue.\n',
    )
    expect(cli.repo.log()[0]).toBe(
      'Blog : traduction de « La santé au travail » marquée comme revue',
    )
    cli.out = ''
    expect(await cli.run('list')).toBe(0)
    expect(cli.out).not.toContain('revoir')
  })
})
