import type { ReactNode } from 'react'
import * as styles from './Section.css'

export interface SectionProps {
  /** Used for the heading id and as an anchor. */
  id: string
  title: ReactNode
  eyebrow?: ReactNode
  lead?: ReactNode
  tone?: keyof typeof styles.section
  /** Whether a script may move the keyboard focus to the heading (the admin, after an action). */
  focusTarget?: boolean
  children?: ReactNode
}

/** A page section with its h2; every section is labelled by its heading. */
export function Section(props: SectionProps) {
  const { id, title, eyebrow, lead, tone = 'plain', focusTarget = false, children } = props
  const headingId = `${id}-title`
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section[tone]}>
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h2 id={headingId} className={styles.title} tabIndex={focusTarget ? -1 : undefined}>
          {title}
        </h2>
        {lead && <div className={styles.lead}>{lead}</div>}
        {children}
      </div>
    </section>
  )
}
