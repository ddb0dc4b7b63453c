import type { Feature } from '../../data/types'
import * as styles from './TextCards.css'

export interface TextCardsProps {
  items: readonly Feature[]
  /** `marked` adds a brand rule on top of each card, for principles and benefits. */
  tone?: keyof typeof styles.card
}

/** Short titled paragraphs (principles, benefits, reasons) in a responsive grid of cards. */
export function TextCards({ items, tone = 'plain' }: TextCardsProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.title} className={styles.card[tone]}>
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.text}>{item.description}</p>
        </li>
      ))}
    </ul>
  )
}
