import { useId } from 'react'
import type { AdminPost, ImportAdvice, ImportedPost } from '../../engine/index.ts'
import * as styles from './AdminBlogPage.css'
import * as adviceStyles from './ImportAdvice.css'
import { PostPreview } from './PostPreview'

/** An imported article as the preview needs it: its id and title. */
function asAdminPost(post: ImportedPost): AdminPost {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    status: post.status,
    scheduledDate: post.scheduledDate,
    publishedDate: post.status === 'published' ? post.scheduledDate : null,
  }
}

/** One article's advice: its sentences, and its preview where each is shown beside its text. */
function ArticleAdvice(props: {
  post: ImportedPost
  advice: readonly ImportAdvice[]
  onUnauthorized: () => void
}) {
  const titleId = useId()
  const count = props.advice.length
  return (
    <div className={adviceStyles.article}>
      {/* Folded: seven sentences for one article made the admin taller than 9,000 px on a phone. */}
      <details className={styles.disclosure}>
        <summary className={styles.summary} id={titleId}>
          {props.post.title} : {count} conseil{count > 1 ? 's' : ''}
        </summary>
        <ul className={adviceStyles.list}>
          {props.advice.map((piece) => (
            <li key={piece.fr}>{piece.fr}</li>
          ))}
        </ul>
        <PostPreview
          post={asAdminPost(props.post)}
          describedBy={titleId}
          onUnauthorized={props.onUnauthorized}
          label="Voir les conseils dans l’aperçu"
        />
      </details>
    </div>
  )
}

/**
 * The import's advice, after its warnings: blocking nothing, grouped by article, each article's
 * preview showing every piece beside the text it concerns.
 */
export function UploadAdvice(props: {
  advice: readonly ImportAdvice[]
  posts: readonly ImportedPost[]
  onUnauthorized: () => void
}) {
  const { advice, posts } = props
  const headingId = useId()
  if (advice.length === 0) return null
  const concerned = posts
    .map((post) => ({ post, advice: advice.filter((piece) => piece.place.article === post.title) }))
    .filter((article) => article.advice.length > 0)
  return (
    <section className={adviceStyles.summary} aria-labelledby={headingId}>
      <h4 id={headingId} className={adviceStyles.summaryTitle}>
        Conseils ({advice.length})
      </h4>
      <p className={styles.hint}>
        Rien n’est bloqué : voici ce que les lecteurs et les moteurs de recherche remarqueraient, et
        comment le corriger dans Word avant la mise en ligne.
      </p>
      {concerned.map((article) => (
        <ArticleAdvice
          key={article.post.id}
          post={article.post}
          advice={article.advice}
          onUnauthorized={props.onUnauthorized}
        />
      ))}
    </section>
  )
}
