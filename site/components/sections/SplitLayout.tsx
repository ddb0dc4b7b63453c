import type { ReactNode } from 'react'
import * as styles from './SplitLayout.css'

export interface SplitLayoutProps {
  start: ReactNode
  end: ReactNode
}

/** Two columns side by side on wide screens, stacked on narrow ones. */
export function SplitLayout({ start, end }: SplitLayoutProps) {
  return (
    <div className={styles.split}>
      <div className={styles.column}>{start}</div>
      <div className={styles.column}>{end}</div>
    </div>
  )
}
