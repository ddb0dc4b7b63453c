import { useId, type Ref } from 'react'
import type { ComposedMail } from '../../mail/contactMail'
import { CopyButton } from '../ui/CopyButton'
import type { ContactFormMessages } from './contactFormMessages'
import * as styles from './ContactForm.css'

export interface ContactConfirmationProps {
  ref?: Ref<HTMLDivElement>
  mail: ComposedMail
  copy: ContactFormMessages
}

/**
 * Shown after a valid submit. The mail client may not open (none installed, webmail only),
 * so the message can be opened again, read, and copied with the address.
 */
export function ContactConfirmation({ ref, mail, copy }: ContactConfirmationProps) {
  const titleId = useId()
  const text = copy.confirmation
  const fullMessage = `${mail.subject}\n\n${mail.body}`
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="region"
      aria-labelledby={titleId}
      className={styles.confirmation}
    >
      <h3 id={titleId} className={styles.confirmationTitle}>
        <span aria-hidden="true" className={styles.confirmationMark}>
          ✓
        </span>
        {text.title}
      </h3>
      <p>{text.text}</p>
      <p>
        <a href={mail.href} className={styles.reopen}>
          {text.reopen}
        </a>
      </p>
      <p>{text.fallback}</p>
      <p className={styles.address}>{mail.to}</p>
      <div className={styles.copyRow}>
        <CopyButton
          text={mail.to}
          label={copy.copy.address}
          hint={copy.copy.addressHint}
          doneLabel={copy.copy.addressDone}
          failedLabel={copy.copy.failed}
        />
        <CopyButton
          text={fullMessage}
          label={copy.copy.message}
          hint={copy.copy.messageHint}
          doneLabel={copy.copy.messageDone}
          failedLabel={copy.copy.failed}
        />
      </div>
      <details className={styles.preview}>
        <summary className={styles.previewSummary}>{text.showMessage}</summary>
        <p className={styles.previewSubject}>{mail.subject}</p>
        <p className={styles.previewBody}>{mail.body}</p>
      </details>
    </div>
  )
}
