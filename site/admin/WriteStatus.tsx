import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import {
  type DeploymentStatus,
  deploymentStatusSchema,
  frenchTimeOfDay,
} from '../../engine/index.ts'
import { AdminHttpError } from './AdminHttpError'
import * as styles from './AdminBlogPage.css'
import { fetchAdmin } from './fetchAdmin'
import { lastWrite, subscribeToWrites } from './writeCommits'

/** How often the page asks where the last write stands. */
const POLL_MS = 3000

/**
 * When the page stops asking: online, the checks and the deployment take about ten minutes; past
 * this, something is stuck and the sentence says what to check.
 */
const GIVE_UP_MS = 15 * 60_000

/** Where the last write stands, as the line shows it; `late` once the page stopped asking. */
type Shown = DeploymentStatus | { state: 'late' }

/** The line's sentence for each state. */
function sentence(shown: Shown): string {
  switch (shown.state) {
    case 'saved':
      return 'Enregistré\u00a0: la mise en ligne va commencer.'
    case 'deploying':
      return 'Mise en ligne en cours\u00a0: les pages publiques sont en train d’être mises à jour.'
    case 'live':
      return `En ligne à ${frenchTimeOfDay(shown.at)}\u00a0: les pages publiques montrent votre modification.`
    case 'failed':
      return 'La mise en ligne a échoué.'
    case 'late':
      return 'La mise en ligne prend plus de 15\u00a0minutes\u00a0: votre modification est enregistrée. Sur votre ordinateur, regardez la fenêtre où le site a été lancé\u202f; en ligne, l’onglet Actions du dépôt GitHub (déploiement du site).'
  }
}

/** Where the admin's last write stands: its commit and what the public site shows of it. */
export interface WriteProgress {
  commit: string
  shown: Shown
}

/**
 * Follows the admin's last write to the public site: « Enregistré », « Mise en ligne en cours »,
 * then « En ligne » with the time, or « La mise en ligne a échoué » with why and what to do.
 * Called once per page, whatever shows the line; `onLive` is called once the write is served
 * (the list then shows the links of the pages that now exist).
 */
export function useWriteProgress(onLive: () => void): WriteProgress | undefined {
  const write = useSyncExternalStore(subscribeToWrites, lastWrite, lastWrite)
  // Where the write `commit` stands; a newer write shows « Enregistré » until its first answer.
  const [shown, setShown] = useState<{ commit: string; status: Shown }>()
  // The latest callback, without restarting the watch when the parent draws a new one.
  const live = useRef(onLive)
  useEffect(() => {
    live.current = onLive
  }, [onLive])
  useEffect(() => {
    if (!write) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const started = Date.now()
    const ask = () => {
      if (Date.now() - started > GIVE_UP_MS) {
        setShown({ commit: write.commit, status: { state: 'late' } })
        return
      }
      fetchAdmin(`/deployment?commit=${write.commit}`, deploymentStatusSchema).then(
        (status) => {
          if (stopped) return
          setShown({ commit: write.commit, status })
          if (status.state === 'live') live.current()
          else if (status.state !== 'failed') timer = setTimeout(ask, POLL_MS)
        },
        (error: unknown) => {
          // A lost answer is asked again; a closed session stops the watch.
          const ended = error instanceof AdminHttpError && error.status === 401
          if (!stopped && !ended) timer = setTimeout(ask, POLL_MS)
        },
      )
    }
    ask()
    return () => {
      stopped = true
      if (timer) clearTimeout(timer)
    }
  }, [write])
  if (!write) return undefined
  return {
    commit: write.commit,
    shown: shown?.commit === write.commit ? shown.status : { state: 'saved' },
  }
}

/** The status line of the last write, once there is one. */
export function WriteStatus({ progress }: { progress: WriteProgress | undefined }) {
  return progress ? <Line shown={progress.shown} /> : null
}

/** The line itself, with the reason of a failure and the run that failed. */
function Line({ shown }: { shown: Shown }) {
  return (
    <div role="status">
      <p className={styles.status}>{sentence(shown)}</p>
      {shown.state === 'failed' && (
        <p className={styles.hint}>
          {shown.reason}
          {shown.url && (
            <>
              {' '}
              <a href={shown.url}>Voir le déroulement sur GitHub</a>
            </>
          )}
        </p>
      )}
    </div>
  )
}
