import type { ReactNode } from 'react'
import * as styles from './TwoColumns.css'

/** Running text with a companion block beside it on wide screens, below it on small ones. */
export function TwoColumns({ children }: { children: ReactNode }) {
  return <div className={styles.columns}>{children}</div>
}
