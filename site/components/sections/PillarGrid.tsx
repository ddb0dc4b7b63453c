import type { CSSProperties } from 'react'
import type { PillarColor } from '../../copy/pageCopySchemas'
import * as styles from './PillarGrid.css'
import { visuallyHidden } from './visuallyHidden.css'

/** What a pillar card shows: its mark (a letter or a number), its name and what it means. */
interface PillarGridItem {
  mark: string
  title: string
  description: string
  /** Shown instead of the description in the compact list. */
  summary?: string
  color: PillarColor
}

export interface PillarGridProps {
  items: readonly PillarGridItem[]
  /** `cards` shows the descriptions; `strip` is a compact list of names and summaries. */
  variant?: 'cards' | 'strip'
  /** Cards per row on wide screens. */
  columns?: 3 | 5
  /** Read the mark before the name (the SANTRA letters); off when the mark is only a number. */
  announceMark?: boolean
}

/** The SANTRA pillars (or the six-pillar method), each marked with its colour. */
export function PillarGrid({
  items,
  variant = 'cards',
  columns = 3,
  announceMark = true,
}: PillarGridProps) {
  if (variant === 'strip') {
    return (
      <ul className={styles.strip}>
        {items.map((item) => (
          <li key={item.title} className={`${styles.stripItem} ${styles.tone[item.color]}`}>
            <span className={styles.stripMark} aria-hidden="true">
              {item.mark}
            </span>
            <span className={styles.stripText}>
              <span className={styles.stripTitle}>
                {announceMark && <span className={visuallyHidden}>{item.mark}. </span>}
                {item.title}
              </span>
              {item.summary && <span className={styles.stripSummary}>{item.summary}</span>}
            </span>
          </li>
        ))}
      </ul>
    )
  }
  return (
    <ul className={styles.grid} style={{ '--pillar-columns': columns } as CSSProperties}>
      {items.map((item) => (
        <li key={item.title} className={`${styles.card} ${styles.tone[item.color]}`}>
          <span className={styles.mark} aria-hidden="true">
            {item.mark}
          </span>
          <h3 className={styles.title}>
            {announceMark && <span className={visuallyHidden}>{item.mark}. </span>}
            {item.title}
          </h3>
          <p className={styles.description}>{item.description}</p>
        </li>
      ))}
    </ul>
  )
}
