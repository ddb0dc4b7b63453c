import { postStatusLabels } from './postStatusLabels'
import * as styles from './StatusBadge.css'

/** A post's status in words; an unknown status is shown as it is, on a plain badge. */
export function StatusBadge({ status }: { status: string }) {
  const label = postStatusLabels[status]
  const variant =
    status === 'published' || status === 'scheduled' || status === 'draft' ? status : 'plain'
  return <span className={styles.badge[variant]}>{label ?? status}</span>
}
