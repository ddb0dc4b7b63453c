import type { CSSProperties } from 'react'
import type { Step } from '../../copy/pageCopySchemas'
import * as styles from './StepList.css'

/** A step, with an optional short fact shown under its title (a duration, a count). */
interface StepListItem extends Step {
  detail?: string
}

export interface StepListProps {
  steps: readonly StepListItem[]
}

/** Numbered steps of a process, side by side on wide screens. */
export function StepList({ steps }: StepListProps) {
  return (
    <ol className={styles.list} style={{ '--step-columns': steps.length } as CSSProperties}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3 className={styles.title}>{step.title}</h3>
            {step.detail && <p className={styles.detail}>{step.detail}</p>}
            <p className={styles.description}>{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
