import { Children, type ReactNode } from 'react'
import * as styles from './CardGrid.css'

export interface CardGridProps {
  /** Columns on wide screens. */
  columns?: 2 | 3 | 4
  children: ReactNode
}

/** Cards laid out as a list, so screen readers announce how many there are. */
export function CardGrid({ columns = 3, children }: CardGridProps) {
  return (
    <ul className={styles.grid[columns]}>
      {Children.toArray(children).map((child, index) => (
        <li key={index} className={styles.item}>
          {child}
        </li>
      ))}
    </ul>
  )
}
