import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { useState } from 'react'
import {
  type AdminPost,
  frenchTypography,
  QUEBEC_TIME,
  torontoWallClock,
  z,
} from '../../engine/index.ts'
import { toast } from '../components/Toaster/toastStore'
import { button } from '../components/ui/ButtonLink.css'
import { actionFailure } from './actionFailure'
import { AdminHttpError } from './AdminHttpError'
import * as styles from './AdminBlogPage.css'
import * as dialogStyles from './DeletePostButton.css'
import { DateTimeField } from './DateTimeField'
import { FailureAlert } from './FailureAlert'
import { focusIfLost } from './focusIfLost'
import { fetchAdmin } from './fetchAdmin'

const changeAnswerSchema = z.object({ message: z.string(), offSlot: z.optional(z.string()) })

export interface PostActionsProps {
  post: AdminPost
  describedBy: string
  onChanged: () => void
  onUnauthorized: () => void
}

type ChangePost = (body: Record<string, string>, action: string) => Promise<void>

/** One PATCH on the post, with the busy flag, the open confirmation and the answer it leaves. */
function usePostChange({ post, describedBy, onChanged, onUnauthorized }: PostActionsProps) {
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [answer, setAnswer] = useState<{ text: string }>()

  const change: ChangePost = async (body, action) => {
    setBusy(true)
    setAnswer(undefined)
    try {
      const result = await fetchAdmin(`/${encodeURIComponent(post.id)}`, changeAnswerSchema, {
        method: 'PATCH',
        body: JSON.stringify(body),
      })
      // The toast says it once; the row keeps only a failure.
      toast({ title: 'Modification enregistrée', description: frenchTypography(result.message) })
      onChanged()
    } catch (error) {
      setAnswer({ text: actionFailure(error, action) })
      if (error instanceof AdminHttpError && error.status === 401) onUnauthorized()
    } finally {
      setBusy(false)
      setConfirming(false)
      // The button pressed was disabled meanwhile, or is gone (« Publier maintenant » once
      // published): the row's title takes the focus; a failure's alert takes it from there.
      focusIfLost(document.getElementById(describedBy))
    }
  }
  return { busy, confirming, setConfirming, answer, change }
}

interface RescheduleFormProps {
  date: string
  onDateChange: (date: string) => void
  busy: boolean
  describedBy: string
  change: ChangePost
}

/** A row's new date (Québec time) and its "publish now" button, for a post not yet published. */
function RescheduleForm({ date, onDateChange, busy, describedBy, change }: RescheduleFormProps) {
  return (
    <form
      className={styles.actions}
      onSubmit={(event) => {
        event.preventDefault()
        if (date) void change({ scheduledDate: date }, 'Le changement de date')
      }}
    >
      {/* Folded until asked for: twelve open date fields made the admin 20,000 px tall on a phone. */}
      <details className={styles.disclosure}>
        <summary className={styles.summary}>Changer la date</summary>
        <div className={styles.actions}>
          <DateTimeField
            legend={`Nouvelle date (${QUEBEC_TIME.fr})`}
            value={date}
            onChange={onDateChange}
            disabled={busy}
            describedBy={describedBy}
          />
          <button type="submit" className={button.secondary} disabled={busy || date === ''}>
            Déplacer
          </button>
        </div>
      </details>
      <button
        type="button"
        className={button.secondary}
        disabled={busy}
        aria-describedby={describedBy}
        onClick={() => void change({ status: 'published' }, 'La publication')}
      >
        Publier maintenant
      </button>
    </form>
  )
}

interface BackToDraftDialogProps {
  post: AdminPost
  confirming: boolean
  onConfirmingChange: (open: boolean) => void
  busy: boolean
  describedBy: string
  change: ChangePost
}

/** "Back to draft" asks first, saying what the post loses: its public page or its slot. */
function BackToDraftDialog(props: BackToDraftDialogProps) {
  const { post, busy, describedBy, change } = props
  return (
    <AlertDialog.Root open={props.confirming} onOpenChange={props.onConfirmingChange}>
      <AlertDialog.Trigger
        className={button.secondary}
        disabled={busy}
        aria-describedby={describedBy}
      >
        Remettre en brouillon
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogStyles.overlay} />
        <AlertDialog.Content className={dialogStyles.content}>
          <AlertDialog.Title className={dialogStyles.title}>
            Remettre en brouillon
          </AlertDialog.Title>
          <AlertDialog.Description>
            {post.status === 'published'
              ? `« ${post.title} » sera retiré du site public ; vous pourrez le publier de nouveau plus tard.`
              : `« ${post.title} » perdra son créneau, qui redeviendra libre.`}
          </AlertDialog.Description>
          <div className={dialogStyles.actions}>
            <AlertDialog.Cancel className={button.secondary}>Annuler</AlertDialog.Cancel>
            <button
              type="button"
              className={dialogStyles.danger}
              disabled={busy}
              onClick={() => void change({ status: 'draft' }, 'Le retour en brouillon')}
            >
              Remettre en brouillon
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}

/**
 * Reschedule, publish now, back to draft: one PATCH each; the answer stays under the row. An
 * English article without its French version can be neither dated nor published (the server
 * refuses, changePost.ts): the row says when it can be instead of offering buttons that fail.
 */
export function PostActions(props: PostActionsProps) {
  const { post, describedBy } = props
  // The date lives here, not in the form, so it survives the form leaving and coming back. It
  // starts at the post's own date, so a move of an hour or a day is one small change.
  const [date, setDate] = useState(() =>
    post.scheduledDate ? torontoWallClock(new Date(post.scheduledDate)) : '',
  )
  const { busy, confirming, setConfirming, answer, change } = usePostChange(props)
  return (
    <div className={styles.actions}>
      {post.englishOnly && (
        <p className={styles.hint}>
          Il pourra être programmé ou publié une fois sa version française importée.
        </p>
      )}
      {!post.englishOnly && post.status !== 'published' && (
        <RescheduleForm
          date={date}
          onDateChange={setDate}
          busy={busy}
          describedBy={describedBy}
          change={change}
        />
      )}
      {post.status !== 'draft' && (
        <BackToDraftDialog
          post={post}
          confirming={confirming}
          onConfirmingChange={setConfirming}
          busy={busy}
          describedBy={describedBy}
          change={change}
        />
      )}
      {answer && <FailureAlert className={styles.fieldError}>{answer.text}</FailureAlert>}
    </div>
  )
}
