import { useId } from 'react'
import { BLOG_PATHS } from '../../../blog/blogPaths'
import { button } from '../../components/ui/ButtonLink.css'
import type { AdminPost } from './adminApiSchemas'
import * as styles from './AdminBlogPage.css'
import { DeletePostButton } from './DeletePostButton'
import { formatAdminDate } from './formatAdminDate'
import { PostActions } from './PostActions'
import { PostPreview } from './PostPreview'
import * as listStyles from './PostList.css'
import { StatusBadge } from './StatusBadge'

/** Where the list stands: loading, loaded, or failed with the spec's `status: body` text. */
export type PostListState =
  { kind: 'loading' } | { kind: 'ready'; posts: AdminPost[] } | { kind: 'failed'; error: string }

export interface PostListProps {
  state: PostListState
  passphrase: string
  onChanged: () => void
  onRetry: () => void
  onUnauthorized: () => void
}

function PostDates({ post }: { post: AdminPost }) {
  return (
    <p className={listStyles.dates}>
      {post.publishedDate ? (
        <>
          Publié le <time dateTime={post.publishedDate}>{formatAdminDate(post.publishedDate)}</time>
        </>
      ) : post.scheduledDate ? (
        <>
          Programmé pour le{' '}
          <time dateTime={post.scheduledDate}>{formatAdminDate(post.scheduledDate)}</time>
        </>
      ) : (
        'Sans date de publication'
      )}
    </p>
  )
}

/** Every post, whatever its status, with its dates, its public pages and a delete action. */
export function PostList({ state, passphrase, onChanged, onRetry, onUnauthorized }: PostListProps) {
  const id = useId()
  if (state.kind === 'loading') {
    return (
      <p className={styles.status} role="status" aria-busy="true">
        Chargement des articles…
      </p>
    )
  }
  if (state.kind === 'failed') {
    return (
      <div className={styles.card} role="alert">
        <p>La liste des articles n’a pas pu être chargée ({state.error}).</p>
        <button type="button" className={button.secondary} onClick={onRetry}>
          Réessayer
        </button>
      </div>
    )
  }
  const { posts } = state
  return (
    <>
      <div className={listStyles.toolbar}>
        <p className={listStyles.count} role="status">
          {posts.length === 0
            ? 'Aucun article pour le moment.'
            : `${posts.length} article${posts.length > 1 ? 's' : ''}, du plus récent au plus ancien.`}
        </p>
        <button type="button" className={button.secondary} onClick={onRetry}>
          Actualiser la liste
        </button>
      </div>
      {posts.length > 0 && (
        <ul className={listStyles.list}>
          {posts.map((post) => {
            const titleId = `${id}-${post.id}`
            return (
              <li key={post.id} className={listStyles.item}>
                <div>
                  <div className={listStyles.heading}>
                    <h3 className={listStyles.title} id={titleId}>
                      {post.title}
                    </h3>
                    <StatusBadge status={post.status} />
                  </div>
                  {post.error !== undefined && (
                    <p className={styles.hint} role="note">
                      {post.error}
                    </p>
                  )}
                  <PostDates post={post} />
                  {post.status !== 'published' ? (
                    // A page exists only once the post is published: a link would lead to a 404.
                    <p className={styles.hint} hidden={post.error !== undefined}>
                      Adresse à la publication : {BLOG_PATHS.fr}/{post.slug}
                    </p>
                  ) : (
                    <p className={listStyles.links} hidden={post.error !== undefined}>
                      <a
                        className={listStyles.link}
                        href={`${BLOG_PATHS.fr}/${post.slug}`}
                        aria-describedby={titleId}
                      >
                        Page en français
                      </a>
                      {post.slugEn && (
                        <a
                          className={listStyles.link}
                          href={`${BLOG_PATHS.en}/${post.slugEn}`}
                          hrefLang="en"
                          aria-describedby={titleId}
                        >
                          Page en anglais{post.titleEn ? ` (${post.titleEn})` : ''}
                        </a>
                      )}
                    </p>
                  )}
                </div>
                {post.error === undefined && (
                  <PostPreview
                    post={post}
                    passphrase={passphrase}
                    describedBy={titleId}
                    onUnauthorized={onUnauthorized}
                  />
                )}
                <PostActions
                  post={post}
                  passphrase={passphrase}
                  describedBy={titleId}
                  onChanged={onChanged}
                  onUnauthorized={onUnauthorized}
                />
                <DeletePostButton
                  post={post}
                  passphrase={passphrase}
                  describedBy={titleId}
                  onDeleted={onChanged}
                  onUnauthorized={onUnauthorized}
                />
              </li>
            )
          })}
        </ul>
      )}
    </>
  )
}
