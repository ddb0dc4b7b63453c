import { useId } from 'react'
import type { AdminPost, AdviceCode, ImportAdvice, ImportedPost } from '../../engine/index.ts'
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

/** What each kind of advice is about, in a few words: the preview gives each sentence in full. */
const ADVICE_LABELS: Readonly<Record<AdviceCode, string>> = {
  'image-description': 'image sans description',
  'heavy-image': 'image bien plus lourde que la page ne l’affiche',
  'heading-skip': 'niveau de titre sauté',
  'vague-link': 'lien dont le texte ne dit pas où il mène',
  'long-title': 'titre plus long qu’un résultat de recherche',
  'long-description': 'description plus longue qu’un résultat de recherche',
  'missing-description': 'article sans description',
  'missing-english': 'pas de version anglaise',
}

/**
 * One article's advice, folded under one line: what each piece is about, counted by kind, and
 * its preview, where each sentence is shown in full beside the text it concerns (the sentences
 * themselves made the admin taller than 9,000 px on a phone).
 */
function ArticleAdvice(props: {
  post: ImportedPost
  advice: readonly ImportAdvice[]
  onUnauthorized: () => void
}) {
  const titleId = useId()
  const count = props.advice.length
  const kinds = new Map<AdviceCode, number>()
  for (const piece of props.advice) kinds.set(piece.code, (kinds.get(piece.code) ?? 0) + 1)
  return (
    <details className={adviceStyles.article}>
      <summary className={styles.summary} id={titleId}>
        {props.post.title} : {count} conseil{count > 1 ? 's' : ''}
      </summary>
      <ul className={adviceStyles.list}>
        {[...kinds].map(([code, times]) => (
          <li key={code}>
            {ADVICE_LABELS[code]}
            {times > 1 ? ` (${times})` : ''}
          </li>
        ))}
      </ul>
      <PostPreview
        post={asAdminPost(props.post)}
        describedBy={titleId}
        onUnauthorized={props.onUnauthorized}
        label="Voir les conseils dans l’aperçu"
      />
    </details>
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
        qui peut être corrigé avant la mise en ligne. L’aperçu de l’article donne chaque conseil en
        entier, à côté du texte qu’il concerne.
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
