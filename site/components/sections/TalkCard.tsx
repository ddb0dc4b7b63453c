import { useLingui } from '@lingui/react/macro'
import type { Talk } from '../../copy/pageCopySchemas'
import { visuallyHidden } from './visuallyHidden.css'
import { PopularBadge } from './PopularBadge'
import * as styles from './TalkCard.css'

export interface TalkCardProps {
  talk: Talk
  /** Without the description, for a summary such as the home page's. */
  compact?: boolean
  headingLevel?: 3 | 4
}

/** A talk: its duration, title, audience and, unless compact, what it covers. */
export function TalkCard({ talk, compact = false, headingLevel = 3 }: TalkCardProps) {
  const { t } = useLingui()
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <div className={talk.popular ? `${styles.card} ${styles.popular}` : styles.card}>
      <div className={styles.top}>
        <span className={styles.duration}>
          <svg className={styles.clock} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path
              d="M8 4.5V8l2.5 1.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinecap="round"
            />
          </svg>
          <span className={visuallyHidden}>{t`Durée :`} </span>
          {talk.duration}
        </span>
        {talk.popular && <PopularBadge />}
      </div>
      <Heading className={styles.title}>{talk.title}</Heading>
      <p className={styles.audience}>
        <span className={styles.label}>{t`Public :`}</span> {talk.audience}
      </p>
      {!compact && <p className={styles.description}>{talk.description}</p>}
    </div>
  )
}
