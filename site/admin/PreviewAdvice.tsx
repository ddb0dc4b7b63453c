import { useState } from 'react'
import {
  DESCRIPTION_MAX_LENGTH,
  frenchTypography,
  type ImportAdvice,
  messageSchema,
} from '../../engine/index.ts'
import { toast } from '../components/Toaster/toastStore'
import { button } from '../components/ui/ButtonLink.css'
import { actionFailure } from './actionFailure'
import { AdminHttpError } from './AdminHttpError'
import * as styles from './AdminBlogPage.css'
import { fetchAdmin } from './fetchAdmin'
import * as adviceStyles from './ImportAdvice.css'

/** The advice a description set in the admin answers. */
const DESCRIPTION_ADVICE: ReadonlySet<string> = new Set(['long-description', 'missing-description'])

/** The id of the note a piece of advice shows beside its text. */
const adviceNoteId = (prefix: string, index: number) => `${prefix}-conseil-${index}`

/**
 * The preview's HTML with each piece of advice about a block of the text shown right after that
 * block, as a note (role="note") the summary's buttons move to, the block marked beside it. The
 * HTML is the server's, already sanitized; the notes are built with the DOM, so their text is
 * escaped like any text.
 */
export function annotatedHtml(
  html: string,
  advice: readonly { piece: ImportAdvice; index: number }[],
  prefix: string,
): string {
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body
  const blocks = [...body.children]
  for (const { piece, index } of advice) {
    const block = typeof piece.place.at === 'number' ? blocks[piece.place.at] : undefined
    if (block === undefined) continue
    block.classList.add(adviceStyles.concerned)
    const note = body.ownerDocument.createElement('div')
    note.setAttribute('role', 'note')
    note.setAttribute('aria-label', 'Conseil')
    note.lang = 'fr'
    note.id = adviceNoteId(prefix, index)
    note.tabIndex = -1
    note.className = adviceStyles.note
    const label = body.ownerDocument.createElement('span')
    label.className = adviceStyles.noteLabel
    label.textContent = 'Conseil\u00a0: '
    note.append(label, piece.fr)
    // After the notes already placed after this block, in the order of the advice.
    let after: Element = block
    while (after.nextElementSibling?.getAttribute('role') === 'note') {
      after = after.nextElementSibling
    }
    after.after(note)
  }
  return body.innerHTML
}

/** Moves to a note in the text and gives it the focus, so a screen reader reads it. */
function showNote(id: string): void {
  const note = document.getElementById(id)
  note?.scrollIntoView({ block: 'center' })
  note?.focus()
}

/**
 * The advice on the version shown, above its text: each sentence, a button to the note beside
 * the block it concerns, and where a description is asked for, the field to set it.
 */
export function AdviceSummary(props: {
  advice: readonly { piece: ImportAdvice; index: number }[]
  prefix: string
  postId: string
  language: 'fr' | 'en'
  description: string
  onSaved: () => void
  onUnauthorized: () => void
}) {
  const { advice, prefix } = props
  if (advice.length === 0) return null
  const asksDescription = advice.some(({ piece }) => DESCRIPTION_ADVICE.has(piece.code))
  return (
    <section className={adviceStyles.summary} aria-labelledby={`${prefix}-titre`}>
      <h2 id={`${prefix}-titre`} className={adviceStyles.summaryTitle}>
        Conseils avant la mise en ligne ({advice.length})
      </h2>
      <p className={styles.hint}>
        Rien n’est bloqué : ce sont des points que les lecteurs et les moteurs de recherche
        remarqueront. Chaque conseil est aussi affiché à côté du texte qu’il concerne.
      </p>
      <ul className={adviceStyles.list}>
        {advice.map(({ piece, index }) => (
          <li key={index}>
            {piece.fr}{' '}
            {(typeof piece.place.at === 'number' || piece.place.at === 'title') && (
              <button
                type="button"
                className={button.secondary}
                onClick={() => {
                  showNote(adviceNoteId(prefix, index))
                }}
              >
                Voir dans le texte
              </button>
            )}
          </li>
        ))}
      </ul>
      {asksDescription && <DescriptionForm {...props} />}
    </section>
  )
}

/** The note on the title, shown under it. */
export function TitleNotes(props: {
  advice: readonly { piece: ImportAdvice; index: number }[]
  prefix: string
}) {
  return props.advice
    .filter(({ piece }) => piece.place.at === 'title')
    .map(({ piece, index }) => (
      <div
        key={index}
        role="note"
        aria-label="Conseil"
        id={adviceNoteId(props.prefix, index)}
        tabIndex={-1}
        className={adviceStyles.note}
      >
        <span className={adviceStyles.noteLabel}>Conseil : </span>
        {piece.fr}
      </div>
    ))
}

/** A description as the server keeps it: one line, spaces collapsed. */
const oneLine = (text: string) => text.replace(/[^\S\u00a0\u202f]+/g, ' ').trim()

/**
 * The field that sets a version's description (its `excerpt`), saved as one commit by
 * `PATCH /api/blog/:id`, at most {@link DESCRIPTION_MAX_LENGTH} characters as the server checks.
 */
function DescriptionForm(props: {
  prefix: string
  postId: string
  language: 'fr' | 'en'
  description: string
  onSaved: () => void
  onUnauthorized: () => void
}) {
  const { prefix, postId, language, onSaved, onUnauthorized } = props
  const [text, setText] = useState(props.description)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()
  const length = oneLine(text).length
  const tooLong = length > DESCRIPTION_MAX_LENGTH
  const id = `${prefix}-description`

  async function save() {
    setBusy(true)
    setFailure(undefined)
    try {
      const result = await fetchAdmin(`/${encodeURIComponent(postId)}`, messageSchema, {
        method: 'PATCH',
        body: JSON.stringify({ excerpt: oneLine(text), language }),
      })
      toast({ title: 'Description enregistrée', description: frenchTypography(result.message) })
      onSaved()
    } catch (error) {
      setFailure(actionFailure(error, 'L’enregistrement de la description'))
      if (error instanceof AdminHttpError && error.status === 401) onUnauthorized()
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className={adviceStyles.description}
      onSubmit={(event) => {
        event.preventDefault()
        if (length > 0 && !tooLong) void save()
      }}
    >
      <label className={styles.label} htmlFor={id}>
        {language === 'en' ? 'Description de la version anglaise' : 'Description de l’article'}
      </label>
      <p className={styles.hint} id={`${id}-aide`}>
        Ce que montrent les résultats de recherche, la carte de l’article et les fils RSS :
        {` ${DESCRIPTION_MAX_LENGTH}`} caractères au plus. Actuellement {length} caractère
        {length > 1 ? 's' : ''}.
      </p>
      <textarea
        id={id}
        className={styles.input}
        rows={3}
        value={text}
        aria-describedby={`${id}-aide${tooLong || failure ? ` ${id}-erreur` : ''}`}
        aria-invalid={tooLong}
        disabled={busy}
        onChange={(event) => {
          setText(event.target.value)
        }}
      />
      {(tooLong || failure) && (
        <p className={styles.fieldError} id={`${id}-erreur`} role="alert">
          {failure ??
            `La description dépasse de ${length - DESCRIPTION_MAX_LENGTH} caractère${length - DESCRIPTION_MAX_LENGTH > 1 ? 's' : ''} : raccourcissez-la.`}
        </p>
      )}
      <div className={adviceStyles.actions}>
        <button type="submit" className={button.primary} disabled={busy || length === 0 || tooLong}>
          {busy ? 'Enregistrement…' : 'Enregistrer la description'}
        </button>
      </div>
    </form>
  )
}
