import { PageHead } from '../../components/PageHead/PageHead'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { PageHero } from '../../components/ui/PageHero'
import type { NotFoundCopy } from '../../copy/pageCopySchemas'
import { useLocale } from '../../i18n/LocaleContext'
import { type Locale, type PageId, pageVersion } from '../../../engine/index.ts'
import notFoundEn from '../../../content/pages/en/not-found.yaml'
import notFoundFr from '../../../content/pages/fr/not-found.yaml'
import { i18nFor } from '../../i18n/i18nFor'
import { pageLabels } from '../../routes/pageLabels'

/** The screen's copy in each language: a path outside the table may be in either. */
const copies: Record<Locale, NotFoundCopy> = { fr: notFoundFr, en: notFoundEn }

/** The pages offered instead, in this order; the first is the main button. */
const pages: readonly PageId[] = ['home', 'services', 'blog', 'contact']

/**
 * Shown for any path outside the route table and for a missing post, in the language of the
 * path (see `localeOfPath`): the server answers an English path with /404-en, a French one with
 * /404, so the pre-rendered page and the hydrated one agree.
 */
export function Component() {
  const locale = useLocale()
  const copy = copies[locale]
  return (
    <>
      <PageHead title={copy.head.title} description={copy.head.description} noindex />
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.heading}
        lead={<p>{copy.lead}</p>}
        actions={pages.map((page, index) => {
          const version = pageVersion(page, locale)
          return (
            <ButtonLink
              key={page}
              to={version.path}
              variant={index === 0 ? undefined : 'secondary'}
            >
              {i18nFor(version.locale)._(pageLabels[page])}
            </ButtonLink>
          )
        })}
      />
    </>
  )
}
