import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { founderPhoto } from 'virtual:founder-photo'
import type { FounderApproach } from '../../copy/pageCopySchemas'
import { siteFacts } from '../../siteFacts'
import { useLocale } from '../../i18n/LocaleContext'
import { CheckList } from './CheckList'
import * as styles from './FounderProfile.css'
import { languageTags } from '../../../engine/index.ts'

export interface FounderProfileProps {
  /** How the founder works, in the page's language (the about page's copy). */
  approach: Pick<FounderApproach, 'summary' | 'paragraphs' | 'expertise'>
  /** A link under the expertise, such as « En savoir plus ». */
  action?: ReactNode
}

/** The first letters of the first two words of a name, for the monogram. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase(languageTags.fr))
    .join('')
}

function Portrait() {
  const locale = useLocale()
  const { person } = siteFacts
  if (founderPhoto && person.photo) {
    return (
      <img
        className={styles.photo}
        src={founderPhoto.src}
        srcSet={founderPhoto.srcSet}
        sizes={`${founderPhoto.width}px`}
        width={founderPhoto.width}
        height={founderPhoto.height}
        alt={person.photo.alt[locale]}
        loading="lazy"
        decoding="async"
      />
    )
  }
  return (
    <span className={styles.monogram} aria-hidden="true">
      <span className={styles.monogramInner}>{initials(person.name)}</span>
    </span>
  )
}

/**
 * The person behind SANTRA: name, title, photo, biography and credentials from
 * content/site.json, then the approach and areas of expertise from the about page's copy
 * (content/pages/<locale>/about.yaml).
 */
export function FounderProfile({ approach, action }: FounderProfileProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const { person } = siteFacts
  const bio = person.bio[locale].trim()
  return (
    <div className={styles.profile}>
      <div>
        <div className={styles.identity}>
          <Portrait />
          <div>
            <h3 className={styles.name}>{person.name}</h3>
            <p className={styles.role}>{person.title[locale]}</p>
          </div>
        </div>
        <div className={styles.summary}>
          {(bio || approach.summary).split(/\n\s*\n/).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className={styles.paragraphs}>
          {approach.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
      <aside className={styles.credentials} aria-labelledby="founder-expertise-title">
        {person.credentials.length > 0 && (
          <>
            <h4 className={styles.credentialsTitle}>{t`Formation et titres`}</h4>
            <CheckList items={person.credentials} />
          </>
        )}
        <h4 id="founder-expertise-title" className={styles.credentialsTitle}>
          {t`Champs d’expertise`}
        </h4>
        <CheckList items={approach.expertise} />
        {action && <p className={styles.more}>{action}</p>}
      </aside>
    </div>
  )
}
