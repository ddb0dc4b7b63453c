import { describe, expect, it } from 'vitest'
import { contactFormProps } from '../../site/islands/islandProps.ts'
import { routePaths } from '../../engine/siteModel/pageTable.ts'
import { builtDocument, builtFile, builtHtml } from './builtSite.ts'

/*
 * Every page but the admin's loads only its islands (site/islands/main.tsx), never the app: no
 * router, no route data in the page, no inline script but JSON-LD, and a policy that allows no
 * inline script. The admin page still loads the app. Read from the build's own records: its
 * manifests and the scripts it recorded for each page (what the weight budgets read too).
 */

const appEntry = (JSON.parse(builtFile('.vite/manifest.json')) as Record<string, { file: string }>)[
  'index.html'
]?.file
const islandsEntry = (
  JSON.parse(builtFile('.vite/islands-manifest.json')) as Record<string, { file: string }>
)['site/islands/main.tsx']?.file
const pageScripts = JSON.parse(builtFile('.vite/page-scripts.json')) as Record<string, string[]>

/** Text that only react-router's browser code holds: its hydration data's global. */
const routerMarker = '__staticRouterHydrationData'

/** Every script a page loads, as one text. */
function scriptsText(route: string): string {
  const scripts = pageScripts[route]
  if (!scripts) throw new Error(`The build recorded no scripts for ${route}.`)
  return scripts.map((file) => builtFile(file)).join('\n')
}

function moduleScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1] ?? '')
}

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !attributes.includes('src='))
    .map(([, attributes = '']) => attributes)
}

const islandPages = [
  ['/blog/equipe-en-forme', 'blog/equipe-en-forme'],
  ['/blog-en/healthy-team-clear-priorities', 'blog-en/healthy-team-clear-priorities'],
  ['/blog/reunions-courtes', 'blog/reunions-courtes'],
  ['/', '/'],
  ['/en', 'en'],
  ['/services', 'services'],
  ['/auto-diagnostic-en', 'auto-diagnostic-en'],
  ['/contact', 'contact'],
  ['/blog', 'blog'],
  ['/mentions-legales', 'mentions-legales'],
  ['/404', '404'],
] as const

describe('a page of the site', () => {
  it.each(islandPages)('%s loads the islands, not the app nor the router', (path, route) => {
    expect(appEntry).toMatch(/^assets\/app-.+\.js$/)
    expect(islandsEntry).toMatch(/^assets\/islands-.+\.js$/)
    const html = builtHtml(path)
    expect(moduleScripts(html)).toEqual([`/${islandsEntry}`])
    expect(pageScripts[route]?.[0]).toBe(`/${islandsEntry}`)
    expect(pageScripts[route]).not.toContain(`/${appEntry}`)
    expect(scriptsText(route)).not.toContain(routerMarker)
    // No router data, no build hash: JSON-LD is the only inline script, and none is allowed.
    expect(html).not.toContain(routerMarker)
    expect(html).not.toContain('__VITE_REACT_SSG_HASH__')
    expect(inlineScripts(html).every((attributes) => attributes.includes('ld+json'))).toBe(true)
    expect(html).toMatch(/script-src 'self'; /)
  })

  it('holds what its islands come alive with', () => {
    const document = new DOMParser().parseFromString(
      builtHtml('/blog/equipe-en-forme'),
      'text/html',
    )
    // The header's controls: the language switch's link (its target) then the menu button.
    const switchLink = document.querySelector('[data-site-header] a[hreflang="en"]')
    expect(switchLink?.getAttribute('href')).toBe('/blog-en/healthy-team-clear-priorities')
    expect(switchLink?.nextElementSibling?.getAttribute('aria-haspopup')).toBe('dialog')
    expect(switchLink?.parentElement?.children).toHaveLength(2)
    const share = document.querySelector<HTMLElement>('[data-island="share"]')
    expect(share?.dataset.shareTitle).toBe('Une équipe en forme commence par des priorités claires')
    expect(share?.children).toHaveLength(1)
  })
})

describe('the live parts of the pages', () => {
  const parse = (path: string) => new DOMParser().parseFromString(builtHtml(path), 'text/html')

  it.each(['/', '/services', '/contact', '/contact-en', '/a-propos'])(
    "%s gives its contact form the form's own props",
    (path) => {
      const forms = parse(path).querySelectorAll<HTMLElement>('[data-island="contact-form"]')
      expect(forms).toHaveLength(1)
      const form = forms[0]
      expect(contactFormProps(form?.dataset.islandProps)).toBeDefined()
      // The container is no box of its own, and holds exactly the form's section.
      expect(form?.getAttribute('style')).toBe('display:contents')
      expect(form?.children).toHaveLength(1)
      expect(form?.firstElementChild?.tagName).toBe('SECTION')
    },
  )

  it.each(['/auto-diagnostic', '/auto-diagnostic-en'])(
    '%s holds its questionnaire in its island',
    (path) => {
      const island = parse(path).querySelector('[data-island="self-assessment"]')
      expect(island?.querySelectorAll('input[type="radio"]').length).toBe(40)
    },
  )
})

describe('the admin page', () => {
  it('is the one page that loads the app and its router', () => {
    const html = builtHtml('/admin/blog')
    expect(moduleScripts(html)).toEqual([`/${appEntry}`])
    expect(pageScripts['admin/blog']).toContain(`/${appEntry}`)
    expect(scriptsText('admin/blog')).toContain(routerMarker)
    expect(html).toContain(routerMarker)
  })

  it('is the one page whose header has no switch to the public site in the other language', () => {
    const languageSwitch = (path: string) =>
      builtDocument(path).querySelector('[data-site-header] a[hreflang]')
    expect(languageSwitch('/admin/blog')).toBeNull()
    for (const route of routePaths.filter((r) => r.page !== 'admin' && r.path === r.canonical))
      expect(languageSwitch(route.path), route.path).not.toBeNull()
  })
})
