import type { ReactNode } from 'react'
import * as styles from './ActionRow.css'

/** Calls to action side by side under a section's text, wrapping on small screens. */
export function ActionRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>
}
