import type { Argument, Command } from 'commander'
import type { CliIo } from './cliIo.ts'
import { DEFAULT_WIDTH } from './terminalWidth.ts'
import { textWidth } from './textWidth.ts'

/**
 * Commander 14 speaks English and has no locale: its help titles, its help option and command,
 * and its usage errors are put into French here, through its own hooks (`helpOption`,
 * `helpCommand`, `configureHelp`, `configureOutput`). Subcommands inherit all of it, so it is
 * applied to the program before any command is declared.
 */
export function commanderInFrench(program: Command, io: CliIo): Command {
  const width = () => io.columns ?? DEFAULT_WIDTH
  return program
    .usage('[options] [commande]')
    .helpOption('-h, --help', 'affiche l’aide de la commande')
    .helpCommand('help [commande]', 'affiche l’aide d’une commande')
    .configureHelp({
      styleTitle: (title) => HELP_TITLES[title] ?? title,
      // Without « [options] » after each name the commands' column stays narrow enough for
      // their descriptions to wrap within the terminal; each command's help lists its options.
      subcommandTerm: (command) =>
        [command.name(), ...command.registeredArguments.map(argumentTerm)].join(' '),
      displayWidth: textWidth,
      showGlobalOptions: true,
    })
    .configureOutput({
      writeOut: (text) => {
        io.stdout(text)
      },
      writeErr: (text) => {
        io.stderr(text)
      },
      getOutHelpWidth: width,
      getErrHelpWidth: width,
      outputError: (text, write) => {
        write(`${frenchUsageError(text)}\n`)
      },
    })
}

/** The titles of Commander's help, as `styleTitle` receives them. */
const HELP_TITLES: Readonly<Record<string, string>> = {
  'Usage:': 'Utilisation :',
  'Arguments:': 'Arguments :',
  'Options:': 'Options :',
  'Global Options:': 'Options communes à toutes les commandes :',
  'Commands:': 'Commandes :',
}

const alternatives = new Intl.ListFormat('fr', { type: 'disjunction' })

/** « Vouliez-vous dire « list » ? » from Commander's `(Did you mean list?)`, if it made one. */
function suggestion(english: string): string {
  const similar = /\(Did you mean (?:one of )?(.+)\?\)/.exec(english)?.[1]
  if (similar === undefined) return ''
  const quoted = similar.split(', ').map((name) => `« ${name} »`)
  return ` Vouliez-vous dire ${alternatives.format(quoted)} ?`
}

/** `<fichiers...>`, `[commande]`: an argument as usage lines write it. */
function argumentTerm(argument: Argument): string {
  const name = `${argument.name()}${argument.variadic ? '...' : ''}`
  return argument.required ? `<${name}>` : `[${name}]`
}

function argumentCount(count: string): string {
  return `${count} argument${Number(count) > 1 ? 's' : ''}`
}

/**
 * Commander's usage errors, from the English it writes (`error: unknown option '--x'`...), as
 * a French sentence; one it has no French for (none our commands can raise) is said plainly.
 */
const USAGE_ERRORS: readonly [RegExp, (match: string[]) => string][] = [
  [/^error: unknown option '(.*)'/, ([, flag]) => `L’option « ${flag} » n’existe pas.`],
  [/^error: unknown command '(.*)'/, ([, name]) => `La commande « ${name} » n’existe pas.`],
  [
    /^error: missing required argument '(.*)'/,
    ([, name]) => `Il manque l’argument « ${name} » : la commande en a besoin.`,
  ],
  [
    /^error: option '(.*)' argument missing/,
    ([, flags]) => `L’option « ${flags} » demande une valeur.`,
  ],
  [
    /^error: too many arguments(?: for '(.*)')?\. Expected (\d+) arguments? but got (\d+)\./,
    ([, name, expected = '0', received = '0']) =>
      `${name ? `La commande « ${name} »` : 'Cette commande'} attend ${argumentCount(expected)} et en a reçu ${received}.`,
  ],
  [
    /^error: required option '(.*)' not specified/,
    ([, flags]) => `L’option « ${flags} » est obligatoire.`,
  ],
  [
    /^error: (?:option '.*' argument|command-argument value) '(.*)' is invalid/,
    ([, value]) => `La valeur « ${value} » n’est pas valide.`,
  ],
]

/** Commander's English error line(s) `text` as « Erreur : » and a French sentence. */
export function frenchUsageError(text: string): string {
  for (const [pattern, french] of USAGE_ERRORS) {
    const match = pattern.exec(text)
    if (match) return `Erreur : ${french(Array.from(match))}${suggestion(text)}`
  }
  return 'Erreur : Cette ligne de commande n’est pas valide.'
}
