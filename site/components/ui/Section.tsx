import type { ReactNode } from 'react'
import * as styles from './Section.css'

export interface SectionProps {
  /** Used for the heading id and as an anchor. */
  id: string
  title: ReactNode
  eyebrow?: ReactNode
  lead?: ReactNode
  tone?: keyof typeof styles.section
  children?: ReactNode
}

/** A page section with its h2; every section is labelled by its heading. */
export function Section({ id, title, eyebrow, lead, tone = 'plain', children }: SectionProps) {
  const headingId = `${id}-title`
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section[tone]}>
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {lead && <div className={styles.lead}>{lead}</div>}
        {children}
      </div>
    </section>
  )
}
