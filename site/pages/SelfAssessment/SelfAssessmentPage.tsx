import { PageHead } from '../../components/PageHead/PageHead'
import { PageHero } from '../../components/ui/PageHero'
import type { SelfAssessmentContent } from '../../data/selfAssessment/types'
import { useLocale } from '../../i18n/LocaleContext'
import { perLocale } from '../../i18n/perLocale'
import { IslandBox } from '../../islands/IslandBox'
import { SelfAssessment } from './SelfAssessment'
import * as styles from './SelfAssessmentPage.css'

/** Each language's 20 statements, provided by its route module (SelfAssessmentFr, SelfAssessmentEn). */
export const selfAssessmentCopy = perLocale<SelfAssessmentContent>('self-assessment')

/** The page's top: what the questionnaire is, how to answer, and that answers stay here. */
function SelfAssessmentHero({ hero }: { hero: SelfAssessmentContent['hero'] }) {
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
export function Component() {
  const content = selfAssessmentCopy.of(useLocale())
  return (
    <>
      <PageHead title={content.head.title} description={content.head.description} />
      <SelfAssessmentHero hero={content.hero} />
      <IslandBox name="self-assessment">
        <SelfAssessment content={content} />
      </IslandBox>
    </>
  )
}
