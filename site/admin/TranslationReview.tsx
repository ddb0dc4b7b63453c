import { useState } from 'react'
import { type AdminPost, frenchDateTime, frenchTypography, z } from '../../engine/index.ts'
import { toast } from '../components/Toaster/toastStore'
import { button } from '../components/ui/ButtonLink.css'
import { actionFailure } from './actionFailure'
import { AdminHttpError } from './AdminHttpError'
import * as adminStyles from './AdminBlogPage.css'
import { FailureAlert } from './FailureAlert'
import { fetchAdmin } from './fetchAdmin'
import * as styles from './TranslationReview.css'

const reviewedAnswerSchema = z.object({ message: z.string() })

type Review = NonNullable<AdminPost['review']>

/** The language to review, and the other one, whose text changed. */
const LANGUAGE_WORDS = {
  en: { name: 'anglais', version: 'La version anglaise', changed: 'français', tag: 'fr' },
  fr: { name: 'français', version: 'La version française', changed: 'anglais', tag: 'en' },
} as const

/** « À revoir (anglais) »: a post one of whose languages an import left behind. */
export function ReviewBadge({ review }: { review: Review }) {
  return <span className={styles.badge}>À revoir ({LANGUAGE_WORDS[review.language].name})</span>
}

interface TranslationReviewNoteProps {
  post: AdminPost
  describedBy: string
  onChanged: () => void
  onUnauthorized: () => void
}

/**
 * What changed in the other language, folded (a dozen open passages would make a phone's list
 * twice as tall), and « Marquer comme revue ». The passage is the post's text, shown as text.
 */
export function TranslationReviewNote(props: TranslationReviewNoteProps) {
  const { post, describedBy, onChanged, onUnauthorized } = props
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()
  const { review } = post
  if (!review) return null
  const words = LANGUAGE_WORDS[review.language]

  async function markReviewed() {
    setBusy(true)
    setFailure(undefined)
    try {
      const result = await fetchAdmin(
        `/${encodeURIComponent(post.id)}/reviewed`,
        reviewedAnswerSchema,
        { method: 'POST' },
      )
      toast({ title: 'Traduction revue', description: frenchTypography(result.message) })
      onChanged()
    } catch (error) {
      setFailure(actionFailure(error, 'Le marquage comme revue'))
      if (error instanceof AdminHttpError && error.status === 401) onUnauthorized()
    } finally {
      setBusy(false)
    }
  }

  return (
    <details className={`${adminStyles.disclosure} ${styles.note}`}>
      <summary className={adminStyles.summary}>
        {review.removed
          ? `Voir le passage retiré du ${words.changed}`
          : `Voir le passage modifié en ${words.changed}`}
      </summary>
      <p className={adminStyles.hint}>
        {words.version} n’a pas changé à l’import du{' '}
        <time dateTime={review.since}>{frenchDateTime(review.since)}</time>, le {words.changed} oui.
        Mettez-la à jour dans le document Word et importez-le de nouveau, ou marquez-la comme revue
        si elle dit toujours la même chose.
      </p>
      <blockquote className={styles.passage} lang={words.tag}>
        {review.passage}
      </blockquote>
      <button
        type="button"
        className={button.secondary}
        disabled={busy}
        aria-describedby={describedBy}
        onClick={() => void markReviewed()}
      >
        Marquer comme revue
      </button>
      {failure && <FailureAlert className={adminStyles.fieldError}>{failure}</FailureAlert>}
    </details>
  )
}
