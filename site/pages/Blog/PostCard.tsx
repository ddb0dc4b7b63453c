import { Link } from 'react-router-dom'
import type { BlogCopy } from './blogCopy'
import type { PostSummary } from './blogLoaderData'
import * as styles from './PostCard.css'

/** One article in a blog list: date, title linking to the article, excerpt. */
export function PostCard({ post, copy }: { post: PostSummary; copy: BlogCopy }) {
  return (
    <article className={styles.card}>
      <h2 className={styles.title}>
        <Link to={post.path} className={styles.link}>
          {post.title}
        </Link>
      </h2>
      <p className={styles.meta}>
        <time dateTime={post.publishedAt}>{post.dateLabel}</time> ·{' '}
        {copy.readingTime(post.readingMinutes)}
      </p>
      <p className={styles.excerpt}>{post.description}</p>
      <p className={styles.more} aria-hidden="true">
        {copy.readArticle} →
      </p>
    </article>
  )
}
