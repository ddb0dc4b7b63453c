import type { ReactNode } from 'react'
import * as styles from './Badge.css'

export interface BadgeProps {
  children: ReactNode
  tone?: keyof typeof styles.badge
}

/** A short label set on a card, such as « Populaire ». */
export function Badge({ children, tone = 'accent' }: BadgeProps) {
  return (
    <span className={styles.badge[tone]}>
      {tone === 'accent' && (
        <span className={styles.star} aria-hidden="true">
          ★
        </span>
      )}
      {children}
    </span>
  )
}
