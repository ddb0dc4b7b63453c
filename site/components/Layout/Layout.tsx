import { I18nProvider } from '@lingui/react'
import { useEffect } from 'react'
import { Outlet, useLocation, useMatches } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import { i18nFor } from '../../i18n/i18nFor'
import { PageContext, type PageContextValue } from '../../i18n/LocaleContext'
import { localeOfPath } from '../../../engine/index.ts'
import { isRouteHandle } from '../../routes/routeHandle'
import { jsonForScript } from '../../security/jsonForScript'
import { Footer } from '../Footer/Footer'
import { Header } from '../Header/Header'
import { organizationData } from '../PageHead/organizationData'
import { DeferredToaster } from '../Toaster/DeferredToaster'
import { TooltipProvider } from '../ui/Tooltip'
import * as styles from './Layout.css'
import { useScrollOnNavigation } from './useScrollOnNavigation'

/** Header, routed main area and footer around every page, in the page's language. */
export function Layout() {
  const location = useLocation()
  const matches = useMatches()
  const handle = matches.map((match) => match.handle).findLast(isRouteHandle)
  const page: PageContextValue = {
    locale: handle?.locale ?? localeOfPath(location.pathname),
    page: handle?.page,
  }
  useScrollOnNavigation()
  useEffect(() => {
    // The page is React's from here on; browser tests wait for this mark before acting.
    document.documentElement.dataset.hydrated = 'true'
  }, [])

  return (
    <PageContext value={page}>
      <I18nProvider i18n={i18nFor(page.locale)}>
        <Head>
          <html lang={page.locale} />
          <script type="application/ld+json">{jsonForScript(organizationData(page.locale))}</script>
        </Head>
        <TooltipProvider>
          <div className={styles.shell} id="top">
            <Header />
            <main id="main" className={styles.main} tabIndex={-1}>
              <Outlet />
            </main>
            <Footer />
          </div>
        </TooltipProvider>
        <DeferredToaster />
      </I18nProvider>
    </PageContext>
  )
}
