import {
  BlogError,
  frenchDateTime,
  historyWords,
  parseInput,
  postIdParamSchema,
  type TrashEntry,
  UNDO_LABELS,
} from '../../engine/index.ts'
import {
  isBlogError,
  listTrash,
  postHistory,
  type PostSummary,
  restorePost,
  revertChange,
} from '../../engine/node.ts'
import { type CommandContext, printJson, printOutcome, repositoryStore } from '../commandContext.ts'
import { matchPostId, resolvePostId } from '../resolvePostId.ts'

type Store = ReturnType<typeof repositoryStore>

/** The CLI's clock (a test sets it), for the 30 days of the trash and of undo. */
function nowOf(context: CommandContext): Date {
  return (context.io.now ?? (() => new Date()))()
}

/** A post of the trash as {@link matchPostId} matches names: its id and the slug after its date. */
function trashSummary(entry: TrashEntry): PostSummary {
  return {
    id: entry.id,
    title: entry.title,
    slug: entry.id.slice(11),
    status: 'draft',
    scheduledDate: null,
    publishedDate: null,
  }
}

/** The id of the deleted post `typed` names (its id or a unique part), among the trash. */
function trashId(typed: string, trash: TrashEntry[]): string {
  try {
    return parseInput(postIdParamSchema, { id: matchPostId(typed, trash.map(trashSummary)) }).id
  } catch (error) {
    if (!isBlogError(error, 'not-found')) throw error
    throw new BlogError(
      'not-found',
      `Aucun article de la corbeille ne correspond à « ${typed.trim()} » : la commande trash liste les articles supprimés depuis moins de 30 jours.`,
      {
        english: `No post in the trash matches “${typed.trim()}”: the trash command lists posts deleted less than 30 days ago.`,
      },
    )
  }
}

/** The post `typed` names: a post of the blog, else one of the trash. */
async function anyPostId(store: Store, typed: string, now: Date): Promise<string> {
  try {
    return parseInput(postIdParamSchema, { id: await resolvePostId(store, typed) }).id
  } catch (error) {
    if (!isBlogError(error, 'not-found')) throw error
    return trashId(typed, await listTrash(store, { now }))
  }
}

/** `santra-blog history <id>`: what happened to a post, newest first, read from git. */
export async function historyCommand(
  typed: string,
  options: { json?: boolean },
  context: CommandContext,
): Promise<void> {
  const store = repositoryStore(context)
  const now = nowOf(context)
  const history = await postHistory(store, await anyPostId(store, typed, now), { now })
  if (options.json) {
    printJson(context.io, history)
    return
  }
  const lines = history.entries.map(
    (entry) => `${frenchDateTime(entry.time)} : ${historyWords(entry)}`,
  )
  const undo = history.undo
    ? [``, `${UNDO_LABELS[history.undo.action] ?? 'Annuler'} : santra-blog undo ${history.id}`]
    : []
  context.io.stdout(`${[...lines, ...undo].join('\n')}\n`)
}

/** `santra-blog trash`: the posts deleted in the last 30 days, which `restore` brings back. */
export async function trashCommand(
  options: { json?: boolean },
  context: CommandContext,
): Promise<void> {
  const trash = await listTrash(repositoryStore(context), { now: nowOf(context) })
  if (options.json) {
    printJson(context.io, trash)
    return
  }
  if (trash.length === 0) {
    context.io.stdout('La corbeille est vide.\n')
    return
  }
  const lines = trash.map(
    (entry) =>
      `${entry.id} « ${entry.title} » : supprimé le ${frenchDateTime(entry.deletedAt)}, restaurable jusqu’au ${frenchDateTime(entry.until)}`,
  )
  context.io.stdout(`${lines.join('\n')}\n`)
}

/** `santra-blog restore <id>`: brings a deleted post back from the trash, in one commit. */
export async function restoreCommand(
  typed: string,
  options: { json?: boolean },
  context: CommandContext,
): Promise<void> {
  const store = repositoryStore(context)
  const now = nowOf(context)
  const result = await restorePost(store, trashId(typed, await listTrash(store, { now })), { now })
  printOutcome(context.io, result, options.json)
}

/** `santra-blog undo <id>`: undoes a post's last change (replacement, date, state), one commit. */
export async function undoCommand(
  typed: string,
  options: { json?: boolean },
  context: CommandContext,
): Promise<void> {
  const store = repositoryStore(context)
  const id = parseInput(postIdParamSchema, { id: await resolvePostId(store, typed) }).id
  const result = await revertChange(store, id, { now: nowOf(context) })
  printOutcome(context.io, result, options.json)
}
