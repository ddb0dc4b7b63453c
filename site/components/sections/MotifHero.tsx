import type { ReactNode } from 'react'
import * as styles from './MotifHero.css'
import { PillarMotif } from './PillarMotif'

export interface MotifHeroProps {
  title: ReactNode
  eyebrow?: ReactNode
  lead?: ReactNode
  actions?: ReactNode
}

/** A home page's hero: the h1, its lead and calls to action beside the pillar motif. */
export function MotifHero({ title, eyebrow, lead, actions }: MotifHeroProps) {
  return (
    <div className={styles.hero}>
      <div className={styles.inner}>
        <div>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          {lead && <div className={styles.lead}>{lead}</div>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        <div className={styles.art}>
          <PillarMotif />
        </div>
      </div>
    </div>
  )
}
