import type { ReactNode } from 'react'
import * as styles from './CtaBanner.css'

export interface CtaBannerProps {
  /** Anchor of the banner; its heading's id derives from it. */
  id: string
  title: ReactNode
  text?: ReactNode
  /** The calls to action, usually `ButtonLink`s. */
  actions: ReactNode
  tone?: keyof typeof styles.box
}

/** A short invitation with its own h2 and one or two calls to action. */
export function CtaBanner({ id, title, text, actions, tone = 'dark' }: CtaBannerProps) {
  const headingId = `${id}-title`
  return (
    <section id={id} aria-labelledby={headingId} className={styles.outer}>
      <div className={styles.box[tone]}>
        <span className={styles.stripe} aria-hidden="true" />
        <div>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {text && <p className={styles.text}>{text}</p>}
        </div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </section>
  )
}
