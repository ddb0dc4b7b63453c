import type { ReactNode } from 'react'
import * as styles from './CheckList.css'

export interface CheckListProps {
  items: readonly ReactNode[]
  /** `check` for what the visitor gains, `alert` for warning signs. */
  marker?: keyof typeof styles.mark
  /** Two columns from tablet width. */
  columns?: boolean
}

const glyph = { check: '✓', alert: '!' } as const

/** A bulleted list whose marks carry meaning; the marks are decorative for screen readers. */
export function CheckList({ items, marker = 'check', columns = false }: CheckListProps) {
  return (
    <ul className={styles.list[columns ? 'columns' : 'single']}>
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          <span className={styles.mark[marker]} aria-hidden="true">
            {glyph[marker]}
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
