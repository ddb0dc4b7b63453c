import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { checkDocumentSize, importDocument, type ImportOptions } from '../../engine/node.ts'
import {
  BlogError,
  frenchDateTime,
  type ImportOutcome,
  type ImportResult,
  importStartSchema,
  isBlogError,
  parseInput,
  parseStartDate,
  englishOnlyQuestion,
  publishedReplacementQuestion,
  retryOnConflict,
} from '../../engine/index.ts'
import { type CommandContext, printJson, repositoryStore } from '../commandContext.ts'
import { CancelledByUser, confirmOrRefuse } from '../confirm.ts'
import { AnswerInterrupted, type CliIo } from '../cliIo.ts'
import { idTable } from '../idTable.ts'
import { DEFAULT_WIDTH } from '../terminalWidth.ts'

/** How the terminal names what an import did with an article. */
const OUTCOME_LABELS: Record<ImportOutcome, string> = {
  new: 'nouveau',
  replaced: 'remplacé',
  unchanged: 'inchangé',
}

/** How many times an import decides again after another writer took its slots. */
const WRITER_ATTEMPTS = 10

/** Options of `santra-blog import`. */
export interface ImportCommandOptions {
  start?: string
  allowPast?: boolean
  dryRun?: boolean
  json?: boolean
  removeSource?: boolean
  /** Every article becomes a new post, even one the blog already holds. */
  asNew?: boolean
  /** New posts are drafts, without a slot. */
  draft?: boolean
  /** Replaces the text of posts readers can already see without asking. */
  yes?: boolean
  /** What to make of articles in English without a French version (else the command asks). */
  englishOnly?: string
}

/**
 * Imports Word documents, one commit each. Every file is converted and scheduled first without
 * writing, so one bad file among several stops the command before anything is written.
 */
export async function importCommand(
  files: string[],
  options: ImportCommandOptions,
  context: CommandContext,
): Promise<void> {
  const store = repositoryStore(context)
  const now = context.io.now ?? (() => new Date())
  const start = startOf(options, now)
  const documents = await Promise.all(
    files.map(async (file) => ({
      file,
      bytes: await readDocument(path.resolve(context.io.cwd, file)),
    })),
  )
  let englishOnly = englishChoice(options.englishOnly)
  const importAll = async (dryRun: boolean, replacePublished: boolean) => {
    const results: ImportResult[] = []
    for (const { file, bytes } of documents) {
      // Another process (the local API, a second CLI) may take a slot between the read and the
      // commit: the store refuses, and the import decides again from the new posts.
      const imported = () =>
        importDocument(store, bytes, {
          ...importOptions(file, options, context, now(), start, dryRun),
          replacePublished,
          ...(englishOnly ? { englishOnly } : {}),
        })
      results.push(await naming(file, () => retryOnConflict(imported, WRITER_ATTEMPTS)))
    }
    return results
  }
  let checked = await importAll(true, false)
  const english = checked.flatMap((result) => result.needsEnglishChoice ?? [])
  if (english.length > 0) {
    // Nothing was planned for these documents: they are checked again with the answer.
    englishOnly = await askEnglishOnly(english, context.io)
    checked = await importAll(true, false)
  }
  const published = checked.flatMap((result) => result.needsConfirmation ?? [])
  if (!options.dryRun && published.length > 0) {
    await confirmOrRefuse(publishedReplacementQuestion(published, 'prompt').fr, options, context.io)
  }
  const results = options.dryRun ? checked : await importAll(false, true)
  if (options.json) {
    printJson(context.io, results.length === 1 ? results[0] : results)
    return
  }
  for (const result of results) {
    context.io.stdout(resultText(result, context.io.columns ?? DEFAULT_WIDTH))
  }
}

/** `--english-only`, checked: `draft`, `skip`, or absent (the command asks). */
function englishChoice(given: string | undefined): 'draft' | 'skip' | undefined {
  if (given === undefined || given === 'draft' || given === 'skip') return given
  throw new BlogError(
    'invalid-input',
    `--english-only vaut « draft » (importer l’article anglais comme brouillon) ou « skip » (ne pas l’importer), pas « ${given} ».`,
    { english: `--english-only is “draft” or “skip”, not “${given}”.` },
  )
}

/**
 * Asks what to make of articles in English without a French version: a yes imports them as
 * drafts awaiting their French text, anything else leaves them out. Without a terminal to ask
 * in, the command is refused (a script says `--english-only`).
 *
 * @throws {BlogError} `invalid-input` when there is nobody to ask
 * @throws {CancelledByUser} on Ctrl-C
 */
async function askEnglishOnly(titles: string[], io: CliIo): Promise<'draft' | 'skip'> {
  const question = englishOnlyQuestion(titles, 'prompt')
  if (!io.ask) {
    throw new BlogError(
      'invalid-input',
      `${question.fr.replace(/ Sinon.*$/, '')} Ajoutez --english-only draft pour l’importer ainsi, ou --english-only skip pour ne pas l’importer. Rien n’a été modifié.`,
      {
        english: `${question.en} Add --english-only draft or --english-only skip. Nothing was changed.`,
      },
    )
  }
  const answer = await io.ask(`${question.fr} (o/N) `).catch((error: unknown) => {
    if (error instanceof AnswerInterrupted) throw new CancelledByUser(true)
    throw error
  })
  return /^\s*(o|oui|y|yes)\s*$/i.test(answer) ? 'draft' : 'skip'
}

/** Where new posts start: the start date, and whether it may be in the past. */
type StartOptions = Pick<ImportOptions, 'startDate' | 'allowPast'>

/** Where new posts start, from `--start` and `--allow-past`, checked against `now`. */
function startOf(options: ImportCommandOptions, now: () => Date): StartOptions {
  const start = parseInput(importStartSchema, {
    startDate: options.start,
    allowPast: options.allowPast,
  })
  const allowPast = start.allowPast ?? false
  if (start.startDate === undefined) return {}
  const { date } = parseStartDate(start.startDate, {
    now: now(),
    allowPast,
    label: { fr: 'La date de --start', en: 'The --start date' },
    howToConfirm: {
      fr: 'ajoutez --allow-past pour confirmer',
      en: 'add --allow-past to confirm',
    },
  })
  return { startDate: date, allowPast }
}

/** The engine's options for importing `file`, from the command's options and this run's. */
function importOptions(
  file: string,
  options: ImportCommandOptions,
  context: CommandContext,
  now: Date,
  start: StartOptions,
  dryRun: boolean,
): ImportOptions {
  return {
    now,
    ...start,
    dryRun,
    mode: options.asNew ? 'new' : 'update',
    asDraft: options.draft ?? false,
    fileName: path.basename(file),
    ...(context.io.convertDocument ? { convert: context.io.convertDocument } : {}),
    ...(options.removeSource
      ? { removeSource: insideRoot(context.root, path.resolve(context.io.cwd, file)) }
      : {}),
  }
}

/**
 * One import's summary for the terminal: its sentence, its articles with their ids (to copy
 * into `reschedule` or `publish`) in lines of at most `width` columns, its warnings, then its
 * advice (in French: the command line has no English mode).
 */
function resultText(result: ImportResult, width: number): string {
  const rows = result.scheduledPosts.map((post) => ({
    cells: [
      OUTCOME_LABELS[post.outcome],
      post.scheduledDate ? frenchDateTime(post.scheduledDate) : 'brouillon, sans date',
    ],
    id: post.id,
    title: post.titleEn ? `${post.title} (EN : ${post.titleEn})` : post.title,
  }))
  const header = { cells: ['Résultat', 'Publication'], id: 'Identifiant', title: 'Titre' }
  const warnings = result.errors.map((warning) => `  - ${warning}`)
  const advice = result.advice.map((piece) => `  - ${piece.fr}`)
  return [
    result.message,
    '',
    ...idTable(header, rows, width),
    ...(warnings.length > 0 ? ['', 'Avertissements :', ...warnings] : []),
    ...(advice.length > 0 ? ['', 'Conseils\u00a0:', ...advice] : []),
    '',
  ].join('\n')
}

async function readDocument(file: string): Promise<Uint8Array> {
  const info = await stat(file).catch(() => undefined)
  if (!info?.isFile()) {
    throw new BlogError('invalid-input', `Fichier introuvable : ${file}.`, {
      english: `File not found: ${file}.`,
    })
  }
  checkDocumentSize(info.size)
  return new Uint8Array(await readFile(file))
}

function insideRoot(root: string, file: string): string {
  const relative = path.relative(root, file)
  if (relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new BlogError(
      'invalid-input',
      `--remove-source : ${file} n’est pas dans le dépôt ${root}.`,
      {
        english: `--remove-source: ${file} is not inside the repository ${root}.`,
      },
    )
  }
  return relative.split(path.sep).join('/')
}

/** Prefixes a refusal with the file it concerns: several files may be imported at once. */
async function naming<T>(file: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action()
  } catch (error) {
    if (!isBlogError(error) || error.code === 'store-failed') throw error
    throw new BlogError(error.code, `${path.basename(file)} : ${error.message}`, {
      ...(error.english === undefined
        ? {}
        : { english: `${path.basename(file)}: ${error.english}` }),
      cause: error,
    })
  }
}
