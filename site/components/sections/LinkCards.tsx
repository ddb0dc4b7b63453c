import { Link } from 'react-router-dom'
import * as styles from './LinkCards.css'

/** A card that leads to another page: what you will find there and how long it takes. */
interface LinkCard {
  title: string
  description: string
  to: string
  /** Visible text of the link; it names the destination on its own. */
  linkLabel: string
  /** A short tag above the title, e.g. « 5 minutes ». */
  meta?: string
}

export interface LinkCardsProps {
  cards: readonly LinkCard[]
}

/** Two or three next steps side by side, each with an h3 and one link. */
export function LinkCards({ cards }: LinkCardsProps) {
  return (
    <ul className={styles.list}>
      {cards.map((card) => (
        <li key={card.to} className={styles.card}>
          {card.meta && <p className={styles.meta}>{card.meta}</p>}
          <h3 className={styles.title}>{card.title}</h3>
          <p className={styles.text}>{card.description}</p>
          <Link to={card.to} className={styles.link}>
            {card.linkLabel}
            <span aria-hidden="true">→</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
