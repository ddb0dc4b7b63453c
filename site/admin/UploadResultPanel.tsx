import { useEffect, useRef } from 'react'
import {
  frenchDateTime,
  frenchTypography,
  type ImportOutcome,
  type UploadResult,
} from '../../engine/index.ts'
import { FailureAlert } from './FailureAlert'
import { focusIfLost } from './focusIfLost'
import { UploadAdvice } from './UploadAdvice'
import * as uploadStyles from './UploadCard.css'
import { button } from '../components/ui/ButtonLink.css'

/** How the card names what the import did with each article. */
const OUTCOME_LABELS: Readonly<Record<ImportOutcome, string>> = {
  new: 'Nouveau',
  replaced: 'Remplacé',
  unchanged: 'Inchangé',
}

/** What the last upload did, or why it failed: it stays until the next upload. */
export type UploadOutcome =
  | { kind: 'done'; result: UploadResult }
  | { kind: 'failed'; message: string }
  /** The upload would replace published posts: nothing is written until the consultant says yes. */
  | { kind: 'confirm'; question: string; onConfirm: () => void; onCancel: () => void }
  /** Articles in English without a French version: nothing is written until she chooses. */
  | {
      kind: 'english'
      question: string
      onDraft: () => void
      onSkip: () => void
      onCancel: () => void
    }

/**
 * The upload card's answer: each article and its outcome, the warnings and the advice, or the
 * failure and what to do.
 */
export function UploadResultPanel({
  outcome,
  onUnauthorized,
}: {
  outcome: UploadOutcome
  /** The API refused the session while a preview loaded. */
  onUnauthorized: () => void
}) {
  // The upload button was disabled while the document was read: the answer takes the focus, so
  // the next Tab starts from it and a screen reader reads it (a failure's alert does the same).
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    focusIfLost(panel.current)
  }, [outcome])
  if (outcome.kind === 'failed') {
    return (
      <FailureAlert className={uploadStyles.failure}>
        <h3 className={uploadStyles.resultTitle}>Le document n’a pas été importé</h3>
        <p>{outcome.message}</p>
      </FailureAlert>
    )
  }
  if (outcome.kind === 'english') {
    return (
      <div className={uploadStyles.failure} role="alert" ref={panel} tabIndex={-1}>
        <h3 className={uploadStyles.resultTitle}>Un article en anglais sans version française</h3>
        <p>{outcome.question}</p>
        <button type="button" className={button.primary} onClick={outcome.onDraft}>
          L’importer comme version anglaise à compléter
        </button>{' '}
        <button type="button" className={button.secondary} onClick={outcome.onSkip}>
          Ne pas l’importer
        </button>{' '}
        <button type="button" className={button.secondary} onClick={outcome.onCancel}>
          Annuler
        </button>
      </div>
    )
  }
  if (outcome.kind === 'confirm') {
    return (
      <div className={uploadStyles.failure} role="alert" ref={panel} tabIndex={-1}>
        <h3 className={uploadStyles.resultTitle}>Remplacer un article déjà publié ?</h3>
        <p>{frenchTypography(outcome.question)}</p>
        <button type="button" className={button.primary} onClick={outcome.onConfirm}>
          Remplacer le texte publié
        </button>{' '}
        <button type="button" className={button.secondary} onClick={outcome.onCancel}>
          Annuler
        </button>
      </div>
    )
  }
  const { result } = outcome
  return (
    <div className={uploadStyles.result} ref={panel} tabIndex={-1}>
      <h3 className={uploadStyles.resultTitle}>{frenchTypography(result.message)}</h3>
      {result.scheduledPosts.length > 0 && (
        <ul className={uploadStyles.scheduledList} aria-label="Articles du document">
          {result.scheduledPosts.map((post) => (
            <li key={post.id} className={uploadStyles.scheduledItem}>
              <span className={uploadStyles.outcome}>{OUTCOME_LABELS[post.outcome]}</span>{' '}
              <strong>{post.title}</strong>
              {post.replaces && post.replaces.title !== post.title && (
                <> (remplace « {post.replaces.title} »)</>
              )}
              {post.scheduledDate === null ? (
                ' : brouillon, sans date de publication'
              ) : (
                <>
                  {post.status === 'published' ? ' : publié le ' : ' : programmé le '}
                  <time dateTime={post.scheduledDate}>{frenchDateTime(post.scheduledDate)}</time>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {result.errors.length > 0 && (
        <>
          <h4>Avertissements</h4>
          <ul className={uploadStyles.warnings}>
            {result.errors.map((warning) => (
              <li key={warning}>{frenchTypography(warning)}</li>
            ))}
          </ul>
        </>
      )}
      <UploadAdvice
        advice={result.advice}
        posts={result.scheduledPosts}
        onUnauthorized={onUnauthorized}
      />
    </div>
  )
}
