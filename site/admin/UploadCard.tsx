import { useId, useRef, useState, type RefObject, type SubmitEvent } from 'react'
import {
  DOCUMENT_TOO_LARGE,
  MAX_DOCUMENT_BYTES,
  parseStartDate,
  publicationSlots,
  QUEBEC_TIME,
} from '../../engine/index.ts'
import { toast } from '../components/Toaster/toastStore'
import { button } from '../components/ui/ButtonLink.css'
import { actionFailure } from './actionFailure'
import { AdminHttpError } from './AdminHttpError'
import * as styles from './AdminBlogPage.css'
import * as uploadStyles from './UploadCard.css'
import { uploadDocument } from './uploadDocument'
import { UploadResultPanel, type UploadOutcome } from './UploadResultPanel'
import { FormControls } from '../components/ui/FormControls'
import { DateTimeField } from './DateTimeField'
import { FileDropZone } from './FileDropZone'

/**
 * Whether the chosen start date is in the past, read by the blog's own date parser. A date it
 * refuses is left to the server, whose answer says why.
 */
function isPastStartDate(text: string): boolean {
  if (text === '') return false
  try {
    return parseStartDate(text, { now: new Date(), allowPast: true }).past
  } catch {
    return false
  }
}

/** Below this size an upload is over before a bar could say anything. */
const PROGRESS_FROM_BYTES = 512 * 1024

const ACCEPTED =
  '.doc,.docx,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document'

export interface UploadCardProps {
  /** After an upload that changed the blog: refresh the list. */
  onUploaded: () => void
  /** The API refused the session (ended, or the passphrase changed). */
  onUnauthorized: () => void
}

/** The chosen start date; a new date asks again for the confirmation a past one needs. */
function useStartDate() {
  const [startDate, setStartDate] = useState('')
  const [pastConfirmed, setPastConfirmed] = useState(false)
  function onStartDate(value: string) {
    setStartDate(value)
    setPastConfirmed(false)
  }
  const past = isPastStartDate(startDate)
  return { startDate, past, pastConfirmed, onStartDate, onPastConfirmed: setPastConfirmed }
}

interface UploadChoices {
  startDate: string
  past: boolean
  pastConfirmed: boolean
  replaceExisting: boolean
  asDraft: boolean
  /** The consultant answered yes to replacing posts already published. */
  replacePublished?: boolean
  /** What the consultant chose for articles in English without a French version. */
  englishOnly?: 'draft' | 'skip'
}

/** Sending a document: the busy flag, the progress a large file shows, and the outcome. */
function useDocumentUpload(
  { onUploaded, onUnauthorized }: UploadCardProps,
  inputRef: RefObject<HTMLInputElement | null>,
  setFile: (file: File | undefined) => void,
) {
  const [sending, setSending] = useState(false)
  const [progress, setProgress] = useState<number>()
  const [outcome, setOutcome] = useState<UploadOutcome>()

  async function send(file: File, choices: UploadChoices) {
    const { startDate, past, pastConfirmed, replaceExisting, asDraft, replacePublished } = choices
    const { englishOnly } = choices
    if (file.size > MAX_DOCUMENT_BYTES) {
      setOutcome({
        kind: 'failed',
        message: `${DOCUMENT_TOO_LARGE.fr.slice(0, -1)}, puis téléversez-le de nouveau.`,
      })
      return
    }
    setOutcome(undefined)
    setSending(true)
    setProgress(file.size >= PROGRESS_FROM_BYTES ? 0 : undefined)
    try {
      const answer = await uploadDocument({
        document: file,
        ...(startDate && !asDraft ? { startDate } : {}),
        mode: replaceExisting ? 'update' : 'new',
        asDraft,
        ...(past && pastConfirmed && !asDraft ? { allowPast: true } : {}),
        ...(replacePublished ? { replacePublished } : {}),
        ...(englishOnly ? { englishOnly } : {}),
        onProgress: (fraction) => {
          if (file.size >= PROGRESS_FROM_BYTES) setProgress(Math.round(fraction * 100))
        },
      })
      if (answer.kind === 'english') {
        // Nothing was written: the card asks, and either answer sends the same file again.
        setOutcome({
          kind: 'english',
          question: answer.question,
          onDraft: () => void send(file, { ...choices, englishOnly: 'draft' }),
          onSkip: () => void send(file, { ...choices, englishOnly: 'skip' }),
          onCancel: () => {
            setOutcome(undefined)
          },
        })
        return
      }
      if (answer.kind === 'confirm') {
        // Nothing was written: the card asks, and a yes sends the same file again.
        setOutcome({
          kind: 'confirm',
          question: answer.question,
          onConfirm: () => void send(file, { ...choices, replacePublished: true }),
          onCancel: () => {
            setOutcome(undefined)
          },
        })
        return
      }
      setOutcome(answer)
      setFile(undefined)
      if (inputRef.current) inputRef.current.value = ''
      // The panel below holds the message and each article: the toast only says it is done.
      toast({ title: 'Document importé' })
      onUploaded()
    } catch (error) {
      setOutcome({ kind: 'failed', message: actionFailure(error, 'Le téléversement') })
      if (error instanceof AdminHttpError && error.status === 401) onUnauthorized()
    } finally {
      setSending(false)
      setProgress(undefined)
    }
  }
  return { sending, progress, outcome, send }
}

/** Sends a Word document, shows its progress, then the scheduled posts and the warnings. */
export function UploadCard(props: UploadCardProps) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File>()
  const start = useStartDate()
  const { startDate, past, pastConfirmed } = start
  const [replaceExisting, setReplaceExisting] = useState(true)
  const [asDraft, setAsDraft] = useState(false)
  const upload = useDocumentUpload(props, inputRef, setFile)
  const { sending } = upload
  const waitsForPastConfirmation = past && !pastConfirmed && !asDraft

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!file || waitsForPastConfirmation) return
    void upload.send(file, { startDate, past, pastConfirmed, replaceExisting, asDraft })
  }

  return (
    <form className={styles.card} onSubmit={submit} noValidate>
      <FormControls>
        <DocumentField id={id} inputRef={inputRef} file={file} sending={sending} onFile={setFile} />
        <StartDateField {...start} disabled={sending} asDraft={asDraft} />
        <ImportChoices
          replaceExisting={replaceExisting}
          asDraft={asDraft}
          disabled={sending}
          onReplaceExisting={setReplaceExisting}
          onAsDraft={setAsDraft}
        />

        <UploadSending
          id={id}
          ready={file !== undefined && !waitsForPastConfirmation}
          asDraft={asDraft}
          upload={upload}
          onUnauthorized={props.onUnauthorized}
        />
      </FormControls>
    </form>
  )
}

/** The send button, then the sending's progress and its outcome, announced politely. */
function UploadSending(props: {
  id: string
  ready: boolean
  asDraft: boolean
  upload: Pick<ReturnType<typeof useDocumentUpload>, 'sending' | 'progress' | 'outcome'>
  onUnauthorized: () => void
}) {
  const { id, ready, asDraft } = props
  const { sending, progress, outcome } = props.upload
  return (
    <>
      <button type="submit" className={button.primary} disabled={!ready || sending}>
        {sending
          ? 'Traitement…'
          : asDraft
            ? 'Téléverser comme brouillons'
            : 'Téléverser et programmer'}
      </button>

      {progress !== undefined && <UploadProgress id={id} progress={progress} />}

      <div aria-live="polite">
        {outcome && <UploadResultPanel outcome={outcome} onUnauthorized={props.onUnauthorized} />}
      </div>
    </>
  )
}

/** The document's field: our own file zone, which also takes a dropped file. */
function DocumentField(props: {
  id: string
  inputRef: RefObject<HTMLInputElement | null>
  file: File | undefined
  sending: boolean
  onFile: (file: File | undefined) => void
}) {
  const { id, inputRef, file, sending, onFile } = props
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${id}-document`}>
        Document Word
      </label>
      <p className={styles.hint} id={`${id}-rule`}>
        Chaque article doit commencer par un titre de style « Titre 1 » placé sur une nouvelle page.
        Un titre 1 qui commence par [EN] introduit la version anglaise de l’article qui le précède.
      </p>
      <FileDropZone
        inputId={`${id}-document`}
        inputRef={inputRef}
        name="document"
        accept={ACCEPTED}
        disabled={sending}
        instructions="Glissez le fichier ici ou choisissez-le (.docx, 20 Mo au plus)."
        describedBy={`${id}-rule`}
        chosen={file}
        onFile={onFile}
      />
    </div>
  )
}

/** The optional start date, and the confirmation a past date needs. */
function StartDateField(props: {
  startDate: string
  past: boolean
  pastConfirmed: boolean
  disabled: boolean
  asDraft: boolean
  onStartDate: (value: string) => void
  onPastConfirmed: (confirmed: boolean) => void
}) {
  const { startDate, past, pastConfirmed, disabled, asDraft, onStartDate, onPastConfirmed } = props
  return (
    <div className={styles.field}>
      <DateTimeField
        legend="Date de début (facultative)"
        legendClassName={styles.label}
        value={startDate}
        onChange={onStartDate}
        disabled={disabled || asDraft}
        hint={
          <>
            À l’{QUEBEC_TIME.fr}. Laissée vide, la programmation commence maintenant : les articles
            prennent, dans l’ordre du document, les prochains créneaux libres{' '}
            {publicationSlots({ each: 'du', join: 'and' })}.
          </>
        }
      />
      {past && (
        <label className={styles.hint}>
          <input
            type="checkbox"
            name="allowPast"
            checked={pastConfirmed}
            disabled={disabled}
            onChange={(event) => {
              onPastConfirmed(event.target.checked)
            }}
          />{' '}
          Cette date est déjà passée. Je confirme : les articles programmés avant maintenant seront
          mis en ligne dès la prochaine publication du site.
        </label>
      )}
    </div>
  )
}

/** What to do with an article already imported, and whether new ones start as drafts. */
function ImportChoices(props: {
  replaceExisting: boolean
  asDraft: boolean
  disabled: boolean
  onReplaceExisting: (replace: boolean) => void
  onAsDraft: (asDraft: boolean) => void
}) {
  const { replaceExisting, asDraft, disabled, onReplaceExisting, onAsDraft } = props
  return (
    <fieldset className={uploadStyles.choices}>
      <legend className={styles.label}>Article déjà importé</legend>
      <label className={uploadStyles.choice}>
        <input
          type="radio"
          name="mode"
          checked={replaceExisting}
          disabled={disabled}
          onChange={() => {
            onReplaceExisting(true)
          }}
        />
        Remplacer son texte et ses images (sa date et son adresse sont conservées)
      </label>
      <label className={uploadStyles.choice}>
        <input
          type="radio"
          name="mode"
          checked={!replaceExisting}
          disabled={disabled}
          onChange={() => {
            onReplaceExisting(false)
          }}
        />
        L’importer comme un nouvel article, sur un nouveau créneau
      </label>
      <label className={uploadStyles.choice}>
        <input
          type="checkbox"
          name="draft"
          checked={asDraft}
          disabled={disabled}
          onChange={(event) => {
            onAsDraft(event.target.checked)
          }}
        />
        Enregistrer les nouveaux articles comme brouillons (sans créneau)
      </label>
    </fieldset>
  )
}

/** The sending's progress, then the conversion's wait. */
function UploadProgress({ id, progress }: { id: string; progress: number }) {
  return (
    <div className={uploadStyles.progress}>
      <label className={styles.hint} htmlFor={`${id}-progress`}>
        {progress < 100
          ? `Envoi du fichier : ${progress} %`
          : 'Fichier envoyé, conversion des articles en cours…'}
      </label>
      <progress
        id={`${id}-progress`}
        className={uploadStyles.progressBar}
        max={100}
        value={progress}
      />
    </div>
  )
}
