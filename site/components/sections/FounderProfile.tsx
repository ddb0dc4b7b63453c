import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { founder as biographies, type FounderBiography } from '../../data/founder'
import { useLocale } from '../../i18n/LocaleContext'
import { CheckList } from './CheckList'
import * as styles from './FounderProfile.css'

export interface FounderProfileProps {
  /** By default, the biography in the page's language from `site/data/founder.ts`. */
  founder?: FounderBiography
  /** A link under the credentials, such as « En savoir plus ». */
  action?: ReactNode
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
}

/** The founder's biography, with their areas of expertise beside it. */
export function FounderProfile({ founder: given, action }: FounderProfileProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const founder = given ?? biographies[locale]
  return (
    <div className={styles.profile}>
      <div>
        <div className={styles.identity}>
          <span className={styles.monogram} aria-hidden="true">
            <span className={styles.monogramInner}>{initials(founder.name)}</span>
          </span>
          <div>
            <h3 className={styles.name}>{founder.name}</h3>
            <p className={styles.role}>{founder.role}</p>
          </div>
        </div>
        <p className={styles.summary}>{founder.summary}</p>
        <div className={styles.paragraphs}>
          {founder.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
      <aside className={styles.credentials} aria-labelledby="founder-credentials-title">
        <h4 id="founder-credentials-title" className={styles.credentialsTitle}>
          {t`Champs d’expertise`}
        </h4>
        <CheckList items={founder.credentials} />
        {action && <p className={styles.more}>{action}</p>}
      </aside>
    </div>
  )
}
