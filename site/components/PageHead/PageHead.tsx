import { Head } from 'vite-react-ssg'
import { useContext } from 'react'
import { PageContext } from '../../i18n/LocaleContext'
import {
  findPage,
  hreflangAlternates,
  type Locale,
  locales,
  type PageEntry,
  shareImagePath,
  shareImageSize,
  siteHost,
} from '../../../engine/index.ts'
import { siteFacts } from '../../siteFacts'
import { jsonForScript } from '../../security/jsonForScript'
import { absoluteUrl } from './absoluteUrl'
import { pageTitle } from './pageTitle'

interface ArticleMeta {
  publishedTime: string
  modifiedTime?: string
  section: string
  author?: string
}

export interface PageHeadProps {
  title: string
  description: string
  /** Canonical path; by default the current page's from the route table. */
  canonicalPath?: string
  /** hreflang alternates; by default the page's versions from the route table. */
  alternates?: { locale: 'fr' | 'en'; path: string }[]
  article?: ArticleMeta
  /** Extra JSON-LD objects (e.g. a BlogPosting). */
  structuredData?: object[]
  noindex?: boolean
}

const ogLocale = { fr: 'fr_CA', en: 'en_CA' } as const

type VersionLink = NonNullable<PageHeadProps['alternates']>[number]

/** The page's versions in each language, from the route table. */
function tableVersions(entry: PageEntry | undefined): VersionLink[] {
  if (!entry) return []
  return locales.flatMap((locale) => {
    const version = entry[locale]
    return version ? [{ locale, path: version.path }] : []
  })
}

/** The address of the page's share image, drawn from its title. */
function shareImageUrl(title: string, locale: Locale, article: boolean): string {
  const host = siteHost(siteFacts.siteUrl)
  return absoluteUrl(
    shareImagePath({ title, locale, article, businessName: siteFacts.businessName, host }),
  )
}

/** Title, description, canonical, hreflang, Open Graph, Twitter and JSON-LD for one page. */
export function PageHead(props: PageHeadProps) {
  const { title, description, article, structuredData = [] } = props
  const { locale, page } = useContext(PageContext)
  const entry = page ? findPage(page) : undefined
  const canonical = props.canonicalPath ?? entry?.[locale]?.path
  const url = canonical ? absoluteUrl(canonical) : undefined
  const links = hreflangAlternates(props.alternates ?? tableVersions(entry), absoluteUrl)
  const isNoindex = props.noindex ?? entry?.noindex ?? false
  const fullTitle = pageTitle(title)
  const shareImage = shareImageUrl(title, locale, Boolean(article))
  return (
    <Head>
      <html lang={locale} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {isNoindex && <meta name="robots" content="noindex, nofollow" />}
      {url && <link rel="canonical" href={url} />}
      {links.map((link) => (
        <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.url} />
      ))}
      <meta property="og:site_name" content={siteFacts.businessName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={article ? 'article' : 'website'} />
      <meta property="og:locale" content={ogLocale[locale]} />
      {url && <meta property="og:url" content={url} />}
      {article && <meta property="article:published_time" content={article.publishedTime} />}
      {article?.modifiedTime && (
        <meta property="article:modified_time" content={article.modifiedTime} />
      )}
      {article && (
        <meta property="article:author" content={article.author ?? siteFacts.businessName} />
      )}
      {article && <meta property="article:section" content={article.section} />}
      {/* og:image:alt is the title drawn on the image: the build reads it back to draw it. */}
      <meta property="og:image" content={shareImage} />
      <meta property="og:image:type" content={shareImageSize.type} />
      <meta property="og:image:width" content={String(shareImageSize.width)} />
      <meta property="og:image:height" content={String(shareImageSize.height)} />
      <meta property="og:image:alt" content={title} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={shareImage} />
      <meta name="twitter:image:alt" content={title} />
      {structuredData.map((data, index) => (
        // Post titles and excerpts end up here: jsonForScript keeps them from closing the element.
        <script key={index} type="application/ld+json">
          {jsonForScript(data)}
        </script>
      ))}
    </Head>
  )
}
