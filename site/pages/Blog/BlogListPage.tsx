import { useLingui } from '@lingui/react/macro'
import { Head } from 'vite-react-ssg'
import { useLoaderData } from 'react-router-dom'
import { absoluteUrl } from '../../components/PageHead/absoluteUrl'
import { PageHead } from '../../components/PageHead/PageHead'
import { PageHero } from '../../components/ui/PageHero'
import { useLocale } from '../../i18n/LocaleContext'
import { pageVersion } from '../../../engine/index.ts'
import { Component as NotFound } from '../NotFound/NotFoundPage'
import type { BlogPageCopy } from '../../copy/pageCopySchemas'
import type { BlogListData } from './blogLoaderData'
import * as styles from './BlogListPage.css'
import { BlogPagination } from './BlogPagination'
import { blogPages } from './blogPages'
import { PostCard } from './PostCard'

/** The link to the language's RSS feed, with the feed's icon. */
function FeedLink({ feedPath, label }: { feedPath: string; label: string }) {
  return (
    <a href={feedPath} className={styles.feed}>
      <svg className={styles.feedIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M5 17a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm-2-7a11 11 0 0 1 11 11h-3a8 8 0 0 0-8-8v-3Zm0-7a18 18 0 0 1 18 18h-3A15 15 0 0 0 3 6V3Z"
        />
      </svg>
      {label}
    </a>
  )
}

/** The page's posts as cards, or a word saying there are none yet. */
function PostGrid({ posts, copy }: { posts: BlogListData['posts']; copy: BlogPageCopy['list'] }) {
  if (posts.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{copy.empty}</p>
        <p className={styles.emptyHint}>{copy.emptyHint}</p>
      </div>
    )
  }
  return (
    <ul className={styles.grid}>
      {posts.map((post) => (
        <li key={post.path}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  )
}

/** `/blog` and `/blog-en` (and their older pages): the articles of one language, newest first. */
export function Component() {
  const locale = useLocale()
  const { t } = useLingui()
  const data = useLoaderData() as BlogListData | null
  if (!data) return <NotFound />
  const { list, feed } = blogPages[locale]
  const basePath = pageVersion('blog', locale).path
  const { posts, page, pageCount } = data
  const feedPath = `${basePath}/rss.xml`

  return (
    <>
      <PageHead
        title={page > 1 ? t`Blogue, page ${page} sur ${pageCount}` : list.title}
        description={list.description}
        {...(page > 1 ? { canonicalPath: `${basePath}/page/${page}`, alternates: [] } : {})}
      />
      <Head>
        <link
          rel="alternate"
          type="application/rss+xml"
          title={feed.title}
          href={absoluteUrl(feedPath)}
        />
      </Head>
      <PageHero
        title={list.title}
        lead={<p>{list.lead}</p>}
        actions={<FeedLink feedPath={feedPath} label={t`Suivre le blogue par fil RSS`} />}
      />
      <div className={styles.listSection}>
        <div className={styles.inner}>
          <PostGrid posts={posts} copy={list} />
          <BlogPagination basePath={basePath} page={page} pageCount={pageCount} />
        </div>
      </div>
    </>
  )
}
