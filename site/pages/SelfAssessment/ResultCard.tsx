import type { SelfAssessmentCopy } from '../../copy/pageCopySchemas'
import { ProgressMeter } from './ProgressMeter'
import * as styles from './ResultCard.css'
import { type MeasureResult, STATEMENTS_PER_MEASURE } from './scoring'
import { ToneIcon } from './ToneIcon'

type MeasureCopy = SelfAssessmentCopy['measures']['culture']
type LevelCopy = SelfAssessmentCopy['levels']['culture']['excellent']

export interface ResultCardProps {
  id: string
  measure: MeasureCopy
  result: MeasureResult<string>
  level: LevelCopy
  /** « Niveau : » / « Level: », before the level's name. */
  levelPrefix: string
  scoreText: (score: number, max: number) => string
}

/** One score out of 10: its bar, its level (icon, word and colour) and what it means. */
export function ResultCard({
  id,
  measure,
  result,
  level,
  levelPrefix,
  scoreText,
}: ResultCardProps) {
  const titleId = `${id}-titre`
  return (
    <article className={styles.card[result.tone]} aria-labelledby={titleId} data-tone={result.tone}>
      <h3 id={titleId} className={styles.title}>
        {measure.title}
      </h3>
      <p className={styles.score}>
        {result.score}/{STATEMENTS_PER_MEASURE}
      </p>
      <ProgressMeter
        value={result.score}
        max={STATEMENTS_PER_MEASURE}
        labelledBy={titleId}
        valueText={scoreText(result.score, STATEMENTS_PER_MEASURE)}
        tone={result.tone}
      />
      <p className={styles.scale}>{measure.scale}</p>
      <p className={styles.level[result.tone]}>
        <ToneIcon tone={result.tone} className={styles.icon} />
        <span>
          {levelPrefix} <strong>{level.label}</strong>
        </span>
      </p>
      <p className={styles.description}>{level.description}</p>
    </article>
  )
}
