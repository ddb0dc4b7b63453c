import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import type { PostSummary } from './blogLoaderData'
import * as styles from './PostCard.css'

/** One article in a blog list: date, title linking to the article, excerpt. */
export function PostCard({ post }: { post: PostSummary }) {
  const { t } = useLingui()
  const minutes = post.readingMinutes
  return (
    <article className={styles.card}>
      <h2 className={styles.title}>
        <Link to={post.path} className={styles.link}>
          {post.title}
        </Link>
      </h2>
      <p className={styles.meta}>
        <time dateTime={post.publishedAt}>{post.dateLabel}</time>
        {' ·'} {t`${minutes} min de lecture`}
      </p>
      <p className={styles.excerpt}>{post.description}</p>
      <p className={styles.more} aria-hidden="true">
        {t`Lire l’article`} →
      </p>
    </article>
  )
}
