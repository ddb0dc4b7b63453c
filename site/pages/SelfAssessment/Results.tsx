import { useLingui } from '@lingui/react'
import type { Ref } from 'react'
import { Link } from 'react-router-dom'
import { button } from '../../components/ui/ButtonLink.css'
import { CopyButton } from '../../components/ui/CopyButton'
import type { SelfAssessmentContent } from '../../copy/pageCopySchemas'
import { type Locale, pageVersion } from '../../../engine/index.ts'
import { printedDate } from './printedDate'
import { ResultCard } from './ResultCard'
import * as styles from './Results.css'
import { resultsMailHref } from './resultsMailHref'
import type { AssessmentResult } from './scoring'
import { useSelfAssessmentMessages } from './selfAssessmentMessages'

export interface ResultsProps {
  content: SelfAssessmentContent
  locale: Locale
  result: AssessmentResult
  /** The page's address with the answers in its fragment: it brings these results back. */
  resultsUrl: string
  /** The results heading, focused once the view has switched. */
  headingRef: Ref<HTMLHeadingElement>
  onRedo: () => void
}

/** The two score cards and what to do next. */
export function Results({ content, locale, result, resultsUrl, headingRef, onRedo }: ResultsProps) {
  const { results, levels, measures } = content
  const ui = useSelfAssessmentMessages().results
  const { i18n } = useLingui()
  return (
    <section id="resultats" aria-labelledby="resultats-titre" className={styles.section}>
      <div className={styles.inner}>
        <p className={styles.printedOn} data-print-only>
          {ui.printedOn(printedDate(new Date()))}
        </p>
        <h2 id="resultats-titre" ref={headingRef} tabIndex={-1} className={styles.title}>
          {results.title}
        </h2>
        <p className={styles.intro}>{results.intro}</p>
        <div className={styles.cards}>
          <ResultCard
            id="resultat-culture"
            measure={measures.culture}
            result={result.culture}
            level={levels.culture[result.culture.level]}
            levelPrefix={ui.level}
            scoreText={ui.scoreText}
          />
          <ResultCard
            id="resultat-risque"
            measure={measures.risk}
            result={result.risk}
            level={levels.risk[result.risk.level]}
            levelPrefix={ui.level}
            scoreText={ui.scoreText}
          />
        </div>
        <div className={styles.next}>
          <h3>{results.nextTitle}</h3>
          <p className={styles.nextText}>{results.next}</p>
          <div className={styles.actions}>
            <a className={button.primary} href={resultsMailHref(content, i18n, result, resultsUrl)}>
              {ui.discuss}
            </a>
            <CopyButton
              text={resultsUrl}
              label={ui.copyLink}
              doneLabel={ui.linkCopied}
              failedLabel={ui.copyFailed}
              hint={ui.copyHint}
              className={button.secondary}
            />
            <button type="button" className={button.secondary} onClick={onRedo}>
              {ui.redo}
            </button>
          </div>
          <p className={styles.note}>{ui.discussNote}</p>
          <p className={styles.more}>
            <Link to={pageVersion('diagnostic', locale).path}>{ui.learnMore}</Link>
          </p>
        </div>
      </div>
    </section>
  )
}
