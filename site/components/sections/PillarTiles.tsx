import type { Pillar } from '../../data/types'
import * as styles from './PillarTiles.css'

export interface PillarTilesProps {
  /** The five pillars, or five things read through them (the dimensions of the diagnostic). */
  pillars: readonly Pillar[]
}

/**
 * SANTRA pillars as tiles keyed by their colour. The letter and the title carry the meaning; the
 * colour only repeats it.
 */
export function PillarTiles({ pillars }: PillarTilesProps) {
  return (
    <ul className={styles.list}>
      {pillars.map((pillar) => (
        <li key={pillar.letter} className={styles.tile[pillar.color]}>
          <span className={styles.letter} aria-hidden="true">
            {pillar.letter}
          </span>
          <h3 className={styles.title}>{pillar.title}</h3>
          <p className={styles.text}>{pillar.description}</p>
        </li>
      ))}
    </ul>
  )
}
