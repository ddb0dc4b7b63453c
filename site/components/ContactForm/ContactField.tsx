import type { UseFormRegisterReturn } from 'react-hook-form'
import * as styles from './ContactForm.css'

export interface ContactFieldProps {
  /** Prefix that keeps ids unique when a page shows two forms. */
  idPrefix: string
  label: string
  registration: UseFormRegisterReturn
  error?: string
  required: boolean
  optionalLabel: string
  input: 'text' | 'email' | 'tel' | 'textarea'
  autoComplete?: string
  /** Spans both columns on wide screens. */
  wide?: boolean
}

/** The id of a field's control; the form uses it to focus the first wrong field. */
export function fieldId(idPrefix: string, name: string): string {
  return `${idPrefix}-${name}`
}

/** One labelled field of the contact form, with its error under it. */
export function ContactField({
  idPrefix,
  label,
  registration,
  error,
  required,
  optionalLabel,
  input,
  autoComplete,
  wide = false,
}: ContactFieldProps) {
  const id = fieldId(idPrefix, registration.name)
  const errorId = `${id}-error`
  const control = {
    ...registration,
    id,
    autoComplete,
    // `required` would start the browser's own bubbles, which speak another language and
    // look different; the form validates itself (noValidate) and says it here.
    'aria-required': required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  }
  return (
    <div className={wide ? styles.fieldWide : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <>
            {' '}
            <span className={styles.asterisk} aria-hidden="true">
              *
            </span>
          </>
        ) : (
          <span className={styles.optional}> ({optionalLabel})</span>
        )}
      </label>
      {input === 'textarea' ? (
        <textarea {...control} rows={4} className={styles.textarea} />
      ) : (
        <input
          {...control}
          type={input}
          inputMode={input === 'tel' ? 'tel' : undefined}
          className={styles.input}
        />
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <span aria-hidden="true" className={styles.errorMark}>
            !
          </span>
          {error}
        </p>
      )}
    </div>
  )
}
