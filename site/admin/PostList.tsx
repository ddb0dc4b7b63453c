import { useId, useState } from 'react'
import {
  type AdminPost,
  BLOG_PATHS,
  frenchDateTime,
  frenchDay,
  frenchTimeOfDay,
  frenchWeekday,
  torontoWallClock,
} from '../../engine/index.ts'
import { button } from '../components/ui/ButtonLink.css'
import * as styles from './AdminBlogPage.css'
import { DeletePostButton } from './DeletePostButton'
import { PostActions } from './PostActions'
import { PostHistory } from './PostHistory'
import { PostPreview } from './PostPreview'
import type { ServedPosts } from './servedPosts'
import * as listStyles from './PostList.css'
import { StatusBadge } from './StatusBadge'
import { ReviewBadge, TranslationReviewNote } from './TranslationReview'
import * as reviewStyles from './TranslationReview.css'

/** Where the list stands: loading, loaded, or failed with the spec's `status: body` text. */
export type PostListState =
  { kind: 'loading' } | { kind: 'ready'; posts: AdminPost[] } | { kind: 'failed'; error: string }

export interface PostListProps {
  state: PostListState
  onChanged: () => void
  onRetry: () => void
  onUnauthorized: () => void
  /** The posts whose pages the public site serves; `undefined` while unknown. */
  served?: ServedPosts | undefined
}

/** Whether the public site serves a post's pages, as read at `checkedAt` (milliseconds). */
interface Served {
  served: boolean
  checkedAt: number
}

/**
 * « lundi 7 décembre à 8 h »: a slot as the consultant says it, with its year when it is not the
 * year of `now` (or `now` is unknown).
 */
function slotWords(date: string, now: number | undefined): string {
  const sameYear =
    now !== undefined &&
    torontoWallClock(new Date(now)).slice(0, 4) === torontoWallClock(new Date(date)).slice(0, 4)
  return `${sameYear ? frenchWeekday(date) : frenchDay(date)} à ${frenchTimeOfDay(date)}`
}

/**
 * A scheduled post says when it goes live and, once its slot has passed, whether its page is
 * served: the publication (every hour on Mondays and Wednesdays online, every minute on this
 * computer) then the site's update must have run.
 */
function ScheduledDate({ date, served }: { date: string; served: Served | undefined }) {
  const time = <time dateTime={date}>{slotWords(date, served?.checkedAt)}</time>
  if (served === undefined || Date.parse(date) > served.checkedAt) {
    return <>Mise en ligne prévue le {time}</>
  }
  if (served.served) return <>En ligne depuis le {time}</>
  return (
    <>
      Mise en ligne prévue le {time}, pas encore faite : si l’article n’est pas en ligne d’ici une
      heure, prévenez la personne qui s’occupe du site.
    </>
  )
}

function PostDates({ post, served }: { post: AdminPost; served: Served | undefined }) {
  return (
    <p className={listStyles.dates}>
      {post.publishedDate ? (
        <>
          Publié le <time dateTime={post.publishedDate}>{frenchDateTime(post.publishedDate)}</time>
        </>
      ) : post.scheduledDate && post.status === 'scheduled' ? (
        <ScheduledDate date={post.scheduledDate} served={served} />
      ) : post.scheduledDate ? (
        <>
          Programmé pour le{' '}
          <time dateTime={post.scheduledDate}>{frenchDateTime(post.scheduledDate)}</time>
        </>
      ) : (
        'Sans date de publication'
      )}
    </p>
  )
}

/**
 * Where a post can be read: its future address until its pages are served (published, the site
 * must still be updated), then links to its pages.
 */
function PostAddresses(props: { post: AdminPost; titleId: string; served: Served | undefined }) {
  const { post, titleId } = props
  if (post.englishOnly) {
    // Its addresses come with its French version, whose title gives the French one.
    return (
      <p className={styles.hint}>
        Pas encore de version française : cet article reste un brouillon. Ajoutez l’article en
        français au-dessus de son titre dans le document Word (son titre anglais commençant par
        [EN]), puis importez le document de nouveau.
      </p>
    )
  }
  if (post.status !== 'published' || props.served?.served !== true) {
    // A link before the pages are served would lead to a 404.
    const when = post.status === 'published' ? 'la mise en ligne' : 'la publication'
    return (
      <p className={styles.hint} hidden={post.error !== undefined}>
        Adresse à {when} : {BLOG_PATHS.fr}/{post.slug}
      </p>
    )
  }
  return (
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
  )
}

interface PostRowProps extends Omit<PostListProps, 'state' | 'onRetry' | 'served'> {
  post: AdminPost
  titleId: string
  served?: Served | undefined
}

/**
 * A row's changes and its deletion. On a phone they fold behind « Actions » (a disclosure button):
 * open, a dozen rows made the admin twice too tall for a phone. From a tablet's width up the
 * button is gone and the actions always show, in the row's second column.
 */
function RowActions({ post, titleId, onChanged, onUnauthorized }: PostRowProps) {
  const panelId = `${titleId}-actions`
  const [open, setOpen] = useState(false)
  return (
    <>
      <div className={listStyles.bar}>
        {post.error === undefined && (
          <PostPreview post={post} describedBy={titleId} onUnauthorized={onUnauthorized} />
        )}
        <button
          type="button"
          className={styles.phoneDisclosure}
          aria-expanded={open}
          aria-controls={panelId}
          aria-describedby={titleId}
          onClick={() => {
            setOpen(!open)
          }}
        >
          Actions
        </button>
      </div>
      <div id={panelId} className={listStyles.actionsPanel[open ? 'open' : 'folded']}>
        <PostActions
          post={post}
          describedBy={titleId}
          onChanged={onChanged}
          onUnauthorized={onUnauthorized}
        />
        <DeletePostButton
          post={post}
          describedBy={titleId}
          onDeleted={onChanged}
          onUnauthorized={onUnauthorized}
        />
        {/* A change of date or state closes it: what it showed is no longer the last change. */}
        <PostHistory
          key={`${post.status}-${post.scheduledDate ?? ''}`}
          id={post.id}
          describedBy={titleId}
          onChanged={onChanged}
          onUnauthorized={onUnauthorized}
        />
      </div>
    </>
  )
}

/** One post: title and status, its import error if any, dates, addresses, and its actions. */
function PostRow(props: PostRowProps) {
  const { post, titleId } = props
  return (
    <li className={listStyles.item}>
      <div>
        <div className={listStyles.heading}>
          <h3
            className={listStyles.title}
            id={titleId}
            lang={post.englishOnly ? 'en' : undefined}
            tabIndex={-1}
          >
            {post.title}
          </h3>
          <StatusBadge status={post.status} />
          {post.englishOnly && <span className={reviewStyles.badge}>Anglais seulement</span>}
          {post.review && <ReviewBadge review={post.review} />}
        </div>
        {post.error !== undefined && (
          <p className={styles.hint} role="note">
            {post.error}
          </p>
        )}
        <PostDates post={post} served={props.served} />
        <PostAddresses post={post} titleId={titleId} served={props.served} />
        <TranslationReviewNote
          post={post}
          describedBy={titleId}
          onChanged={props.onChanged}
          onUnauthorized={props.onUnauthorized}
        />
      </div>
      <RowActions {...props} />
    </li>
  )
}

/** Every post, whatever its status, with its dates, its public pages and a delete action. */
export function PostList(props: PostListProps) {
  const { state, onChanged, onRetry, onUnauthorized, served } = props
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
          {posts.map((post) => (
            <PostRow
              key={post.id}
              post={post}
              titleId={`${id}-${post.id}`}
              served={served && { served: served.ids.has(post.id), checkedAt: served.at }}
              onChanged={onChanged}
              onUnauthorized={onUnauthorized}
            />
          ))}
        </ul>
      )}
    </>
  )
}
