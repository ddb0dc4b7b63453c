import type { CSSProperties } from 'react'
import type { Step } from '../../data/types'
import * as styles from './StepList.css'

export interface StepListProps {
  steps: readonly Step[]
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
            <p className={styles.description}>{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
