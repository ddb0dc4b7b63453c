import type { ReactNode } from 'react'
import type { PillarColor } from '../../copy/pageCopySchemas'
import * as styles from './Card.css'

export interface CardProps {
  title: ReactNode
  /** A short label above the title (an audience, a period). */
  eyebrow?: ReactNode
  /** The card's heading level: 3 inside a section, 4 inside a sub-section. */
  headingLevel?: 3 | 4
  /** A pillar colour for the rule on top of the card. */
  accent?: PillarColor
  children?: ReactNode
}

/** A titled block of text on a white surface. */
export function Card({ title, eyebrow, headingLevel = 3, accent, children }: CardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <div className={accent ? `${styles.card} ${styles.accent[accent]}` : styles.card}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <Heading className={styles.title}>{title}</Heading>
      {children && <div className={styles.body}>{children}</div>}
    </div>
  )
}
