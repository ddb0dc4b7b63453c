import { frenchDateTime } from '../dates/formatDates.ts'
import { BlogError } from '../errors.ts'
import { listPosts } from '../operations/listPosts.ts'
import { postFolder } from '../postFile.ts'
import { BLOG_DIR, type Post } from '../postSchema.ts'
import {
  noteText,
  type ContentStore,
  type StoreCommit,
  type WriteResult,
} from '../store/ContentStore.ts'
import type { HistoryEntry, PostHistory, UndoResult } from '../../siteModel/adminApiSchemas.ts'
import {
  actionOn,
  commitSubject,
  parseTrailers,
  type PostAction,
  withTrailers,
} from './commitTrailers.ts'
import {
  folderAt,
  folderNow,
  holdersOf,
  postOf,
  sameFiles,
  undoRefused,
  UNDO_DAYS,
  undoWindowStart,
} from './postFolderState.ts'

interface HistoryOptions {
  now?: Date
  blogDir?: string
}

/** The changes « revenir en arrière » undoes; an import is undone by a deletion, a deletion by the trash. */
const REVERTIBLE = [
  'replaced',
  'moved',
  'published',
  'unpublished',
  'reverted',
  'reviewed',
  'described',
] as const satisfies readonly PostAction[]

/** One commit of a post's folder as its history shows it. */
function entryOf(commit: StoreCommit, id: string): HistoryEntry {
  const trailers = parseTrailers(commit.message)
  const action = trailers ? actionOn(trailers, id) : undefined
  if (!trailers || !action) {
    return {
      commit: commit.commit,
      time: commit.time,
      action: 'modified',
      subject: commitSubject(commit.message),
    }
  }
  const date = (value: string | undefined) =>
    value === undefined || value === 'none' ? null : value
  return {
    commit: commit.commit,
    time: commit.time,
    action,
    ...(trailers.document === undefined ? {} : { document: trailers.document }),
    ...(trailers.from === undefined && trailers.to === undefined
      ? {}
      : { from: date(trailers.from), to: date(trailers.to) }),
  }
}

/**
 * What happened to a post (imported, replaced, moved, published, set back to draft, deleted,
 * restored, reverted), newest first, read from the commits of the repository that touched its
 * folder; and the last change, when it can still be undone ({@link revertChange}).
 */
export async function postHistory(
  store: ContentStore,
  id: string,
  options: HistoryOptions = {},
): Promise<PostHistory> {
  const now = options.now ?? new Date()
  const commits = await store.history(postFolder(id, options.blogDir ?? BLOG_DIR))
  if (commits.length === 0) {
    throw new BlogError('not-found', `Aucun article n’a jamais porté l’identifiant « ${id} ».`, {
      english: `No post ever had the id “${id}”.`,
    })
  }
  const entries = commits.map((commit) => entryOf(commit, id))
  const [last] = entries
  const undoable =
    last !== undefined &&
    (REVERTIBLE as readonly string[]).includes(last.action) &&
    Date.parse(last.time) >= undoWindowStart(now).getTime() &&
    (await store.list(postFolder(id, options.blogDir ?? BLOG_DIR))).length > 0
  return { id, entries, undo: undoable ? { commit: last.commit, action: last.action } : null }
}

/**
 * Undoes one change of a post (a replacement by an import, a move, a publication, a return to
 * draft, or an earlier undo): its folder goes back to what it was just before that commit, every
 * file byte for byte, as one new commit. Refused, with nothing written, when the post changed
 * since in a way the undo would lose, when the change is more than 30 days old, or when the slot
 * or address it would take back is another post's now.
 *
 * @param options.commit the change to undo (by default the post's last change)
 * @throws {BlogError} `invalid-input` (refusals), `not-found`, `store-failed` or `conflict`
 */
export async function revertChange(
  store: ContentStore,
  id: string,
  options: HistoryOptions & { commit?: string } = {},
): Promise<UndoResult & WriteResult> {
  const now = options.now ?? new Date()
  const blogDir = options.blogDir ?? BLOG_DIR
  const folder = postFolder(id, blogDir)
  const current = await folderNow(store, folder)
  const currentPost = postOf(id, current, blogDir)
  if (current.size === 0 || !currentPost) {
    throw new BlogError('not-found', `Aucun article ne porte l’identifiant « ${id} ».`, {
      english: `No post has the id “${id}”.`,
    })
  }
  const title = currentPost.fr.frontmatter.title
  const commits = await store.history(folder)
  const target =
    options.commit === undefined ? commits[0] : commits.find((c) => c.commit === options.commit)
  if (!target?.parent) {
    throw new BlogError('not-found', `Ce changement ne concerne pas « ${title} ».`, {
      english: `This change is not one of “${title}”.`,
    })
  }
  const when = frenchDateTime(target.time)
  const action = entryOf(target, id).action
  if (!(REVERTIBLE as readonly string[]).includes(action)) {
    throw undoRefused(
      action === 'deleted' || action === 'restored' || action === 'imported'
        ? `Le changement du ${when} sur « ${title} » ne s’annule pas ici : un article importé se supprime, un article supprimé se restaure depuis la corbeille ; rien n’a été modifié.`
        : `Le changement du ${when} sur « ${title} » a été fait hors du blogue (dans le dépôt) : annulez-le avec git ; rien n’a été modifié.`,
      `The change of ${target.time} to “${title}” cannot be undone here; nothing was changed.`,
    )
  }
  if (Date.parse(target.time) < undoWindowStart(now).getTime()) {
    throw undoRefused(
      `Le changement du ${when} sur « ${title} » date de plus de ${String(UNDO_DAYS)} jours : il ne peut plus être annulé ; rien n’a été modifié.`,
      `The change of ${target.time} to “${title}” is more than ${String(UNDO_DAYS)} days old and can no longer be undone; nothing was changed.`,
    )
  }
  // Undoing this change must not silently undo a later one.
  if (!sameFiles(current, await folderAt(store, target.commit, folder))) {
    throw undoRefused(
      `« ${title} » a changé depuis le ${when} : revenir à la version d’avant effacerait ces changements plus récents ; annulez d’abord le plus récent (voir l’historique) ; rien n’a été modifié.`,
      `“${title}” changed after ${target.time}: going back would erase those later changes; undo the latest first (see the history); nothing was changed.`,
    )
  }
  const before = await folderAt(store, target.parent, folder)
  const previous = postOf(id, before, blogDir)
  if (!previous) {
    throw undoRefused(
      `Avant le ${when}, « ${title} » n’existait pas sous cette forme : rien n’a été modifié.`,
      `Before ${target.time}, “${title}” did not exist in that form; nothing was changed.`,
    )
  }
  await refuseTaken(store, previous, title, blogDir)
  const changes = [
    ...[...before].map(([name, content]) => ({ path: `${folder}/${name}`, content })),
    ...[...current.keys()]
      .filter((name) => !before.has(name))
      .map((name) => ({ path: `${folder}/${name}`, delete: true as const })),
  ]
  const { commit, note } = await store.commit(
    changes,
    withTrailersFor(title, when, id, target.commit),
    { decidedFrom: blogDir },
  )
  const summary = (await listPosts(store, { blogDir })).find((candidate) => candidate.id === id)
  if (!summary) {
    throw new BlogError('store-failed', `L’article « ${id} » a disparu pendant l’enregistrement.`)
  }
  return {
    message: `« ${previous.fr.frontmatter.title} » est revenu à son état d’avant le ${when} (${UNDONE[action as (typeof REVERTIBLE)[number]]}).${noteText(note)}`,
    post: summary,
    commit,
  }
}

/** What the sentence says was undone, by action. */
const UNDONE: Record<(typeof REVERTIBLE)[number], string> = {
  replaced: 'remplacement annulé',
  moved: 'changement de date annulé',
  published: 'publication annulée',
  unpublished: 'retour en brouillon annulé',
  reverted: 'retour en arrière annulé',
  reviewed: 'traduction de nouveau « à revoir »',
  described: 'changement de description annulé',
}

function withTrailersFor(title: string, when: string, id: string, reverts: string): string {
  return withTrailers(`Blog : « ${title} » revenu à son état d’avant le ${when}`, {
    action: 'reverted',
    posts: [id],
    reverts,
  })
}

/** Refuses an undo that would put the post on a slot or an address another post holds now. */
async function refuseTaken(store: ContentStore, previous: Post, title: string, blogDir: string) {
  const { slotHolder, slugHolder } = await holdersOf(store, previous, blogDir)
  if (slotHolder) {
    const date = previous.fr.frontmatter.scheduledDate ?? ''
    throw undoRefused(
      `Le créneau du ${frenchDateTime(date)} que « ${title} » retrouverait est maintenant pris par « ${slotHolder.fr.frontmatter.title} » : déplacez l’un des deux d’abord ; rien n’a été modifié.`,
      `The slot “${title}” would take back is now “${slotHolder.fr.frontmatter.title}”’s: move one of them first; nothing was changed.`,
    )
  }
  if (slugHolder) {
    throw undoRefused(
      `L’adresse que « ${title} » retrouverait est maintenant celle de « ${slugHolder.fr.frontmatter.title} » : rien n’a été modifié.`,
      `The address “${title}” would take back is now “${slugHolder.fr.frontmatter.title}”’s; nothing was changed.`,
    )
  }
}
