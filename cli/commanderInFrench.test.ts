import { tmpdir } from 'node:os'
import { describe, expect, it } from 'vitest'
import { frenchUsageError } from './commanderInFrench.ts'
import { runCli } from './runCli.ts'
import { textWidth } from './textWidth.ts'

/** What Commander writes in English, none of which may reach the consultant. */
const ENGLISH =
  /Usage:|Options:|Commands:|Arguments:|display help|error:|Did you mean|\[command\]|missing|unknown|too many|Expected|argument missing|is invalid/

async function run(...argv: string[]) {
  let stdout = ''
  let stderr = ''
  const code = await runCli(argv, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    cwd: tmpdir(),
    columns: 80,
  })
  return { code, stdout, stderr }
}

const COMMANDS = ['import', 'publish-due', 'list', 'delete', 'reschedule', 'publish', 'unpublish']

describe('santra-blog speaks French', () => {
  it('in its help, the program’s and every command’s, within 80 columns', async () => {
    const main = await run('--help')
    expect(main.code).toBe(0)
    expect(main.stdout).toContain('Utilisation : santra-blog [options] [commande]')
    expect(main.stdout).toMatch(/Commandes :\n {2}import <fichiers\.\.\.> +convertit/)
    expect(main.stdout).toMatch(/-h, --help +affiche l’aide de la commande/)
    expect(main.stdout).toMatch(/help \[commande\] +affiche l’aide d’une commande/)
    const helps = [main, await run('help', 'delete')]
    for (const command of COMMANDS) helps.push(await run(command, '--help'))
    for (const { stdout } of helps) {
      expect(stdout).not.toMatch(ENGLISH)
      expect(stdout).toContain('Options :')
      for (const line of stdout.split('\n')) expect(textWidth(line)).toBeLessThanOrEqual(80)
    }
    const deleteHelp = await run('delete', '--help')
    expect(deleteHelp.stdout).toContain('Utilisation : santra-blog delete [options] <identifiant>')
    expect(deleteHelp.stdout).toContain('Arguments :')
    expect(deleteHelp.stdout).toContain('Options communes à toutes les commandes :')
  })

  it.each([
    [['lsit'], 'Erreur : La commande « lsit » n’existe pas. Vouliez-vous dire « list » ?'],
    [
      ['list', '--statu', 'publié'],
      'Erreur : L’option « --statu » n’existe pas. Vouliez-vous dire « --status » ?',
    ],
    [['list', '--couleur'], 'Erreur : L’option « --couleur » n’existe pas.'],
    [['delete'], 'Erreur : Il manque l’argument « identifiant » : la commande en a besoin.'],
    [
      ['reschedule', '2026-11-23'],
      'Erreur : Il manque l’argument « date » : la commande en a besoin.',
    ],
    [['list', 'tout'], 'Erreur : La commande « list » attend 0 argument et en a reçu 1.'],
    [['import', 'a.docx', '--start'], 'Erreur : L’option « --start <date> » demande une valeur.'],
  ])('in its usage errors: %j', async (argv, sentence) => {
    const { code, stdout, stderr } = await run(...argv)
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr.split('\n')[0]).toBe(sentence)
    // The help follows, in French too.
    expect(stderr).toContain('Utilisation : santra-blog')
    expect(stderr).not.toMatch(ENGLISH)
  })

  it('shows the help on the error stream when no command is given', async () => {
    const { code, stdout, stderr } = await run()
    expect(code).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toContain('Commandes :')
    expect(stderr).not.toMatch(ENGLISH)
  })

  it('has a sentence for every usage error Commander can write, and a plain one past them', () => {
    expect(frenchUsageError("error: required option '--start <date>' not specified\n")).toBe(
      'Erreur : L’option « --start <date> » est obligatoire.',
    )
    expect(
      frenchUsageError("error: option '--start <date>' argument 'x' is invalid. Not a date.\n"),
    ).toBe('Erreur : La valeur « x » n’est pas valide.')
    expect(
      frenchUsageError("error: command-argument value 'x' is invalid for argument 'id'. No.\n"),
    ).toBe('Erreur : La valeur « x » n’est pas valide.')
    expect(frenchUsageError('error: too many arguments. Expected 2 arguments but got 3.\n')).toBe(
      'Erreur : Cette commande attend 2 arguments et en a reçu 3.',
    )
    expect(
      frenchUsageError("error: unknown command 'pub'\n(Did you mean one of publish, publish-due?)"),
    ).toBe(
      'Erreur : La commande « pub » n’existe pas. Vouliez-vous dire « publish » ou « publish-due » ?',
    )
    expect(frenchUsageError("error: option '--a' cannot be used with option '--b'\n")).toBe(
      'Erreur : Cette ligne de commande n’est pas valide.',
    )
  })
})
