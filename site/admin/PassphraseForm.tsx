import { type RefObject, useId, useRef, useState, type SubmitEvent } from 'react'
import { button } from '../components/ui/ButtonLink.css'
import { AdminHttpError } from './AdminHttpError'
import * as styles from './AdminBlogPage.css'
import { openSession } from './fetchAdmin'
import { focusIfLost } from './focusIfLost'
import { FormControls } from '../components/ui/FormControls'

export interface PassphraseFormProps {
  /** Why the passphrase is asked again (a 401 during the session). */
  notice?: string | undefined
}

/** The server's reason when it answered, else that it could not be reached. */
function refusalMessage(failure: unknown): string {
  return failure instanceof AdminHttpError
    ? (failure.serverError ?? failure.message)
    : 'Le serveur ne répond pas. Vérifiez votre connexion, puis réessayez.'
}

/**
 * The passphrase typed, and its exchange for a session token: the passphrase lives in this form's
 * memory only, and is sent once.
 */
function usePassphraseCheck(field: RefObject<HTMLInputElement | null>) {
  const [passphrase, setPassphrase] = useState('')
  const [error, setError] = useState<string>()
  const [checking, setChecking] = useState(false)

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    const given = passphrase.trim()
    if (given === '') {
      setError('Saisissez la phrase de passe d’administration.')
      return
    }
    setChecking(true)
    setError(undefined)
    try {
      await openSession(given)
      setPassphrase('')
    } catch (failure) {
      setError(refusalMessage(failure))
      setChecking(false)
      // The button was disabled while the passphrase was checked: the field takes the focus, to
      // be typed again.
      focusIfLost(field.current)
    }
  }
  return { passphrase, setPassphrase, error, checking, submit }
}

/**
 * Asks for the admin passphrase and exchanges it for a session token, so a wrong one is refused
 * here and never reaches a write, and the passphrase itself is kept nowhere.
 */
export function PassphraseForm({ notice }: PassphraseFormProps) {
  const id = useId()
  const field = useRef<HTMLInputElement>(null)
  const { passphrase, setPassphrase, error, checking, submit } = usePassphraseCheck(field)
  // A phrase of many words is easier to type, on a phone above all, when it can be seen.
  const [shown, setShown] = useState(false)

  return (
    <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate>
      <FormControls>
        {notice && (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        )}
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-passphrase`}>
            Phrase de passe d’administration
          </label>
          <p className={styles.hint} id={`${id}-hint`}>
            Elle est demandée une fois, puis jamais gardée : la session qu’elle ouvre se ferme après
            une heure sans activité ou à la fermeture du navigateur.
          </p>
          <input
            ref={field}
            id={`${id}-passphrase`}
            className={styles.input}
            type={shown ? 'text' : 'password'}
            name="passphrase"
            autoComplete="current-password"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            value={passphrase}
            onChange={(event) => {
              setPassphrase(event.target.value)
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          />
          {error && (
            <p className={styles.fieldError} id={`${id}-error`} role="alert">
              {error}
            </p>
          )}
          <label className={styles.toggle}>
            <input
              type="checkbox"
              checked={shown}
              onChange={(event) => {
                setShown(event.target.checked)
              }}
            />
            Afficher la phrase de passe
          </label>
        </div>
        <button type="submit" className={button.primary} disabled={checking}>
          {checking ? 'Vérification…' : 'Accéder à l’administration'}
        </button>
      </FormControls>
    </form>
  )
}
