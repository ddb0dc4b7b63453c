import { useLingui } from '@lingui/react/macro'
import type { Offer } from '../../copy/pageCopySchemas'
import * as styles from './ComparisonTable.css'
import { PopularBadge } from './PopularBadge'

export interface ComparisonTableProps {
  offers: readonly Offer[]
  caption: string
}

/** The services side by side: duration, who each is for and its key result. */
export function ComparisonTable({ offers, caption }: ComparisonTableProps) {
  const { t } = useLingui()
  const columns = {
    service: t`Service`,
    duration: t`Durée`,
    ideal: t`Pour qui`,
    result: t`Résultat clé`,
  }
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead className={styles.head}>
        <tr>
          <th scope="col" className={styles.headCell}>
            {columns.service}
          </th>
          <th scope="col" className={styles.headCell}>
            {columns.duration}
          </th>
          <th scope="col" className={styles.headCell}>
            {columns.ideal}
          </th>
          <th scope="col" className={styles.headCell}>
            {columns.result}
          </th>
        </tr>
      </thead>
      <tbody className={styles.body}>
        {offers.map((offer) => (
          <tr
            key={offer.id}
            className={offer.popular ? `${styles.row} ${styles.popularRow}` : styles.row}
          >
            <th
              scope="row"
              className={`${styles.cell} ${styles.serviceCell}`}
              data-label={columns.service}
            >
              {offer.title}
              {offer.popular && (
                <span className={styles.badgeSlot}>
                  <PopularBadge />
                </span>
              )}
            </th>
            <td className={`${styles.cell} ${styles.durationCell}`} data-label={columns.duration}>
              {offer.duration}
            </td>
            <td className={styles.cell} data-label={columns.ideal}>
              {offer.ideal}
            </td>
            <td className={styles.cell} data-label={columns.result}>
              {offer.keyResult}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
