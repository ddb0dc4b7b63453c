import type { Training } from '../../copy/pageCopySchemas'
import { Card } from './Card'
import { CheckList } from './CheckList'
import * as styles from './TrainingCard.css'

export interface TrainingCardProps {
  training: Training
  /** Without the list of topics, for a summary. */
  compact?: boolean
  headingLevel?: 3 | 4
}

/** A training or workshop, titled by what it does and labelled with its audience. */
export function TrainingCard({ training, compact = false, headingLevel = 3 }: TrainingCardProps) {
  return (
    <Card title={training.title} eyebrow={training.audience} headingLevel={headingLevel}>
      <p className={styles.description}>{training.description}</p>
      {!compact && <CheckList items={training.topics} />}
    </Card>
  )
}
