import type { ContactCopy } from '../../data/pageCopy'
import { phoneHref, settings } from '../../settings'
import * as styles from './ContactDetails.css'

/** Where the consultant works and how to reach them, from the settings file. */
export function ContactDetails({ copy }: { copy: ContactCopy['details'] }) {
  const details = [
    {
      label: copy.locationLabel,
      value: <span>{`${settings.town}, ${settings.region}`}</span>,
      note: copy.locationNote,
    },
    {
      label: copy.emailLabel,
      value: (
        <a className={styles.link} href={`mailto:${settings.email}`}>
          {settings.email}
        </a>
      ),
      note: copy.emailNote,
    },
    {
      label: copy.phoneLabel,
      value: (
        <a className={styles.link} href={phoneHref}>
          {settings.phone}
        </a>
      ),
      note: copy.phoneNote,
    },
  ]
  return (
    <dl className={styles.list}>
      {details.map((detail) => (
        <div key={detail.label} className={styles.item}>
          <dt className={styles.label}>{detail.label}</dt>
          <dd className={styles.value}>{detail.value}</dd>
          <dd className={styles.note}>{detail.note}</dd>
        </div>
      ))}
    </dl>
  )
}
