import * as styles from './ProgressMeter.css'

export interface ProgressMeterProps {
  value: number
  max: number
  /** Accessible name, when no visible label names the bar. */
  label?: string
  /** Id of the element that names the bar. */
  labelledBy?: string
  /** What a screen reader says instead of a bare percentage (e.g. « 7 sur 10 »). */
  valueText: string
  tone?: keyof typeof styles.fill
}

/** A horizontal bar filled to value/max, announced as a progress bar. */
export function ProgressMeter({
  value,
  max,
  label,
  labelledBy,
  valueText,
  tone = 'brand',
}: ProgressMeterProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={styles.track}
    >
      <div className={styles.fill[tone]} style={{ width: `${(value / max) * 100}%` }} />
    </div>
  )
}
