import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { HeadingLevel, Paragraph } from 'docx'
import { describe, expect, it } from 'vitest'
import { adviceDocument } from '../tests/support/adviceDocument.ts'
import { cliHarness, twoArticlesDocument } from '../tests/support/cliHarness.ts'
import { wordFixture } from '../tests/support/wordFixture.ts'
import { AnswerInterrupted } from './cliIo.ts'
import { runCli } from './runCli.ts'

const cli = cliHarness({
  now: '2026-11-20T12:00:00-05:00',
  setUp: async (repo) => {
    writeFileSync(path.join(repo.root, 'mars.docx'), await twoArticlesDocument())
    writeFileSync(
      path.join(repo.root, 'ancien.doc'),
      Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    )
    repo.git('add', '.')
    repo.git('commit', '--quiet', '-m', 'Documents')
  },
})

describe('santra-blog', () => {
  it('imports a document, showing French dates, as one commit', async () => {
    expect(await cli.run('import', 'mars.docx', '--start', '2026-11-23')).toBe(0)
    expect(cli.out).toBe(
      [
        '2 articles programmés du lundi 23 novembre au mercredi 25 novembre.',
        '',
        'Résultat  Publication                      Titre et identifiant',
        'nouveau   lundi 23 novembre 2026 à 8\u00a0h     La santé au travail',
        '                                           2026-11-23-la-sante-au-travail',
        'nouveau   mercredi 25 novembre 2026 à 8\u00a0h  Deuxième',
        '                                           2026-11-25-deuxieme',
        '',
      ].join('\n'),
    )
    expect(cli.repo.log()[0]).toBe('Blog : import de 2 articles depuis « mars.docx »')
    expect(cli.repo.status()).toEqual([])
  })

  it('prints the advice after the warnings, in French, naming each place', async () => {
    writeFileSync(path.join(cli.repo.root, 'conseils.docx'), await adviceDocument())
    expect(await cli.run('import', 'conseils.docx', '--dry-run')).toBe(0)
    const advice = cli.out.slice(cli.out.indexOf('Conseils\u00a0:'))
    expect(advice.split('\n').filter((line) => line.startsWith('  - Dans'))).toHaveLength(7)
    expect(advice).toContain('le texte du lien «\u202fcliquez ici\u202f» ne dit pas où il mène')
    expect(cli.out.indexOf('Conseils')).toBeGreaterThan(cli.out.indexOf('Titre et identifiant'))
  })

  it('prints the result object with --json and writes nothing with --dry-run', async () => {
    expect(
      await cli.run('import', 'mars.docx', '--start', '2026-11-23T08:00', '--dry-run', '--json'),
    ).toBe(0)
    expect(JSON.parse(cli.out)).toMatchObject({
      message:
        'Simulation, rien n’a été enregistré : 2 articles programmés du lundi 23 novembre au mercredi 25 novembre.',
      scheduledPosts: [
        { id: '2026-11-23-la-sante-au-travail', scheduledDate: '2026-11-23T08:00:00-05:00' },
        { id: '2026-11-25-deuxieme', scheduledDate: '2026-11-25T08:00:00-05:00' },
      ],
      errors: [],
    })
    expect(cli.repo.log()).toEqual(['Documents', 'Initial commit'])
  })

  it('removes the imported document in the same commit with --remove-source', async () => {
    expect(await cli.run('import', 'mars.docx', '--remove-source')).toBe(0)
    expect(cli.repo.git('show', '--name-status', '--format=', 'HEAD')).toContain('D\tmars.docx')
    expect(cli.repo.status()).toEqual([])
  })

  it('exits non-zero with one sentence and changes nothing for a bad file, even beside a good one', async () => {
    expect(await cli.run('import', 'mars.docx', 'ancien.doc')).toBe(3)
    expect(cli.err).toBe(
      'Erreur : ancien.doc : Ce fichier est un ancien document Word (.doc) ou un document protégé par mot de passe : ouvrez-le dans Word et enregistrez-le au format .docx, sans mot de passe.\n',
    )
    expect(cli.repo.log()).toEqual(['Documents', 'Initial commit'])
    expect(cli.repo.status()).toEqual([])
  })

  it('asks before replacing a published post’s text; --yes replaces it', async () => {
    await cli.run('import', 'mars.docx', '--start', '2026-11-23')
    await cli.run('publish-due', '--now', '2026-11-24T12:00:00-05:00')
    const h1 = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 })
    writeFileSync(
      path.join(cli.repo.root, 'mars.docx'),
      await wordFixture([h1('La santé au travail'), new Paragraph('Texte corrigé.')]),
    )
    const commits = cli.repo.log().length
    cli.err = ''
    expect(await cli.run('import', 'mars.docx')).toBe(2)
    expect(cli.err).toContain('ajoutez --yes')
    expect(cli.repo.log()).toHaveLength(commits)
    cli.out = ''
    expect(await cli.run('import', 'mars.docx', '--yes')).toBe(0)
    expect(cli.out).toContain('remplacé')
    expect(cli.repo.log()).toHaveLength(commits + 1)
  })

  it('asks about an article in English without a French version before writing anything', async () => {
    const h1 = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 })
    writeFileSync(
      path.join(cli.repo.root, 'tired.docx'),
      await wordFixture([
        h1('When teams are tired'),
        new Paragraph(
          'Teams rarely say they are tired; they show it in small ways that add up over the months. It should follow below: what managers can watch for, and what they can do about it.',
        ),
      ]),
    )
    const commits = cli.repo.log().length
    expect(await cli.run('import', 'tired.docx')).toBe(2)
    expect(cli.err).toContain('est en anglais et n’a pas de version française')
    expect(cli.err).toContain('--english-only draft')
    expect(cli.repo.log()).toHaveLength(commits)
    const asked: string[] = []
    const answering = (answer: string) =>
      runCli(
        ['import', 'tired.docx'],
        cli.io({
          ask: (question) => {
            asked.push(question)
            return Promise.resolve(answer)
          },
        }),
      )
    cli.out = ''
    expect(await answering('non')).toBe(0)
    expect(asked[0]).toMatch(/^L’article «\u202fWhen teams are tired\u202f» est en anglais/)
    expect(cli.repo.log()).toHaveLength(commits)
    expect(await answering('oui')).toBe(0)
    expect(cli.out).toContain('1 article enregistré comme brouillon')
    expect(cli.repo.log()).toHaveLength(commits + 1)
    expect(await cli.run('import', 'tired.docx', '--english-only', 'plus-tard')).toBe(2)
    expect(cli.err).toContain('--english-only vaut « draft »')
  })

  it('publishes due posts, lists them and deletes one', async () => {
    await cli.run('import', 'mars.docx', '--start', '2026-11-23')
    cli.out = ''
    expect(await cli.run('publish-due', '--now', '2026-11-24T12:00:00-05:00')).toBe(0)
    expect(cli.out).toBe(
      '1 article publié.\n  - La santé au travail (lundi 23 novembre 2026 à 8\u00a0h)\n',
    )
    cli.out = ''
    expect(await cli.run('list', '--status', 'published', '--json')).toBe(0)
    expect(JSON.parse(cli.out)).toMatchObject([
      { id: '2026-11-23-la-sante-au-travail', status: 'published' },
    ])
    cli.out = ''
    expect(await cli.run('delete', '2026-11-25-deuxieme')).toBe(2)
    expect(cli.err).toBe(
      'Erreur : Cette commande demande une confirmation : ajoutez --yes pour la lancer sans question. Rien n’a été modifié.\n',
    )
    cli.err = ''
    expect(await cli.run('delete', '2026-11-25-deuxieme', '--yes')).toBe(0)
    expect(cli.out).toBe(
      'L’article « Deuxième » a été mis à la corbeille : vous pouvez le restaurer pendant 30 jours.\n',
    )
    expect(await cli.run('delete', '2026-11-25-deuxieme', '--yes')).toBe(4)
    expect(cli.err).toBe(
      'Erreur : Aucun article ne correspond à « 2026-11-25-deuxieme » : la commande list affiche chaque article avec sa date et son identifiant.\n',
    )
  })

  it('says calmly that nothing changed when the person answers no (exit 0) or presses Ctrl-C (130)', async () => {
    await cli.run('import', 'mars.docx', '--start', '2026-11-23')
    const asking =
      (answer: () => Promise<string>) =>
      (...argv: string[]) =>
        runCli(argv, cli.io({ ask: answer }))
    const before = cli.repo.log()
    cli.out = ''
    expect(await asking(() => Promise.resolve('non'))('delete', '2026-11-25-deuxieme')).toBe(0)
    expect(cli.err).toBe('Rien n’a été changé.\n')
    cli.err = ''
    expect(
      await asking(() => Promise.reject(new AnswerInterrupted()))('delete', '2026-11-25'),
    ).toBe(130)
    expect(cli.err).toBe('\nRien n’a été changé.\n')
    expect(cli.out).toBe('')
    expect(cli.repo.log()).toEqual(before)
    expect(cli.repo.status()).toEqual([])
    expect(await asking(() => Promise.resolve('oui'))('delete', '2026-11-25')).toBe(0)
    expect(cli.out).toBe(
      'L’article « Deuxième » a été mis à la corbeille : vous pouvez le restaurer pendant 30 jours.\n',
    )
  })

  it('takes any part of an id that only one post has, and names the posts sharing one', async () => {
    await cli.run('import', 'mars.docx', '--start', '2026-11-23')
    cli.out = ''
    expect(await cli.run('reschedule', '2026-11-2', '2026-12-02')).toBe(2)
    expect(cli.err).toBe(
      'Erreur : « 2026-11-2 » correspond à 2 articles, 2026-11-23-la-sante-au-travail (« La santé au travail », 2026-11-23) et 2026-11-25-deuxieme (« Deuxième », 2026-11-25) : tapez-en assez pour n’en désigner qu’un.\n',
    )
    expect(cli.repo.log()[0]).toBe('Blog : import de 2 articles depuis « mars.docx »')
    expect(await cli.run('reschedule', '2026-11-25', '2026-12-02', '--json')).toBe(0)
    expect(JSON.parse(cli.out)).toMatchObject({ post: { id: '2026-11-25-deuxieme' } })
    cli.out = ''
    expect(await cli.run('publish', '2026-11-23-LA')).toBe(0)
    expect(cli.out).toBe('« La santé au travail » est publié.\n')
    cli.out = ''
    expect(await cli.run('delete', '2026-11-25-d', '--yes')).toBe(0)
    expect(cli.out).toBe(
      'L’article « Deuxième » a été mis à la corbeille : vous pouvez le restaurer pendant 30 jours.\n',
    )
    cli.err = ''
    expect(await cli.run('delete', '2027', '--yes')).toBe(4)
    expect(cli.err).toBe(
      'Erreur : Aucun article ne correspond à « 2027 » : la commande list affiche chaque article avec sa date et son identifiant.\n',
    )
  })

  it('finds a moved post by its slug or by the date list shows, though its id keeps its first date', async () => {
    await cli.run('import', 'mars.docx', '--start', '2026-11-23')
    expect(await cli.run('reschedule', '2026-11-25-deuxieme', '2026-12-21')).toBe(0)
    cli.out = ''
    expect(await cli.run('list')).toBe(0)
    // The date it now has, beside the id that keeps its first.
    expect(cli.out).toContain(
      'Programmé  2026-12-21 08:00  Deuxième\n                             2026-11-25-deuxieme\n',
    )
    cli.out = ''
    expect(await cli.run('reschedule', '2026-12-21-deuxieme', '2026-12-23')).toBe(0)
    expect(cli.out).toBe(
      '« Deuxième » est programmé le mercredi 23 décembre 2026 à 8\u00a0h (heure du Québec).\n',
    )
    cli.out = ''
    expect(await cli.run('publish', 'sante')).toBe(0)
    expect(cli.out).toBe('« La santé au travail » est publié.\n')
    cli.out = ''
    expect(await cli.run('unpublish', 'la-sante-au-travail', '--yes')).toBe(0)
    expect(cli.out).toContain('« La santé au travail »')
    cli.out = ''
    expect(await cli.run('delete', '2026-12-23-deuxieme', '--yes')).toBe(0)
    expect(cli.out).toBe(
      'L’article « Deuxième » a été mis à la corbeille : vous pouvez le restaurer pendant 30 jours.\n',
    )
    expect(cli.err).toBe('')
  })

  it('moves, publishes and unpublishes a post; list fits 80 columns by default and takes French badges', async () => {
    await cli.run('import', 'mars.docx', '--start', '2026-11-23')
    cli.out = ''
    expect(await cli.run('reschedule', '2026-11-25-deuxieme', '2026-12-02', '--json')).toBe(0)
    expect(JSON.parse(cli.out)).toMatchObject({
      post: { id: '2026-11-25-deuxieme', scheduledDate: '2026-12-02T08:00:00-05:00' },
    })
    cli.out = ''
    expect(await cli.run('publish', '2026-11-25-deuxieme')).toBe(0)
    expect(cli.out).toBe('« Deuxième » est publié.\n')
    expect(await cli.run('unpublish', '2026-11-25-deuxieme')).toBe(2)
    expect(cli.err).toContain('ajoutez --yes')
    cli.out = ''
    expect(await cli.run('unpublish', '2026-11-25-deuxieme', '--yes')).toBe(0)
    expect(cli.out).toContain('est redevenu un brouillon')
    cli.out = ''
    expect(await cli.run('list', '--status', 'Brouillon')).toBe(0)
    expect(cli.out).toContain('2026-11-25-deuxieme')
    expect(cli.out).not.toContain('la-sante-au-travail')
    cli.out = ''
    expect(await cli.run('list', '--status', 'programme')).toBe(0)
    for (const line of cli.out.split('\n')) expect(line.length).toBeLessThanOrEqual(80)
    expect(cli.out).toContain('la-sante-au-travail')
  })

  it('explains a malformed option', async () => {
    expect(await cli.run('import', 'mars.docx', '--start', 'demain')).toBe(2)
    expect(cli.err).toBe(
      'Erreur : La date de --start « demain » n’est pas reconnue : écrivez-la comme 2026-11-23 ou 2026-11-23T08:00 (heure du Québec).\n',
    )
  })

  it.each([
    ['9999-12-31', 'hors de la plage permise'],
    ['2026-11-23T24:00', 'une heure qui n’existe pas'],
    ['2027-02-29', 'n’existe pas dans le calendrier'],
    ['2027-03-14T02:30', 'les horloges avancent d’une heure'],
    ['2026-11-01T01:30', 'une heure ambiguë à l’heure du Québec'],
    ['2029-01-01', 'à plus de deux ans'],
    ['2026-11-16', 'ajoutez --allow-past pour confirmer'],
  ])('refuses --start %s and writes nothing', async (start, reason) => {
    expect(await cli.run('import', 'mars.docx', '--start', start)).toBe(2)
    expect(cli.err).toContain(reason)
    expect(cli.repo.log()).toEqual(['Documents', 'Initial commit'])
    expect(cli.repo.status()).toEqual([])
  })

  it('parses its options with the API’s schemas: a wrong status or id is a usage error', async () => {
    expect(await cli.run('list', '--status', 'en-ligne')).toBe(2)
    expect(cli.err).toBe(
      'Erreur : Le statut doit être brouillon, programmé ou publié (ou draft, scheduled, published).\n',
    )
    cli.err = ''
    expect(await cli.run('delete', '../../etc')).toBe(2)
    expect(cli.err).toBe(
      'Erreur : L’identifiant d’article doit avoir la forme AAAA-MM-JJ-titre, par exemple 2026-11-23-mon-article.\n',
    )
  })

  it('imports from a past start date once confirmed, saying the posts go live at once', async () => {
    expect(await cli.run('import', 'mars.docx', '--start', '2026-11-16', '--allow-past')).toBe(0)
    expect(cli.out).toContain(
      'Les articles dont la date est déjà passée seront mis en ligne à la prochaine publication du site.',
    )
    expect(cli.repo.log()[0]).toBe('Blog : import de 2 articles depuis « mars.docx »')
  })
})
