import type { ContactCopy } from '../../copy/pageCopySchemas'
import { phoneHref, siteFacts } from '../../siteFacts'
import * as styles from './ContactDetails.css'

/** Where the consultant works and how to reach them, from the settings file. */
export function ContactDetails({ copy }: { copy: ContactCopy['details'] }) {
  const details = [
    {
      label: copy.locationLabel,
      value: <span>{`${siteFacts.town}, ${siteFacts.region}`}</span>,
      note: copy.locationNote,
    },
    {
      label: copy.emailLabel,
      value: (
        <a className={styles.link} href={`mailto:${siteFacts.email}`}>
          {siteFacts.email}
        </a>
      ),
      note: copy.emailNote,
    },
    {
      label: copy.phoneLabel,
      value: (
        <a className={styles.link} href={phoneHref}>
          {siteFacts.phone}
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
