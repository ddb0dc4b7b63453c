import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { useRef, useState } from 'react'
import { toast } from '../components/Toaster/toastStore'
import { button } from '../components/ui/ButtonLink.css'
import { actionFailure } from './actionFailure'
import { AdminHttpError } from './AdminHttpError'
import { messageSchema, type AdminPost } from '../../engine/index.ts'
import * as adminStyles from './AdminBlogPage.css'
import * as styles from './DeletePostButton.css'
import { fetchAdmin } from './fetchAdmin'
import { sectionTitle } from './focusIfLost'

export interface DeletePostButtonProps {
  post: AdminPost
  /** The id of the element naming the post, for the button's description. */
  describedBy: string
  onDeleted: () => void
  onUnauthorized: () => void
}

/** Deleting the post: whether the dialog is open, whether the deletion runs, and why it failed. */
function usePostDeletion({ post, onDeleted, onUnauthorized }: DeletePostButtonProps) {
  const [open, setOpen] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [failure, setFailure] = useState<string>()
  // Set once the post is in the Corbeille: its row leaves the list, with the button that opened
  // the dialog.
  const deleted = useRef(false)

  async function remove() {
    setDeleting(true)
    setFailure(undefined)
    try {
      const answer = await fetchAdmin(`/${encodeURIComponent(post.id)}`, messageSchema, {
        method: 'DELETE',
      })
      deleted.current = true
      setOpen(false)
      toast({ title: 'Article supprimé', description: answer.message })
      onDeleted()
    } catch (error) {
      setFailure(actionFailure(error, 'La suppression'))
      setOpen(false)
      if (error instanceof AdminHttpError && error.status === 401) onUnauthorized()
    } finally {
      setDeleting(false)
    }
  }
  return { open, setOpen, deleting, failure, remove, deleted }
}

/** The dialog's question, naming the post, then « Annuler » and « Mettre à la corbeille ». */
function DeleteConfirmation({
  title,
  deleting,
  onConfirm,
  onCloseAutoFocus,
}: {
  title: string
  deleting: boolean
  onConfirm: () => void
  onCloseAutoFocus: (event: Event) => void
}) {
  return (
    <AlertDialog.Content className={styles.content} onCloseAutoFocus={onCloseAutoFocus}>
      <AlertDialog.Title className={styles.title}>Supprimer l’article</AlertDialog.Title>
      <AlertDialog.Description>
        Êtes-vous sûr de vouloir supprimer cet article ? « {title} » disparaîtra du blogue, en
        français comme en anglais, avec ses images. Il restera 30 jours dans la Corbeille, d’où vous
        pourrez le restaurer tel quel.
      </AlertDialog.Description>
      <div className={styles.actions}>
        <AlertDialog.Cancel className={button.secondary} disabled={deleting}>
          Annuler
        </AlertDialog.Cancel>
        <button type="button" className={styles.danger} disabled={deleting} onClick={onConfirm}>
          {deleting ? 'Suppression…' : 'Mettre à la corbeille'}
        </button>
      </div>
    </AlertDialog.Content>
  )
}

/** Deletes a post after a confirmation dialog (Radix AlertDialog: focus trap, Escape cancels). */
export function DeletePostButton(props: DeletePostButtonProps) {
  const { open, setOpen, deleting, failure, remove, deleted } = usePostDeletion(props)
  return (
    <div>
      <AlertDialog.Root open={open} onOpenChange={setOpen}>
        <AlertDialog.Trigger className={styles.dangerOutline} aria-describedby={props.describedBy}>
          Supprimer
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={styles.overlay} />
          <DeleteConfirmation
            title={props.post.title}
            deleting={deleting}
            onConfirm={() => void remove()}
            onCloseAutoFocus={(event) => {
              // The focus goes to « Tous les articles », not back to a button about to vanish.
              if (!deleted.current) return
              event.preventDefault()
              sectionTitle('articles')?.focus()
            }}
          />
        </AlertDialog.Portal>
      </AlertDialog.Root>
      {failure && (
        <p className={adminStyles.fieldError} role="alert">
          {failure}
        </p>
      )}
    </div>
  )
}
