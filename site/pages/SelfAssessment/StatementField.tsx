import type { Measure } from './statementCounts'
import type { Answer } from './scoring'
import * as styles from './StatementField.css'

export interface StatementFieldProps {
  measure: Measure
  index: number
  /** Position among the 20 statements, from 1, shown before the text. */
  number: number
  text: string
  answer: Answer | null
  labels: Record<Answer, string>
  onAnswer: (answer: Answer) => void
}

const choices: readonly Answer[] = ['yes', 'no']

/** The `name` shared by a statement's two radios. */
export function radioName(measure: Measure, index: number): string {
  return `${measure}-${index}`
}

/** The DOM id of a statement's group, for links and focus. */
export function statementId(number: number): string {
  return `enonce-${number}`
}

/** One statement and its yes/no radio group. */
export function StatementField({
  measure,
  index,
  number,
  text,
  answer,
  labels,
  onAnswer,
}: StatementFieldProps) {
  return (
    <fieldset id={statementId(number)} className={styles.field}>
      <legend className={styles.legend}>
        <span className={styles.number}>{number}</span>
        <span>{text}</span>
      </legend>
      <div className={styles.options}>
        {choices.map((choice) => (
          <label key={choice} className={styles.option}>
            <input
              type="radio"
              className={styles.input}
              name={radioName(measure, index)}
              value={choice}
              checked={answer === choice}
              onChange={() => {
                onAnswer(choice)
              }}
              required
            />
            <span className={styles.face}>
              <span className={styles.mark}>
                <svg
                  className={styles.tick}
                  viewBox="0 0 16 16"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="m3.5 8.5 3 3 6-7"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </span>
              {labels[choice]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
