/*
 * What the browser entry of pages that are complete without the app (every page but the admin's)
 * starts once the page has painted (site/islands/main.tsx):
 * React makes only their live parts live, each in its own small root, with the same components
 * the app uses. No router, no route data, no vite-react-ssg: the page's links load the next page
 * (the bundle's `react-router-dom` is site/islands/pageLoadLinks.tsx). A part only some pages
 * hold (the contact form, the self-assessment) loads its code on those pages alone.
 */
import { type I18n, setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { type ReactNode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import * as headerStyles from '../components/Header/Header.css'
import { LanguageSwitch } from '../components/Header/LanguageSwitch'
import { MobileNav } from '../components/Header/MobileNav'
import { DeferredToaster } from '../components/Toaster/DeferredToaster'
import { PageContext } from '../i18n/LocaleContext'
import { ShareButton } from '../pages/Blog/ShareButton'
import { type Locale } from '../../engine/index.ts'
import { contactFormProps } from './islandProps'
import { reloadOnceForStaleCode } from '../components/Layout/staleCode'
import { IslandBoundary } from './IslandBoundary'
import { type Island, type IslandKind, islandsOf } from './islandsOf'
import { providePageData } from './pageLoadLinks'
import { selfAssessmentI18n } from '../pages/SelfAssessment/selfAssessmentI18n'
import { applySiteStylesheet } from '../styles/siteStylesheet'

/** What every island of the page shares: its language, and the Lingui instance of its strings. */
interface PageSetting {
  locale: Locale
  i18n: I18n
}

/**
 * The Lingui instance of the strings the live parts of every page show
 * (site/locales/<locale>/islands.po), in the page's language only: the app's pages and the
 * pre-render hold both languages' and the pages' own strings (site/i18n/i18nFor.ts).
 */
async function pageI18n(locale: Locale): Promise<I18n> {
  const { messages } =
    locale === 'fr'
      ? await import('../locales/fr/islands.po')
      : await import('../locales/en/islands.po')
  return setupI18n({ locale, messages: { [locale]: messages } })
}

/**
 * The self-assessment's copy and strings in the page's language: only that language's load, and
 * of the copy only what the island shows (not the page's head and hero).
 */
async function selfAssessmentCopyOf(locale: Locale, i18n: Promise<I18n>) {
  const [copy] = await Promise.all([
    locale === 'fr'
      ? import('../../content/pages/fr/self-assessment.yaml').then(
          ({ measures, levels, results }) => ({ measures, levels, results }),
        )
      : import('../../content/pages/en/self-assessment.yaml').then(
          ({ measures, levels, results }) => ({ measures, levels, results }),
        ),
    i18n.then(selfAssessmentI18n),
  ])
  return copy
}

/**
 * The live parts of a page. The header's controls are found by their container's class
 * (site/components/Header/Header.tsx renders the language switch and the menu button in it, in
 * this order); the language switch goes where its pre-rendered link goes, given as the route
 * data it reads in the app (see pageLoadLinks.tsx). The share button's container carries the
 * post's title (BlogPostPage.tsx).
 */
const islandKinds: IslandKind<{ locale: Locale; i18n: Promise<I18n> }>[] = [
  {
    selector: `[data-site-header] .${headerStyles.actions}`,
    content: (element) => {
      const alternatePath = element.querySelector('a[hreflang]')?.getAttribute('href')
      if (!alternatePath) return undefined
      providePageData({ alternatePath })
      return (
        <>
          <LanguageSwitch />
          <MobileNav />
        </>
      )
    },
  },
  {
    selector: '[data-island="share"]',
    content: (element) => {
      const title = element.dataset.shareTitle
      return title ? <ShareButton title={title} /> : undefined
    },
  },
  {
    selector: '[data-island="contact-form"]',
    content: async (element) => {
      const props = contactFormProps(element.dataset.islandProps)
      if (!props) return undefined
      const { ContactFormPart } = await import('../components/ContactForm/ContactFormPart')
      return <ContactFormPart {...props} />
    },
  },
  {
    selector: '[data-island="self-assessment"]',
    content: async (_element, page) => {
      const [{ SelfAssessment }, copy] = await Promise.all([
        import('../pages/SelfAssessment/SelfAssessment'),
        selfAssessmentCopyOf(page.locale, page.i18n),
      ])
      return <SelfAssessment content={copy} />
    },
  },
]

/** Calls `onCommit` once its root has committed: hydrated, effects and handlers in place. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit])
  return null
}

/**
 * What the layout gives every component in the app: the page's language and its messages.
 * Tooltips outside a provider share one group (Tooltip.tsx): one page-wide group here too.
 */
function PageParts({ page, children }: { page: PageSetting; children: ReactNode }) {
  return (
    <PageContext value={{ locale: page.locale }}>
      <I18nProvider i18n={page.i18n}>{children}</I18nProvider>
    </PageContext>
  )
}

/** Hydrates one island; resolves once it has committed (hydrated, effects and handlers in place). */
function hydrateIsland({ element, content }: Island, page: PageSetting, index: number) {
  return new Promise<void>((committed) => {
    // As a transition, React hydrates in slices that leave the main thread free between them: a
    // large part (the self-assessment's 20 statements) never makes one long task.
    // Each root numbers its own ids (a tooltip's, the drawer's title): a prefix keeps them apart.
    startTransition(() => {
      hydrateRoot(
        element,
        <PageParts page={page}>
          <IslandBoundary>{content}</IslandBoundary>
          <Committed onCommit={committed} />
        </PageParts>,
        { identifierPrefix: `island${index}-` },
      )
    })
  })
}

/** Makes the page's live parts live, each as soon as its code is there. */
export async function start() {
  // As on the app's pages: the whole stylesheet, for what the page's inline rules do not cover.
  applySiteStylesheet()
  const locale: Locale = document.documentElement.lang === 'en' ? 'en' : 'fr'
  // The page's strings load beside the islands' code; an island comes alive once both are there.
  const strings = pageI18n(locale)
  // Each island comes alive as soon as its own code is there: the header never waits for a form.
  // A part whose code has gone with a new deployment loads the page afresh, once.
  const onLoadFailure = (error: unknown) => reloadOnceForStaleCode(error, window.location.pathname)
  const islands = islandsOf(document, islandKinds, { locale, i18n: strings }, onLoadFailure)
  const committed = islands.map(async (loading, index) => {
    const [island, i18n] = await Promise.all([loading, strings])
    if (island) await hydrateIsland(island, { locale, i18n }, index)
  })
  // The notifications (a copied link, a sent request) get a root of their own; it shows nothing
  // until one comes.
  const toaster = strings.then((i18n) => {
    const container = document.createElement('div')
    document.body.append(container)
    createRoot(container, { identifierPrefix: 'toaster-' }).render(
      <PageParts page={{ locale, i18n }}>
        <DeferredToaster />
      </PageParts>,
    )
  })
  await Promise.all([...committed, toaster])
  // Browser tests wait for this mark, as on the app's pages, before acting.
  document.documentElement.dataset.hydrated = 'true'
}
