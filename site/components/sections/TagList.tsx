import * as styles from './TagList.css'

export interface TagListProps {
  items: readonly string[]
}

/** Short items shown as labels side by side, such as the events a talk adapts to. */
export function TagList({ items }: TagListProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item} className={styles.tag}>
          <span className={styles.dot} aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  )
}
