import type { PillarColor } from '../../copy/pageCopySchemas'
import * as styles from './PillarMotif.css'

/** The five letters of SANTRA as columns rising from the source to the results. */
const columns: readonly { letter: string; color: PillarColor; height: number }[] = [
  { letter: 'S', color: 'S', height: 120 },
  { letter: 'A', color: 'A', height: 150 },
  { letter: 'N', color: 'N', height: 180 },
  { letter: 'T', color: 'T', height: 210 },
  { letter: 'RA', color: 'RA', height: 240 },
]

const WIDTH = 50
const GAP = 14
const BASE = 272

/** Decorative drawing of the five SANTRA pillars; hidden from screen readers. */
export function PillarMotif() {
  return (
    <svg className={styles.motif} viewBox="0 0 340 290" aria-hidden="true" focusable="false">
      <circle className={styles.glow} cx="250" cy="92" r="82" />
      {columns.map((column, index) => {
        const x = 12 + index * (WIDTH + GAP)
        return (
          <g key={column.letter}>
            <rect
              className={styles.column[column.color]}
              x={x}
              y={BASE - column.height}
              width={WIDTH}
              height={column.height}
              rx="12"
            />
            <text className={styles.letter} x={x + WIDTH / 2} y={BASE - 18} textAnchor="middle">
              {column.letter}
            </text>
          </g>
        )
      })}
      <line className={styles.ground} x1="0" y1={BASE + 8} x2="340" y2={BASE + 8} />
    </svg>
  )
}
