import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cliHarness, twoArticlesDocument } from '../tests/support/cliHarness.ts'

const cli = cliHarness({
  now: '2026-11-20T12:00:00-05:00',
  setUp: async (repo) => {
    writeFileSync(path.join(repo.root, 'mars.docx'), await twoArticlesDocument())
  },
})

describe('santra-blog trash, restore, history and undo', () => {
  it('restores a deleted post by a part of its name and tells its history from git', async () => {
    expect(await cli.run('import', 'mars.docx', '--start', '2026-11-23')).toBe(0)
    const files = cli.repo.git('ls-files', '-s', 'content/blog/2026-11-25-deuxieme')
    expect(await cli.run('delete', 'deuxieme', '--yes')).toBe(0)
    cli.out = ''
    expect(await cli.run('trash')).toBe(0)
    expect(cli.out).toMatch(
      /^2026-11-25-deuxieme « Deuxième » : supprimé le .*, restaurable jusqu’au .*\n$/,
    )
    cli.out = ''
    expect(await cli.run('restore', 'deux')).toBe(0)
    expect(cli.out).toBe('« Deuxième » est restauré, tel qu’il était avant sa suppression.\n')
    expect(cli.repo.git('ls-files', '-s', 'content/blog/2026-11-25-deuxieme')).toBe(files)
    cli.out = ''
    expect(await cli.run('trash')).toBe(0)
    expect(cli.out).toBe('La corbeille est vide.\n')
    cli.out = ''
    expect(await cli.run('history', 'deuxieme')).toBe(0)
    const lines = cli.out.trim().split('\n')
    expect(lines.map((line) => line.replace(/^.* : /, ''))).toEqual([
      'Restauré depuis la corbeille',
      'Supprimé (mis à la corbeille)',
      'Importé depuis « mars.docx »',
    ])
    expect(await cli.run('restore', 'deuxieme')).toBe(4)
    expect(cli.err).toBe(
      'Erreur : Aucun article de la corbeille ne correspond à « deuxieme » : la commande trash liste les articles supprimés depuis moins de 30 jours.\n',
    )
  })

  it('undoes a move, then refuses to undo what is not a change of date, state or text', async () => {
    expect(await cli.run('import', 'mars.docx', '--start', '2026-11-23')).toBe(0)
    const before = cli.repo.git('ls-files', '-s', 'content/blog')
    expect(await cli.run('reschedule', 'la-sante', '2026-12-14')).toBe(0)
    cli.out = ''
    expect(await cli.run('history', 'la-sante')).toBe(0)
    expect(cli.out).toMatch(
      /Annuler le changement de date : santra-blog undo 2026-11-23-la-sante-au-travail\n$/,
    )
    cli.out = ''
    expect(await cli.run('undo', 'la-sante')).toBe(0)
    expect(cli.out).toMatch(
      /^« La santé au travail » est revenu à son état d’avant le .* \(changement de date annulé\)\.\n$/,
    )
    expect(cli.repo.git('ls-files', '-s', 'content/blog')).toBe(before)
    expect(cli.repo.log()).toHaveLength(4)
  })
})
