import * as styles from './HighlightList.css'

export interface HighlightListProps {
  title: string
  items: readonly string[]
}

/** A titled box (h3) of short points set beside running text: signals, examples, reminders. */
export function HighlightList({ title, items }: HighlightListProps) {
  return (
    <div className={styles.box}>
      <h3 className={styles.title}>{title}</h3>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item} className={styles.item}>
            {item}
          </li>
        ))}
      </ul>
    </div>
  )
}
