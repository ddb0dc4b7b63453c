import type { ComponentType } from 'react'
import type { RouteRecord } from 'vite-react-ssg'
import { Layout } from '../components/Layout/Layout'
import { RouteError } from '../components/Layout/RouteError'
import { blogListLoader, blogRoutes } from '../pages/Blog/blogRoutes'
import { type Locale, notFoundPaths, type PageId, routePaths } from '../../engine/index.ts'
import type { RouteHandle } from './routeHandle'

type PageModule = () => Promise<{ Component: React.ComponentType }>

/**
 * A page drawn from its copy (content/pages/<locale>/<page>.yaml, and other pages' copy where it
 * shows their lists): the page's module and the copy of the route's language load side by side,
 * and the page receives each copy as a prop.
 */
function withCopy<Props extends object>(
  page: () => Promise<{ Component: ComponentType<Props> }>,
  copies: { [Name in keyof Props]: () => Promise<{ default: Props[Name] }> },
): PageModule {
  return async () => {
    const names = Object.keys(copies) as (keyof Props)[]
    const [{ Component: Page }, ...loaded] = await Promise.all([
      page(),
      ...names.map((name) => copies[name]()),
    ])
    const props = Object.fromEntries(names.map((name, index) => [name, loaded[index]?.default]))
    return { Component: () => <Page {...(props as Props)} /> }
  }
}

/**
 * Each page is its own chunk, so a page's code never weighs on another; a page whose languages
 * differ in content has a chunk per language.
 */
const pageModules: Record<PageId, PageModule | Record<Locale, PageModule>> = {
  home: {
    fr: withCopy(() => import('../pages/Home/FrenchHome'), {
      copy: () => import('../../content/pages/fr/home.yaml'),
      vision: () => import('../../content/pages/fr/vision.yaml'),
      meetings: () => import('../../content/pages/fr/meetings.yaml'),
      about: () => import('../../content/pages/fr/about.yaml'),
    }),
    en: withCopy(() => import('../pages/Home/EnglishHome'), {
      copy: () => import('../../content/pages/en/home.yaml'),
      vision: () => import('../../content/pages/en/vision.yaml'),
    }),
  },
  vision: {
    fr: withCopy(() => import('../pages/Vision/VisionPage'), {
      copy: () => import('../../content/pages/fr/vision.yaml'),
    }),
    en: withCopy(() => import('../pages/Vision/VisionPage'), {
      copy: () => import('../../content/pages/en/vision.yaml'),
    }),
  },
  services: {
    fr: withCopy(() => import('../pages/Services/ServicesPage'), {
      copy: () => import('../../content/pages/fr/services.yaml'),
    }),
    en: withCopy(() => import('../pages/Services/ServicesPage'), {
      copy: () => import('../../content/pages/en/services.yaml'),
    }),
  },
  meetings: {
    fr: withCopy(() => import('../pages/Meetings/MeetingsPage'), {
      copy: () => import('../../content/pages/fr/meetings.yaml'),
    }),
    en: withCopy(() => import('../pages/Meetings/MeetingsPage'), {
      copy: () => import('../../content/pages/en/meetings.yaml'),
    }),
  },
  diagnostic: {
    fr: withCopy(() => import('../pages/Diagnostic/DiagnosticInfo'), {
      copy: () => import('../../content/pages/fr/diagnostic.yaml'),
    }),
    en: withCopy(() => import('../pages/Diagnostic/DiagnosticService'), {
      copy: () => import('../../content/pages/en/diagnostic.yaml'),
    }),
  },
  selfAssessment: {
    fr: withCopy(() => import('../pages/SelfAssessment/SelfAssessmentPage'), {
      copy: () => import('../../content/pages/fr/self-assessment.yaml'),
    }),
    en: withCopy(() => import('../pages/SelfAssessment/SelfAssessmentPage'), {
      copy: () => import('../../content/pages/en/self-assessment.yaml'),
    }),
  },
  intro: {
    fr: withCopy(() => import('../pages/Intro/IntroPage'), {
      copy: () => import('../../content/pages/fr/intro.yaml'),
      vision: () => import('../../content/pages/fr/vision.yaml'),
    }),
    en: withCopy(() => import('../pages/Intro/IntroPage'), {
      copy: () => import('../../content/pages/en/intro.yaml'),
      vision: () => import('../../content/pages/en/vision.yaml'),
    }),
  },
  about: {
    fr: withCopy(() => import('../pages/About/AboutPage'), {
      copy: () => import('../../content/pages/fr/about.yaml'),
    }),
    en: withCopy(() => import('../pages/About/AboutPage'), {
      copy: () => import('../../content/pages/en/about.yaml'),
    }),
  },
  contact: {
    fr: withCopy(() => import('../pages/Contact/ContactPage'), {
      copy: () => import('../../content/pages/fr/contact.yaml'),
    }),
    en: withCopy(() => import('../pages/Contact/ContactPage'), {
      copy: () => import('../../content/pages/en/contact.yaml'),
    }),
  },
  privacy: withCopy(() => import('../pages/Legal/LegalArticle'), {
    copy: () => import('../../content/pages/fr/privacy.yaml'),
  }),
  terms: withCopy(() => import('../pages/Legal/LegalArticle'), {
    copy: () => import('../../content/pages/fr/terms.yaml'),
  }),
  legalNotice: withCopy(() => import('../pages/Legal/LegalArticle'), {
    copy: () => import('../../content/pages/fr/legal-notice.yaml'),
  }),
  blog: () => import('../pages/Blog/BlogListPage'),
  conviction: withCopy(() => import('../pages/Conviction/ConvictionPage'), {
    copy: () => import('../../content/pages/en/conviction.yaml'),
    vision: () => import('../../content/pages/en/vision.yaml'),
  }),
  admin: () => import('../admin/AdminBlogPage'),
}

const notFound: PageModule = () => import('../pages/NotFound/NotFoundPage')

/** The pre-rendered 404 pages, which the server sends for any path it does not know. */
const notFoundHandle = (locale: Locale): RouteHandle => ({ locale, islands: true })

/**
 * Every page is complete without the app and loads only its live parts (site/islands/main.tsx),
 * except the admin page, which is an application of its own.
 */
const appOnlyPages: readonly PageId[] = ['admin']

const pageRoutes: RouteRecord[] = routePaths.map(({ path, canonical, locale, page }) => {
  const handle: RouteHandle = { locale, page, canonical, islands: !appOnlyPages.includes(page) }
  // The blog list's data is read at build time (see blogRoutes).
  const loader = page === 'blog' ? blogListLoader(locale) : undefined
  const modules = pageModules[page]
  const lazy = typeof modules === 'function' ? modules : modules[locale]
  return path === '/'
    ? { index: true, lazy, handle, loader }
    : { path: path.slice(1), lazy, handle, loader }
})

export const routes: RouteRecord[] = [
  {
    path: '/',
    Component: Layout,
    children: [
      {
        // A page that fails to load or render shows its error inside the header and footer.
        errorElement: <RouteError />,
        children: [
          ...pageRoutes,
          ...blogRoutes,
          { path: notFoundPaths.fr.slice(1), lazy: notFound, handle: notFoundHandle('fr') },
          { path: notFoundPaths.en.slice(1), lazy: notFound, handle: notFoundHandle('en') },
          { path: '*', lazy: notFound },
        ],
      },
    ],
  },
]
