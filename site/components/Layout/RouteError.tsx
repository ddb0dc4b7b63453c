import { useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useLocation, useRouteError } from 'react-router-dom'
import { useLocale } from '../../i18n/LocaleContext'
import { pageVersion } from '../../../engine/index.ts'
import { PageHead } from '../PageHead/PageHead'
import { ButtonLink } from '../ui/ButtonLink'
import { LoadFailureText, ReloadButton } from './LoadFailure'
import { isStaleCodeError, reloadOnceForStaleCode } from './staleCode'
import { PageHero } from '../ui/PageHero'

/**
 * Shown in place of a page that failed to load or to render, inside the site's header and
 * footer. When the page's code has gone with a new deployment, the page is loaded afresh once;
 * otherwise the visitor can reload or go home.
 */
export function RouteError() {
  const error = useRouteError()
  const { pathname } = useLocation()
  const locale = useLocale()
  const { t } = useLingui()
  const stale = isStaleCodeError(error)

  useEffect(() => {
    reloadOnceForStaleCode(error, pathname)
  }, [error, pathname])

  return (
    <>
      <PageHead
        title={t`Cette page n’a pas pu s’afficher`}
        description={t`Le chargement de la page a été interrompu.`}
        noindex
      />
      <PageHero
        title={t`Cette page n’a pas pu s’afficher`}
        lead={<LoadFailureText stale={stale} />}
        actions={
          <>
            <ReloadButton />
            <ButtonLink to={pageVersion('home', locale).path} variant="secondary">
              {t`Retour à l’accueil`}
            </ButtonLink>
          </>
        }
      />
    </>
  )
}
