/*
 * The browser entry of pages that are complete without the app (blog posts): React makes only
 * their live parts live, each in its own small root, with the same components the app uses.
 * No router, no route data, no vite-react-ssg: the page's links load the next page.
 */
import { I18nProvider } from '@lingui/react'
import { type ReactNode, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { HeaderActions } from '../components/Header/HeaderActions'
import { DeferredToaster } from '../components/Toaster/DeferredToaster'
import { pageLoadLinks, SiteLinksProvider } from '../components/ui/siteLinks'
import { i18nFor } from '../i18n/i18nFor'
import { PageContext } from '../i18n/LocaleContext'
import { blogCopy } from '../pages/Blog/blogCopy'
import { ShareButton } from '../pages/Blog/ShareButton'
import { type Locale } from '../routes/pageTable'
import { islandsOf } from './islandsOf'

/** What each island shows, from the attributes the pre-rendered page gave its container. */
const islandContent: Record<string, (data: DOMStringMap, locale: Locale) => ReactNode> = {
  'header-actions': (data) =>
    data.languageTarget ? <HeaderActions languageTarget={data.languageTarget} /> : undefined,
  share: (data, locale) =>
    data.shareTitle ? <ShareButton title={data.shareTitle} copy={blogCopy[locale]} /> : undefined,
}

/** Calls `onCommit` once its root has committed: hydrated, effects and handlers in place. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit])
  return null
}

function start() {
  const locale: Locale = document.documentElement.lang === 'en' ? 'en' : 'fr'
  const links = pageLoadLinks(window.location.pathname)
  const islands = islandsOf(document, islandContent, locale)
  let waiting = islands.length
  const onCommit = () => {
    waiting -= 1
    // Browser tests wait for this mark, as on the app's pages, before acting.
    if (waiting === 0) document.documentElement.dataset.hydrated = 'true'
  }
  const inContext = (content: ReactNode) => (
    <PageContext value={{ locale }}>
      <I18nProvider i18n={i18nFor(locale)}>
        <SiteLinksProvider value={links}>
          {content}
          <Committed onCommit={onCommit} />
        </SiteLinksProvider>
      </I18nProvider>
    </PageContext>
  )
  for (const { element, content } of islands) hydrateRoot(element, inContext(content))
  // The notifications (a copied link) get a root of their own; it shows nothing until one comes.
  // Its tooltips and the others share the page's one tooltip group (see Tooltip.tsx).
  const toaster = document.createElement('div')
  document.body.append(toaster)
  createRoot(toaster).render(
    <PageContext value={{ locale }}>
      <I18nProvider i18n={i18nFor(locale)}>
        <DeferredToaster />
      </I18nProvider>
    </PageContext>,
  )
  if (islands.length === 0) document.documentElement.dataset.hydrated = 'true'
}

start()
