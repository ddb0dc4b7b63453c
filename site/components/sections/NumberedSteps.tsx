import type { Step } from '../../data/types'
import * as styles from './NumberedSteps.css'

/** A step of a process with, optionally, a short fact about it. */
export interface NumberedStep extends Step {
  /** Shown as a tag under the title, e.g. « 30 à 45 minutes ». */
  detail?: string
}

export interface NumberedStepsProps {
  steps: readonly NumberedStep[]
}

/** A short ordered process (three or four steps), numbered, each step with an h3. */
export function NumberedSteps({ steps }: NumberedStepsProps) {
  return (
    <ol className={styles.list}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3 className={styles.title}>{step.title}</h3>
            {step.detail && <p className={styles.detail}>{step.detail}</p>}
            <p className={styles.text}>{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
