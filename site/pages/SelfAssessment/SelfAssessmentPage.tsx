import { PageHead } from '../../components/PageHead/PageHead'
import { PageHero } from '../../components/ui/PageHero'
import type { SelfAssessmentCopy } from '../../copy/pageCopySchemas'
import { siteFacts } from '../../siteFacts'
import { i18nFor } from '../../i18n/i18nFor'
import { IslandBox } from '../../islands/IslandBox'
import { SelfAssessment } from './SelfAssessment'
import { siteHost } from '../../../engine/index.ts'
import { selfAssessmentI18n } from './selfAssessmentI18n'
import * as styles from './SelfAssessmentPage.css'

// The pre-render draws the questionnaire in both languages: the page's module is ready once
// their strings are.
if (import.meta.env.SSR) {
  await Promise.all([selfAssessmentI18n(i18nFor('fr')), selfAssessmentI18n(i18nFor('en'))])
}

/** The page's top: what the questionnaire is, how to answer, and that answers stay here. */
function SelfAssessmentHero({ hero }: { hero: SelfAssessmentCopy['hero'] }) {
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={hero.title}
      lead={
        <>
          <p>{hero.lead}</p>
          <p>{hero.instructions}</p>
          <p className={styles.privacy}>
            <svg
              className={styles.lock}
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <rect x="4" y="11" width="16" height="10" rx="2" />
              <path d="M8 11V7a4 4 0 0 1 8 0v4" />
            </svg>
            <span>{hero.privacy}</span>
          </p>
        </>
      }
    />
  )
}

/** The preliminary self-assessment: 20 yes/no statements, then two scores and their levels. */
export function Component({ copy: content }: { copy: SelfAssessmentCopy }) {
  return (
    <>
      <PageHead title={content.head.title} description={content.head.description} />
      <p className={styles.printHeader} data-print-only>
        {siteFacts.businessName} · {siteHost(siteFacts.siteUrl)}
      </p>
      <SelfAssessmentHero hero={content.hero} />
      <IslandBox name="self-assessment">
        <SelfAssessment content={content} />
      </IslandBox>
    </>
  )
}
