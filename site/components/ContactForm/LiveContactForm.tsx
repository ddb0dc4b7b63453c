import { zodResolver } from '@hookform/resolvers/zod'
import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { type RefObject, use, useEffect, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { type FieldErrors, useForm, type UseFormRegister } from 'react-hook-form'
import { useLocale } from '../../i18n/LocaleContext'
import type { Locale } from '../../../engine/index.ts'
import { contactMail, type ComposedMail } from '../../mail/contactMail'
import { openMailClient } from '../../mail/openMailClient'
import { loadToaster } from '../Toaster/DeferredToaster'
import { toast } from '../Toaster/toastStore'
import { Section } from '../ui/Section'
import { ContactConfirmation } from './ContactConfirmation'
import { ContactField, fieldId } from './ContactField'
import * as styles from './ContactForm.css'
import { contactFormI18n } from './contactFormI18n'
import {
  type ContactFormMessages,
  contactFormMessages,
  contactValidationMessages,
} from './contactFormMessages'
import { FormControls } from '../ui/FormControls'
import {
  contactSchema,
  type ContactFormValues,
  type ContactRequest,
  type ContactType,
} from './contactSchema'
import { contactSectionId, markLive, takePendingSubmit } from './deferredForm'
import { type ContactFieldName, contactFields } from './contactTypes'

export interface LiveContactFormProps {
  /** Where the request comes from; written in the message. Defaults to 'general'. */
  type?: ContactType
  /** The section's heading; defaults to 'Appelez-moi' ('Call me' on English pages). */
  title?: string
  description?: string
  /** Anchor of the section, for links such as `#formulaire-contact`. */
  id?: string
}

export type ContactFormProps = LiveContactFormProps

/** The lifecycle of the spec (section 4): idle, then submitting, then submitted. */
export type ContactFormStatus = 'idle' | 'submitting' | 'submitted'

/** One submission; the count gives each confirmation its own key, so it is read out anew. */
interface Submission {
  mail: ComposedMail
  locale: Locale
  count: number
}

const emptyValues = Object.fromEntries(contactFields.map((name) => [name, ''])) as Record<
  ContactFieldName,
  ''
>

/** react-hook-form set up for the contact request: checked on submit, then on every change. */
function useContactRequestForm(type: ContactType, schema: ReturnType<typeof contactSchema>) {
  return useForm<ContactFormValues, unknown, ContactRequest>({
    resolver: zodResolver(schema),
    // No default for the fields: on a pre-rendered page, the code arrives once the visitor has
    // started typing, and the form takes over what the fields already hold.
    defaultValues: { type },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The form moves focus itself, once (onInvalid below). react-hook-form's own focus runs a
    // second time after a timer: by then a fast typist may have fixed the first field and
    // moved on, and focus would jump under their fingers.
    shouldFocusError: false,
  })
}

/**
 * React Router keeps this component when the language switch goes from /contact to
 * /contact-en: what the visitor typed stays, and the messages on screen follow the language.
 */
function useMessagesFollowLocale(locale: Locale, hasErrors: boolean, trigger: () => unknown) {
  const messagesLocale = useRef(locale)
  useEffect(() => {
    if (messagesLocale.current === locale) return
    messagesLocale.current = locale
    if (hasErrors) void trigger()
  }, [locale, hasErrors, trigger])
}

/** Marks the section live; a submit that came before the code did is made again. */
function useReplayPendingSubmit(sectionId: string, formRef: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const unmark = markLive(sectionId)
    // A submit that came before the code did is made again, now that it can be checked.
    if (takePendingSubmit(sectionId)) formRef.current?.requestSubmit()
    return unmark
  }, [sectionId, formRef])
}

interface ContactFormFieldsProps {
  copy: ContactFormMessages
  idPrefix: string
  register: UseFormRegister<ContactFormValues>
  errors: FieldErrors<ContactFormValues>
  isSubmitting: boolean
}

/** The form's content: the required-fields note, the six fields, the privacy note, the button. */
function ContactFormFields(props: ContactFormFieldsProps) {
  const { copy, idPrefix, register, errors, isSubmitting } = props
  const field = (name: ContactFieldName) => ({
    idPrefix,
    label: copy.labels[name],
    registration: register(name),
    error: errors[name]?.message,
    required: name !== 'company',
    optionalLabel: copy.optionalLabel,
  })
  return (
    <FormControls>
      <p className={styles.note}>{copy.requiredNote}</p>
      <div className={styles.grid}>
        <ContactField {...field('firstName')} input="text" autoComplete="given-name" />
        <ContactField {...field('lastName')} input="text" autoComplete="family-name" />
        <ContactField {...field('email')} input="email" autoComplete="email" />
        <ContactField {...field('phone')} input="tel" autoComplete="tel" />
        <ContactField {...field('company')} input="text" autoComplete="organization" wide />
        <ContactField {...field('message')} input="textarea" wide />
      </div>
      <p className={styles.note}>{copy.privacyNote}</p>
      <button type="submit" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? copy.submitting : copy.submit}
      </button>
    </FormControls>
  )
}

/**
 * A valid submit composes the mail, shows it in a confirmation that takes the focus, opens the
 * visitor's mail client and empties the form.
 */
function useMailOnValidSubmit(
  type: ContactType,
  locale: Locale,
  i18n: I18n,
  reset: (values: ContactFormValues) => void,
) {
  const copy = contactFormMessages(i18n)
  const confirmationRef = useRef<HTMLDivElement>(null)
  const [submission, setSubmission] = useState<Submission>()
  const onValid = (request: ContactRequest) => {
    // The page decides the type, even if it changed since the form was first shown.
    const mail = contactMail({ ...request, type }, i18n)
    // The confirmation is rendered before the mail client opens, so a visitor whose browser
    // has no mail client still sees the message and the address.
    flushSync(() => {
      setSubmission((previous) => ({ mail, locale, count: (previous?.count ?? 0) + 1 }))
    })
    confirmationRef.current?.focus()
    openMailClient(mail.href)
    toast({ title: copy.toastTitle, description: copy.toastDescription })
    reset({ ...emptyValues, type })
  }
  return { submission, confirmationRef, onValid }
}

/** Where the form stands in the spec's lifecycle (section 4), for its `data-state`. */
function formStatus(isSubmitting: boolean, submitted: boolean): ContactFormStatus {
  if (isSubmitting) return 'submitting'
  return submitted ? 'submitted' : 'idle'
}

type InvalidFields = Partial<Record<keyof ContactFormValues, unknown>>

/** Moves the focus to the first wrong field, in the order the fields are shown. */
function focusFirstInvalid(idPrefix: string, invalid: InvalidFields): void {
  // In the order they are shown: a failed submit focuses the first one wrong.
  const first = contactFields.find((name) => invalid[name])
  // Focused here and now: validation ends in the same task as the submit, before the next
  // key press. (react-hook-form's setFocus waits for a timer, which a typist can outrun.)
  if (first) document.getElementById(fieldId(idPrefix, first))?.focus()
}

/**
 * The form's state and its submit: checked by the language's schema, messages that follow the
 * language, a submit made before the code came, and the mail a valid submit composes. `i18n`
 * holds the form's strings in the page's language.
 */
function useLiveContactForm(type: ContactType, locale: Locale, i18n: I18n, sectionId: string) {
  const copy = contactFormMessages(i18n)
  const schema = useMemo(() => contactSchema(contactValidationMessages(i18n)), [i18n])
  // The fields' ids come from the section's anchor, not from React's useId: on a page without
  // the app the form is an island, whose ids React would number differently from the page's.
  const idPrefix = sectionId
  const formRef = useRef<HTMLFormElement>(null)

  const { register, handleSubmit, reset, trigger, formState } = useContactRequestForm(type, schema)
  const { errors, isSubmitting } = formState
  useMessagesFollowLocale(locale, Object.keys(errors).length > 0, trigger)
  useReplayPendingSubmit(sectionId, formRef)
  const { submission, confirmationRef, onValid } = useMailOnValidSubmit(type, locale, i18n, reset)

  const shownSubmission = submission?.locale === locale ? submission : undefined
  const onInvalid = (invalid: InvalidFields) => {
    focusFirstInvalid(idPrefix, invalid)
  }
  const fieldProps: ContactFormFieldsProps = { copy, idPrefix, register, errors, isSubmitting }
  return {
    copy,
    formRef,
    fieldProps,
    shownSubmission,
    confirmationRef,
    status: formStatus(isSubmitting, shownSubmission !== undefined),
    onSubmit: handleSubmit(onValid, onInvalid),
  }
}

/**
 * The contact block that ends every selling page: its own section (h2), so place it directly
 * in the page. Nothing is sent to a server: a valid submit opens the visitor's mail client with
 * a message to the consultant, then shows that message again with a way to copy it.
 * Pages show it through `ContactForm`, which loads this code at the visitor's first touch.
 */
export function LiveContactForm({
  type = 'general',
  title,
  description,
  id,
}: LiveContactFormProps) {
  const locale = useLocale()
  // The form's strings in the page's language: loaded as its code was, or now after a navigation
  // to the other language.
  const i18n = use(contactFormI18n(useLingui().i18n))
  const sectionId = contactSectionId(id, locale)
  const { copy, formRef, fieldProps, shownSubmission, confirmationRef, status, onSubmit } =
    useLiveContactForm(type, locale, i18n, sectionId)

  return (
    <Section
      id={sectionId}
      title={title ?? copy.defaultTitle}
      lead={description ? <p>{description}</p> : undefined}
      tone="sunken"
    >
      <div className={styles.block}>
        {shownSubmission && (
          <ContactConfirmation
            key={shownSubmission.count}
            ref={confirmationRef}
            mail={shownSubmission.mail}
            copy={copy}
          />
        )}
        <form
          ref={formRef}
          className={styles.form}
          noValidate
          data-state={status}
          // A submit shows a notification: its code loads while the visitor fills the form.
          onFocus={() => void loadToaster()}
          onSubmit={(event) => void onSubmit(event)}
        >
          <ContactFormFields {...fieldProps} />
        </form>
      </div>
    </Section>
  )
}
