import { PageHead } from '../../components/PageHead/PageHead'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { PageHero } from '../../components/ui/PageHero'
import { notFoundCopy } from '../../data/notFoundCopy'
import { useLocale } from '../../i18n/LocaleContext'
import { pageVersion } from '../../routes/pageTable'

/**
 * Shown for any path outside the route table and for a missing post, in the language of the
 * path (see `localeOfPath`): the server answers an English path with /404-en, a French one with
 * /404, so the pre-rendered page and the hydrated one agree.
 */
export function Component() {
  const locale = useLocale()
  const copy = notFoundCopy[locale]
  return (
    <>
      <PageHead title={copy.title} description={copy.description} noindex />
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.heading}
        lead={<p>{copy.lead}</p>}
        actions={copy.pages.map((page, index) => {
          const version = pageVersion(page, locale)
          return (
            <ButtonLink
              key={page}
              to={version.path}
              variant={index === 0 ? undefined : 'secondary'}
            >
              {version.label}
            </ButtonLink>
          )
        })}
      />
    </>
  )
}
