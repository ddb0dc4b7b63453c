import { useLingui } from '@lingui/react/macro'
import { Link, useLoaderData } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import { absoluteUrl } from '../../components/PageHead/absoluteUrl'
import { PageHead } from '../../components/PageHead/PageHead'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { useLocale } from '../../i18n/LocaleContext'
import { languageTags, type Locale, pageVersion } from '../../../engine/index.ts'
import { siteFacts } from '../../siteFacts'
import { Component as NotFound } from '../NotFound/NotFoundPage'
import type { BlogPageCopy } from '../../copy/pageCopySchemas'
import { blogPages } from './blogPages'
import type { BlogPostData } from './blogLoaderData'
import * as styles from './BlogPostPage.css'
import { PostBody } from './PostBody'
import { ShareButton } from './ShareButton'

function blogPosting(post: BlogPostData['post'], section: string): object {
  const url = absoluteUrl(post.path)
  const organization = { '@id': `${absoluteUrl('/')}#organization`, name: siteFacts.businessName }
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    inLanguage: languageTags[post.locale],
    articleSection: section,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: { '@type': 'Organization', ...organization, url: absoluteUrl('/') },
    publisher: { '@type': 'Organization', ...organization },
  }
}

/** The article's top: the way back to the list, the title, the date, reading time and sharing. */
function PostHeader({ post, blogPath }: { post: BlogPostData['post']; blogPath: string }) {
  const { t } = useLingui()
  const minutes = post.readingMinutes
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to={blogPath} className={styles.back}>
          <span aria-hidden="true">←</span> {t`Tous les articles`}
        </Link>
        <h1 className={styles.title}>{post.title}</h1>
        <div className={styles.metaRow}>
          <p className={styles.meta}>
            <time dateTime={post.publishedAt}>{post.dateLabel}</time> ·{' '}
            {t`${minutes} min de lecture`}
          </p>
          {/* Live on its own in the pre-rendered page (site/islands/main.tsx). No box of its
              own: the button stays in the row. Inline, so no page's stylesheet grows for it. */}
          <span style={{ display: 'contents' }} data-island="share" data-share-title={post.title}>
            <ShareButton title={post.title} />
          </span>
        </div>
      </div>
    </header>
  )
}

/** The article's end: what SANTRA offers next, with the contact page and the next steps. */
function PostClosing({ copy, locale }: { copy: BlogPageCopy['article']; locale: Locale }) {
  return (
    <footer className={styles.closing}>
      <div className={styles.closingInner}>
        <h2>{copy.closingTitle}</h2>
        <p>{copy.closingText}</p>
        {copy.closingContactLead && copy.closingContactLink && (
          <p>
            {copy.closingContactLead}{' '}
            <Link to={pageVersion('contact', locale).path}>{copy.closingContactLink}</Link>
          </p>
        )}
        <div className={styles.actions}>
          {copy.closingActions.map((action, index) => (
            <ButtonLink
              key={action.to}
              to={action.to}
              variant={index === 0 ? 'primary' : 'secondary'}
            >
              {action.label}
            </ButtonLink>
          ))}
        </div>
      </div>
    </footer>
  )
}

/** `/blog/{slug}` and `/blog-en/{slug}`: one article, pre-rendered with its body. */
export function Component() {
  const locale = useLocale()
  const data = useLoaderData() as BlogPostData | null
  if (!data) return <NotFound />
  const { post } = data
  const { article, feed } = blogPages[locale]
  const blogPath = pageVersion('blog', locale).path

  return (
    <>
      <PageHead
        title={post.title}
        description={post.description}
        canonicalPath={post.path}
        alternates={post.versions}
        article={{
          publishedTime: post.publishedAt,
          modifiedTime: post.updatedAt,
          section: article.section,
        }}
        structuredData={[blogPosting(post, article.section)]}
      />
      <Head>
        <link
          rel="alternate"
          type="application/rss+xml"
          title={feed.title}
          href={absoluteUrl(`${blogPath}/rss.xml`)}
        />
      </Head>
      <article lang={locale}>
        <PostHeader post={post} blogPath={blogPath} />
        <div className={styles.body}>
          <PostBody key={post.path} path={post.path} />
        </div>
        <PostClosing copy={article} locale={locale} />
      </article>
    </>
  )
}
