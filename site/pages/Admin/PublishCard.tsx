import { useState } from 'react'
import { toast } from '../../components/Toaster/toastStore'
import { button } from '../../components/ui/ButtonLink.css'
import { actionFailure } from './actionFailure'
import { AdminHttpError } from './AdminHttpError'
import { messageSchema } from './adminApiSchemas'
import * as styles from './AdminBlogPage.css'
import { fetchAdmin } from './fetchAdmin'

export interface PublishCardProps {
  onPublished: () => void
  onUnauthorized: () => void
}

/** Publishes now every scheduled post whose date has passed, and says what it did. */
export function PublishCard({ onPublished, onUnauthorized }: PublishCardProps) {
  const [sending, setSending] = useState(false)
  const [message, setMessage] = useState<string>()

  async function publish() {
    setSending(true)
    try {
      const answer = await fetchAdmin('/publish-scheduled', messageSchema, {
        method: 'POST',
      })
      setMessage(answer.message)
      toast({ title: 'Publication terminée', description: answer.message })
      onPublished()
    } catch (error) {
      setMessage(actionFailure(error, 'La publication des articles échus'))
      if (error instanceof AdminHttpError && error.status === 401) onUnauthorized()
    } finally {
      setSending(false)
    }
  }

  return (
    <div className={styles.card}>
      <p>
        Un article programmé paraît sur le site public dès que sa date est passée, à la mise en
        ligne suivante. Ce bouton fait passer tout de suite au statut « Publié » les articles dont
        la date est passée.
      </p>
      <button
        type="button"
        className={button.secondary}
        disabled={sending}
        onClick={() => void publish()}
      >
        {sending ? 'Publication…' : 'Publier les articles échus'}
      </button>
      <p className={styles.status} role="status">
        {message}
      </p>
    </div>
  )
}
