import { useLingui } from '@lingui/react/macro'
import type { Offer } from '../../copy/pageCopySchemas'
import { CheckList } from './CheckList'
import * as styles from './OfferCard.css'
import { PopularBadge } from './PopularBadge'

export interface OfferCardProps {
  offer: Offer
  /** Spread over the full width on wide screens, the phased plan beside the details. */
  wide?: boolean
}

/** One service: its duration and objective, what is included, the result and who it suits. */
export function OfferCard({ offer, wide = false }: OfferCardProps) {
  const { t } = useLingui()
  return (
    <article
      id={`offer-${offer.id}`}
      aria-labelledby={`offer-${offer.id}-title`}
      className={offer.popular ? `${styles.card} ${styles.popular}` : styles.card}
    >
      <div className={styles.header}>
        <h3 id={`offer-${offer.id}-title`} className={styles.title}>
          {offer.title}
        </h3>
        {offer.popular && <PopularBadge />}
      </div>
      <div className={wide ? styles.wideBody : styles.body}>
        <div className={styles.stack}>
          <dl className={styles.meta}>
            <div className={styles.metaRow}>
              <dt className={styles.term}>{t`Durée`}</dt>
              <dd className={styles.duration}>{offer.duration}</dd>
            </div>
            <div className={styles.metaRow}>
              <dt className={styles.term}>{t`Objectif`}</dt>
              <dd className={styles.definition}>{offer.objective}</dd>
            </div>
          </dl>
          <div>
            <h4 className={styles.subheading}>{t`Ce qui est inclus`}</h4>
            <CheckList items={offer.features} />
          </div>
        </div>
        {offer.phases && (
          <div>
            <h4 className={styles.subheading}>{t`Plan par phases`}</h4>
            <ol className={styles.phases}>
              {offer.phases.map((phase) => (
                <li key={phase.period} className={styles.phase}>
                  <span className={styles.period}>
                    {phase.period} · {phase.title}
                  </span>
                  <p className={styles.phaseText}>{phase.description}</p>
                </li>
              ))}
            </ol>
          </div>
        )}
      </div>
      <div className={styles.footer}>
        <p className={styles.result}>
          <span className={styles.label}>{t`Résultat :`} </span>
          {offer.result}
        </p>
        <p className={styles.ideal}>
          <span className={styles.label}>{t`Idéal pour :`} </span>
          {offer.ideal}
        </p>
      </div>
    </article>
  )
}
