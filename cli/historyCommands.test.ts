import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { HeadingLevel, Paragraph } from 'docx'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { wordFixture } from '../tests/support/wordFixture.ts'
import { createTestRepository, type TestRepository } from '../tests/support/createTestRepository.ts'
import { runCli } from './runCli.ts'

let repo: TestRepository
let out: string
let err: string
const cli = (...argv: string[]) =>
  runCli(argv, {
    stdout: (text) => (out += text),
    stderr: (text) => (err += text),
    cwd: repo.root,
    now: () => new Date('2026-11-20T12:00:00-05:00'),
  })

beforeEach(async () => {
  repo = createTestRepository()
  out = ''
  err = ''
  const h1 = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 })
  writeFileSync(
    path.join(repo.root, 'mars.docx'),
    await wordFixture([
      h1('La santé au travail'),
      new Paragraph('Texte.'),
      h1('Deuxième'),
      new Paragraph('Texte.'),
    ]),
  )
})
afterEach(() => {
  repo.remove()
})

describe('santra-blog trash, restore, history and undo', () => {
  it('restores a deleted post by a part of its name and tells its history from git', async () => {
    expect(await cli('import', 'mars.docx', '--start', '2026-11-23')).toBe(0)
    const files = repo.git('ls-files', '-s', 'content/blog/2026-11-25-deuxieme')
    expect(await cli('delete', 'deuxieme', '--yes')).toBe(0)
    out = ''
    expect(await cli('trash')).toBe(0)
    expect(out).toMatch(
      /^2026-11-25-deuxieme « Deuxième » : supprimé le .*, restaurable jusqu’au .*\n$/,
    )
    out = ''
    expect(await cli('restore', 'deux')).toBe(0)
    expect(out).toBe('« Deuxième » est restauré, tel qu’il était avant sa suppression.\n')
    expect(repo.git('ls-files', '-s', 'content/blog/2026-11-25-deuxieme')).toBe(files)
    out = ''
    expect(await cli('trash')).toBe(0)
    expect(out).toBe('La corbeille est vide.\n')
    out = ''
    expect(await cli('history', 'deuxieme')).toBe(0)
    const lines = out.trim().split('\n')
    expect(lines.map((line) => line.replace(/^.* : /, ''))).toEqual([
      'Restauré depuis la corbeille',
      'Supprimé (mis à la corbeille)',
      'Importé depuis « mars.docx »',
    ])
    expect(await cli('restore', 'deuxieme')).toBe(4)
    expect(err).toBe(
      'Erreur : Aucun article de la corbeille ne correspond à « deuxieme » : la commande trash liste les articles supprimés depuis moins de 30 jours.\n',
    )
  })

  it('undoes a move, then refuses to undo what is not a change of date, state or text', async () => {
    expect(await cli('import', 'mars.docx', '--start', '2026-11-23')).toBe(0)
    const before = repo.git('ls-files', '-s', 'content/blog')
    expect(await cli('reschedule', 'la-sante', '2026-12-14')).toBe(0)
    out = ''
    expect(await cli('history', 'la-sante')).toBe(0)
    expect(out).toMatch(
      /Annuler le changement de date : santra-blog undo 2026-11-23-la-sante-au-travail\n$/,
    )
    out = ''
    expect(await cli('undo', 'la-sante')).toBe(0)
    expect(out).toMatch(
      /^« La santé au travail » est revenu à son état d’avant le .* \(changement de date annulé\)\.\n$/,
    )
    expect(repo.git('ls-files', '-s', 'content/blog')).toBe(before)
    expect(repo.log()).toHaveLength(4)
  })
})
