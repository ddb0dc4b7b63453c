import type { ReactNode } from 'react'
import * as styles from './PageHero.css'

export interface PageHeroProps {
  title: ReactNode
  eyebrow?: ReactNode
  lead?: ReactNode
  /** Calls to action under the lead. */
  actions?: ReactNode
}

/** The top of a page: its h1, a lead paragraph and the calls to action. */
export function PageHero({ title, eyebrow, lead, actions }: PageHeroProps) {
  return (
    <div className={styles.hero}>
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {lead && <div className={styles.lead}>{lead}</div>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  )
}
