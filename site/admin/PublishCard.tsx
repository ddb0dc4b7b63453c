import { useState } from 'react'
import { toast } from '../components/Toaster/toastStore'
import { button } from '../components/ui/ButtonLink.css'
import { z } from '../../engine/index.ts'
import { actionFailure } from './actionFailure'
import { AdminHttpError } from './AdminHttpError'
import * as styles from './AdminBlogPage.css'
import { FailureAlert } from './FailureAlert'
import { fetchAdmin } from './fetchAdmin'
import * as uploadStyles from './UploadCard.css'

const publishedSchema = z.object({ message: z.string(), published: z.array(z.unknown()) })

/** « Publication terminée » with how many posts went out, or that none was due. */
function publishedToast(count: number): { title: string; description: string } {
  if (count === 0) {
    return {
      title: 'Aucun article à publier',
      description: 'Aucun article programmé n’a sa date passée : rien n’a changé sur le site.',
    }
  }
  const plural = count > 1 ? 's' : ''
  return {
    title: `Publication terminée : ${count} article${plural} publié${plural}`,
    description: 'Le site les montrera dès sa prochaine reconstruction.',
  }
}

export interface PublishCardProps {
  onPublished: () => void
  onUnauthorized: () => void
}

/** Publishes now every scheduled post whose date has passed, and says what it did. */
export function PublishCard({ onPublished, onUnauthorized }: PublishCardProps) {
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string>()

  async function publish() {
    setSending(true)
    try {
      const answer = await fetchAdmin('/publish-scheduled', publishedSchema, {
        method: 'POST',
      })
      setFailure(undefined)
      toast(publishedToast(answer.published.length))
      onPublished()
    } catch (error) {
      setFailure(actionFailure(error, 'La publication des articles échus'))
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
      {failure && <FailureAlert className={uploadStyles.failure}>{failure}</FailureAlert>}
    </div>
  )
}
