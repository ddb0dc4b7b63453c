import * as styles from './KeyFacts.css'

/** A labelled fact of an offer: its deliverable, its duration, its price... */
interface KeyFact {
  label: string
  value: string
  /** One sentence that qualifies the value. */
  note?: string
}

export interface KeyFactsProps {
  facts: readonly KeyFact[]
}

/** The essential figures of an offer, as a description list laid out in tiles. */
export function KeyFacts({ facts }: KeyFactsProps) {
  return (
    <dl className={styles.list}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
          {fact.note && <dd className={styles.note}>{fact.note}</dd>}
        </div>
      ))}
    </dl>
  )
}
