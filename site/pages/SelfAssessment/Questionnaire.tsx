import { type Ref, type SyntheticEvent, useEffect, useRef } from 'react'
import { button } from '../../components/ui/ButtonLink.css'
import type { Measure, SelfAssessmentContent } from '../../data/selfAssessment/types'
import {
  type Answers,
  answeredCount,
  isComplete,
  MEASURES,
  progressPercent,
  STATEMENTS_PER_MEASURE,
  statementPosition,
  TOTAL_STATEMENTS,
} from './scoring'
import { ProgressMeter } from './ProgressMeter'
import * as styles from './Questionnaire.css'
import { radioName, StatementField } from './StatementField'
import { setAnswer, setAnswerIfNone } from './answerStore'

export interface QuestionnaireProps {
  content: SelfAssessmentContent
  answers: Answers
  /** The first section's heading, focused when the visitor starts over. */
  headingRef: Ref<HTMLHeadingElement>
  onJumpToUnanswered: () => void
  onSubmit: () => void
}

const sectionIds: Record<Measure, string> = { culture: 'culture-sante', risk: 'indicateurs-risque' }

/**
 * The 20 statements in two sections, a progress strip that stays in view while they scroll, and
 * the results button.
 */
export function Questionnaire({
  content,
  answers,
  headingRef,
  onJumpToUnanswered,
  onSubmit,
}: QuestionnaireProps) {
  const answered = answeredCount(answers)
  const complete = isComplete(answers)
  const percent = progressPercent(answers)
  const { progress } = content
  const form = useRef<HTMLFormElement>(null)

  useEffect(() => {
    // A visitor may tick answers in the pre-rendered page before the script has loaded: those
    // exist only in the DOM until they are recorded here.
    const elements = form.current?.elements
    if (!elements) return
    for (const measure of MEASURES) {
      for (let index = 0; index < STATEMENTS_PER_MEASURE; index++) {
        const group = elements.namedItem(radioName(measure, index))
        const value = group instanceof RadioNodeList ? group.value : ''
        if (value === 'yes' || value === 'no') setAnswerIfNone(measure, index, value)
      }
    }
  }, [])

  function handleSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault()
    if (complete) onSubmit()
  }

  return (
    <form ref={form} onSubmit={handleSubmit} noValidate>
      {MEASURES.map((measure, sectionIndex) => {
        const copy = content.measures[measure]
        const id = sectionIds[measure]
        return (
          <section key={measure} id={id} aria-labelledby={`${id}-titre`} className={styles.section}>
            <div className={styles.inner}>
              <p className={styles.eyebrow}>{content.part(sectionIndex + 1, MEASURES.length)}</p>
              <h2
                id={`${id}-titre`}
                className={styles.title}
                ref={sectionIndex === 0 ? headingRef : undefined}
                tabIndex={sectionIndex === 0 ? -1 : undefined}
              >
                {copy.title}
              </h2>
              <p className={styles.intro}>{copy.intro}</p>
              <div className={styles.statements}>
                {copy.statements.map((text, index) => (
                  <StatementField
                    key={index}
                    measure={measure}
                    index={index}
                    number={statementPosition(measure, index) + 1}
                    text={text}
                    answer={answers[measure][index] ?? null}
                    labels={content.answers}
                    onAnswer={(answer) => {
                      setAnswer(measure, index, answer)
                    }}
                  />
                ))}
              </div>
            </div>
          </section>
        )
      })}
      <div className={styles.progressBar}>
        <div className={styles.progressInner}>
          <span className={styles.count}>{progress.count(answered, TOTAL_STATEMENTS)}</span>
          <div className={styles.meter}>
            <ProgressMeter
              value={percent}
              max={100}
              label={progress.name}
              valueText={progress.valueText(answered, TOTAL_STATEMENTS)}
            />
          </div>
          <span className={styles.percent}>{progress.percent(percent)}</span>
        </div>
      </div>
      <div className={styles.submitArea}>
        <div className={styles.submitInner}>
          <p className={styles.hint}>
            <span id="consigne-resultats" aria-live="polite">
              {complete ? progress.complete : progress.incomplete}
            </span>
            {!complete && answered > 0 && (
              <button type="button" className={styles.jump} onClick={onJumpToUnanswered}>
                {progress.firstUnanswered}
              </button>
            )}
          </p>
          <noscript>
            <p className={styles.noScript}>{progress.noScript}</p>
          </noscript>
          <button
            type="submit"
            className={`${button.primary} ${styles.submit}`}
            disabled={!complete}
            aria-describedby="consigne-resultats"
          >
            {progress.submit}
          </button>
        </div>
      </div>
    </form>
  )
}
