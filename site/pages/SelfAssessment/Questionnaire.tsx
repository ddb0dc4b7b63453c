import { type Ref, type RefObject, type SyntheticEvent, useEffect, useRef } from 'react'
import { button } from '../../components/ui/ButtonLink.css'
import type { SelfAssessmentContent } from '../../copy/pageCopySchemas'
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
import { type SelfAssessmentMessages, useSelfAssessmentMessages } from './selfAssessmentMessages'
import type { Measure } from './statementCounts'
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

type ProgressCopy = SelfAssessmentMessages['progress']

const sectionIds: Record<Measure, string> = { culture: 'culture-sante', risk: 'indicateurs-risque' }

/**
 * A visitor may tick answers in the pre-rendered page before the script has loaded: those exist
 * only in the DOM until they are recorded here.
 */
function useRecordPrerenderedAnswers(form: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const elements = form.current?.elements
    if (!elements) return
    for (const measure of MEASURES) {
      for (let index = 0; index < STATEMENTS_PER_MEASURE; index++) {
        const group = elements.namedItem(radioName(measure, index))
        const value = group instanceof RadioNodeList ? group.value : ''
        if (value === 'yes' || value === 'no') setAnswerIfNone(measure, index, value)
      }
    }
  }, [form])
}

interface MeasureSectionProps extends Pick<QuestionnaireProps, 'content' | 'answers'> {
  measure: Measure
  sectionIndex: number
  /** Given to the first section only: its heading takes the focus on a fresh start. */
  headingRef: Ref<HTMLHeadingElement> | undefined
}

/** One measure's section: its part number, title, introduction and ten statements. */
function MeasureSection({
  content,
  answers,
  measure,
  sectionIndex,
  headingRef,
}: MeasureSectionProps) {
  const ui = useSelfAssessmentMessages()
  const copy = content.measures[measure]
  const id = sectionIds[measure]
  return (
    <section id={id} aria-labelledby={`${id}-titre`} className={styles.section}>
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{ui.part(sectionIndex + 1, MEASURES.length)}</p>
        <h2
          id={`${id}-titre`}
          className={styles.title}
          ref={headingRef}
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
              labels={ui.answers}
              onAnswer={(answer) => {
                setAnswer(measure, index, answer)
              }}
            />
          ))}
        </div>
      </div>
    </section>
  )
}

/** The strip that stays in view while the statements scroll: count, meter and percentage. */
function ProgressStrip({ progress, answers }: { progress: ProgressCopy; answers: Answers }) {
  const answered = answeredCount(answers)
  const percent = progressPercent(answers)
  return (
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
  )
}

interface ResultsSubmitProps {
  progress: ProgressCopy
  answers: Answers
  onJumpToUnanswered: () => void
}

/** What is still missing, a jump to the first unanswered statement, and the results button. */
function ResultsSubmit({ progress, answers, onJumpToUnanswered }: ResultsSubmitProps) {
  const complete = isComplete(answers)
  return (
    <div className={styles.submitArea}>
      <div className={styles.submitInner}>
        <p className={styles.hint}>
          <span id="consigne-resultats" aria-live="polite">
            {complete ? progress.complete : progress.incomplete}
          </span>
          {!complete && answeredCount(answers) > 0 && (
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
  )
}

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
  const { progress } = useSelfAssessmentMessages()
  const form = useRef<HTMLFormElement>(null)
  useRecordPrerenderedAnswers(form)

  function handleSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault()
    if (isComplete(answers)) onSubmit()
  }

  return (
    <form ref={form} onSubmit={handleSubmit} noValidate>
      {MEASURES.map((measure, sectionIndex) => (
        <MeasureSection
          key={measure}
          content={content}
          answers={answers}
          measure={measure}
          sectionIndex={sectionIndex}
          headingRef={sectionIndex === 0 ? headingRef : undefined}
        />
      ))}
      <ProgressStrip progress={progress} answers={answers} />
      <ResultsSubmit
        progress={progress}
        answers={answers}
        onJumpToUnanswered={onJumpToUnanswered}
      />
    </form>
  )
}
