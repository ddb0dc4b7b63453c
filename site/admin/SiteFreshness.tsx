import { useEffect, useState } from 'react'
import { z } from '../../engine/index.ts'
import * as styles from './AdminBlogPage.css'
import { fetchAdmin } from './fetchAdmin'

const freshnessSchema = z.object({ state: z.string(), builtAt: z.nullable(z.string()) })

/** How often the page asks whether the public pages caught up with the last write. */
const POLL_MS = 2000

/**
 * Says whether the public pages show the last change: the local server rebuilds them in the
 * background after each write; online, each commit starts the site's deployment instead. `version` changes after every write, which starts the watch.
 */
export function SiteFreshness({ version }: { version: number }) {
  const [state, setState] = useState<string>()
  useEffect(() => {
    if (version === 0) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const check = () => {
      fetchAdmin('/site-status', freshnessSchema).then(
        (answer) => {
          if (stopped) return
          setState(answer.state)
          if (answer.state === 'rebuilding') timer = setTimeout(check, POLL_MS)
        },
        () => {
          if (!stopped) setState(undefined)
        },
      )
    }
    // The write has just landed: its rebuild has been asked for already.
    check()
    return () => {
      stopped = true
      if (timer) clearTimeout(timer)
    }
  }, [version])
  if (state === undefined) return null
  return (
    <p className={styles.status} role="status">
      {state === 'rebuilding'
        ? 'Mise à jour des pages publiques en cours…'
        : state === 'failed'
          ? 'La mise à jour des pages publiques a échoué : relancez npm start pour reconstruire le site.'
          : state === 'deployment'
            ? 'Modification enregistrée : les pages publiques la montreront après le déploiement automatique du site qu’elle déclenche.'
            : 'Les pages publiques sont à jour.'}
    </p>
  )
}
