import { useState } from 'react'
import {
  undoResultSchema,
  frenchDateTime,
  frenchTypography,
  historyWords,
  type PostHistory as History,
  postHistorySchema,
  UNDO_LABELS,
} from '../../engine/index.ts'
import { toast } from '../components/Toaster/toastStore'
import { button } from '../components/ui/ButtonLink.css'
import { actionFailure } from './actionFailure'
import { AdminHttpError } from './AdminHttpError'
import * as styles from './AdminBlogPage.css'
import { FailureAlert } from './FailureAlert'
import { focusIfLost } from './focusIfLost'
import { fetchAdmin } from './fetchAdmin'
import * as historyStyles from './History.css'

export interface PostHistoryProps {
  id: string
  describedBy: string
  onChanged: () => void
  onUnauthorized: () => void
}

/** The history, read again each time the disclosure opens; the last change's undo, if any. */
function useHistory({ id, describedBy, onChanged, onUnauthorized }: PostHistoryProps) {
  const [history, setHistory] = useState<History>()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()
  const fail = (error: unknown, action: string) => {
    setFailure(actionFailure(error, action))
    if (error instanceof AdminHttpError && error.status === 401) onUnauthorized()
  }
  const load = async () => {
    setFailure(undefined)
    try {
      setHistory(await fetchAdmin(`/${encodeURIComponent(id)}/history`, postHistorySchema))
    } catch (error) {
      fail(error, 'La lecture de l’historique')
    }
  }
  const undo = async (commit: string) => {
    setBusy(true)
    setFailure(undefined)
    try {
      const answer = await fetchAdmin(`/${encodeURIComponent(id)}/revert`, undoResultSchema, {
        method: 'POST',
        body: JSON.stringify({ commit }),
      })
      toast({ title: 'Changement annulé', description: frenchTypography(answer.message) })
      onChanged()
      await load()
    } catch (error) {
      fail(error, 'L’annulation')
    } finally {
      setBusy(false)
      // The undo button was disabled meanwhile, and is gone once nothing is left to undo.
      focusIfLost(document.getElementById(describedBy))
    }
  }
  return { history, busy, failure, load, undo }
}

/**
 * « Historique »: what happened to the post (imported, replaced, moved, published…), when, and
 * from which Word file, read from the repository's history each time it opens; the last change can be
 * undone from here for 30 days.
 */
export function PostHistory(props: PostHistoryProps) {
  const { history, busy, failure, load, undo } = useHistory(props)
  return (
    <details
      className={styles.disclosure}
      onToggle={(event) => {
        if (event.currentTarget.open) void load()
      }}
    >
      <summary className={styles.summary} aria-describedby={props.describedBy}>
        Historique
      </summary>
      {history === undefined && !failure && (
        <p className={styles.status} role="status" aria-busy="true">
          Lecture de l’historique…
        </p>
      )}
      {history && (
        <ol className={historyStyles.entries}>
          {history.entries.map((entry) => (
            <li key={entry.commit}>
              <time className={historyStyles.when} dateTime={entry.time}>
                {frenchDateTime(entry.time)}
              </time>
              {frenchTypography(historyWords(entry))}
            </li>
          ))}
        </ol>
      )}
      {history?.undo && (
        <button
          type="button"
          className={button.secondary}
          disabled={busy}
          aria-describedby={props.describedBy}
          onClick={() => void undo(history.undo?.commit ?? '')}
        >
          {busy ? 'Annulation…' : (UNDO_LABELS[history.undo.action] ?? 'Annuler')}
        </button>
      )}
      {failure && <FailureAlert className={styles.fieldError}>{failure}</FailureAlert>}
    </details>
  )
}
