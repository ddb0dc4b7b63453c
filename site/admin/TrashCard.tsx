import { useEffect, useId, useState } from 'react'
import {
  undoResultSchema,
  frenchDateTime,
  frenchTypography,
  type TrashEntry,
  trashSchema,
} from '../../engine/index.ts'
import { toast } from '../components/Toaster/toastStore'
import { button } from '../components/ui/ButtonLink.css'
import { actionFailure } from './actionFailure'
import { AdminHttpError } from './AdminHttpError'
import * as styles from './AdminBlogPage.css'
import { FailureAlert } from './FailureAlert'
import { focusIfLost, sectionTitle } from './focusIfLost'
import { fetchAdmin } from './fetchAdmin'
import * as historyStyles from './History.css'
import * as listStyles from './PostList.css'

export interface TrashCardProps {
  /** Bumped after every change of the posts: a deletion adds to the trash, a restore takes away. */
  version: number
  onRestored: () => void
  onUnauthorized: () => void
}

type TrashState =
  { kind: 'loading' } | { kind: 'ready'; entries: TrashEntry[] } | { kind: 'failed'; error: string }

/** The trash, read again whenever the posts change. */
function useTrash(version: number, onUnauthorized: () => void) {
  const [state, setState] = useState<TrashState>({ kind: 'loading' })
  useEffect(() => {
    let current = true
    fetchAdmin('/trash', trashSchema).then(
      (entries) => {
        if (current) setState({ kind: 'ready', entries })
      },
      (error: unknown) => {
        if (!current) return
        if (error instanceof AdminHttpError && error.status === 401) onUnauthorized()
        else setState({ kind: 'failed', error: actionFailure(error, 'La lecture de la corbeille') })
      },
    )
    return () => {
      current = false
    }
  }, [version, onUnauthorized])
  return state
}

/** One deleted post: its title, when it was deleted, until when, and « Restaurer ». */
function TrashRow({
  entry,
  onRestored,
  onUnauthorized,
}: { entry: TrashEntry } & Omit<TrashCardProps, 'version'>) {
  const titleId = useId()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()
  async function restore() {
    setBusy(true)
    setFailure(undefined)
    try {
      const answer = await fetchAdmin(
        `/trash/${encodeURIComponent(entry.id)}/restore`,
        undoResultSchema,
        { method: 'POST', body: JSON.stringify({ commit: entry.commit }) },
      )
      toast({ title: 'Article restauré', description: frenchTypography(answer.message) })
      onRestored()
    } catch (error) {
      setFailure(actionFailure(error, 'La restauration'))
      if (error instanceof AdminHttpError && error.status === 401) onUnauthorized()
    } finally {
      setBusy(false)
      // « Restaurer » was disabled meanwhile, and its row leaves the Corbeille: its heading
      // takes the focus.
      focusIfLost(sectionTitle('corbeille'))
    }
  }
  return (
    <li className={historyStyles.trashItem}>
      <div>
        <h3 className={historyStyles.trashTitle} id={titleId}>
          {entry.title}
        </h3>
        <p className={historyStyles.trashDates}>
          Supprimé le <time dateTime={entry.deletedAt}>{frenchDateTime(entry.deletedAt)}</time>
          {', restaurable jusqu’au '}
          <time dateTime={entry.until}>{frenchDateTime(entry.until)}</time>
        </p>
      </div>
      <button
        type="button"
        className={button.secondary}
        disabled={busy}
        aria-describedby={titleId}
        onClick={() => void restore()}
      >
        {busy ? 'Restauration…' : 'Restaurer'}
      </button>
      {failure && <FailureAlert className={styles.fieldError}>{failure}</FailureAlert>}
    </li>
  )
}

/**
 * How many deleted posts a phone shows before « Les N autres articles de la corbeille »: a dozen
 * open made the admin over 9,000 px tall at 375 px.
 */
const TRASH_SHOWN_ON_A_PHONE = 3

/** Some lines of the trash, in one list (none: nothing). */
function TrashRows({
  entries,
  id,
  className,
  ...props
}: { entries: TrashEntry[]; id?: string; className: string } & Omit<TrashCardProps, 'version'>) {
  if (entries.length === 0) return null
  return (
    <ul id={id} className={className}>
      {entries.map((entry) => (
        <TrashRow key={entry.commit} entry={entry} {...props} />
      ))}
    </ul>
  )
}

/**
 * The « Corbeille »: the posts deleted in the last 30 days, read from the repository's history,
 * each brought back exactly by « Restaurer » (one commit).
 */
export function TrashCard({ version, onRestored, onUnauthorized }: TrashCardProps) {
  const state = useTrash(version, onUnauthorized)
  const laterId = `${useId()}-later`
  const [open, setOpen] = useState(false)
  if (state.kind === 'loading') {
    return (
      <p className={styles.status} role="status" aria-busy="true">
        Lecture de la corbeille…
      </p>
    )
  }
  if (state.kind === 'failed') return <p className={styles.fieldError}>{state.error}</p>
  const later = state.entries.slice(TRASH_SHOWN_ON_A_PHONE)
  return (
    <>
      <p className={historyStyles.trashIntro}>
        {state.entries.length === 0
          ? 'La corbeille est vide. Un article supprimé y reste 30 jours.'
          : `Un article supprimé reste 30 jours dans la corbeille. « Restaurer » le remet tel qu’il était, images comprises, à sa date si elle est encore libre.`}
      </p>
      <TrashRows
        entries={state.entries.slice(0, TRASH_SHOWN_ON_A_PHONE)}
        className={listStyles.list}
        onRestored={onRestored}
        onUnauthorized={onUnauthorized}
      />
      {later.length > 0 && (
        <>
          <button
            type="button"
            className={historyStyles.trashToggle}
            aria-expanded={open}
            aria-controls={laterId}
            onClick={() => {
              setOpen(!open)
            }}
          >
            {later.length === 1
              ? 'L’autre article de la corbeille'
              : `Les ${String(later.length)} autres articles de la corbeille`}
          </button>
          <TrashRows
            id={laterId}
            entries={later}
            className={historyStyles.laterTrash[open ? 'open' : 'folded']}
            onRestored={onRestored}
            onUnauthorized={onUnauthorized}
          />
        </>
      )}
    </>
  )
}
