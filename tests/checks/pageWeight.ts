import type { Browser, Page, Response } from '@playwright/test'
import { SPECULATION_RULES_PATH } from '../../server/speculationRules.ts'

/** Gzip budgets in KB for what a route loads until the network is idle after hydration. */
export const budgets = {
  /** Home and the other content pages. */
  js: 110,
  /** A blog post is text: it hydrates with less. */
  postJs: 95,
  /** The admin page carries the upload and list code; it is never a landing page. */
  adminJs: 160,
  fonts: 45,
  css: 15,
  /**
   * The home page's HTML (its inline critical CSS included) plus the style sheets that block its
   * first paint: what fits in the first round trip of a new connection (ten TCP segments).
   */
  homeFirstPaint: 14,
} as const

/** What one route costs a first-time visitor, in gzip KB as transferred. */
export interface PageWeight {
  path: string
  html: number
  js: number
  jsFiles: number
  css: number
  fonts: number
  /**
   * The HTML plus every render-blocking style sheet, as the browser reports them. The site's
   * stylesheet loads as `media="print"` and blocks nothing; the page's inline rules are in `html`.
   */
  firstPaint: number
  /**
   * The scripts once the visitor has touched the page's contact form, whose code loads then
   * (undefined on a page without one). Reported, not budgeted: the issue lets a form's code wait
   * for the first interaction.
   */
  jsAfterTouch?: number
}

type Kind = 'html' | 'js' | 'css' | 'font'

const kindOf: Record<string, Kind> = {
  document: 'html',
  script: 'js',
  stylesheet: 'css',
  font: 'font',
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

const isPostPath = (path: string) => /^\/blog(-en)?\/(?!page\/)[^/]+$/.test(path)

export function jsBudgetOf(path: string): number {
  if (path.startsWith('/admin')) return budgets.adminJs
  return isPostPath(path) ? budgets.postJs : budgets.js
}

/** The budgets a route passes, as one sentence each. */
export function overBudget(weight: PageWeight): string[] {
  const over: string[] = []
  const jsBudget = jsBudgetOf(weight.path)
  if (weight.js > jsBudget) over.push(`JS ${weight.js} KB > ${jsBudget} KB`)
  if (weight.css > budgets.css) over.push(`CSS ${weight.css} KB > ${budgets.css} KB`)
  if (weight.fonts > budgets.fonts) over.push(`fonts ${weight.fonts} KB > ${budgets.fonts} KB`)
  if (weight.path === '/' && weight.firstPaint > budgets.homeFirstPaint)
    over.push(`HTML + blocking CSS ${weight.firstPaint} KB > ${budgets.homeFirstPaint} KB`)
  return over
}

/**
 * Resolves once no request has been in flight for `quietMs`. Playwright's own `networkidle`
 * fires once per navigation; the scripts that hydrate a page may start after it.
 */
function networkQuiet(page: Page, quietMs = 500, timeoutMs = 20_000): Promise<void> {
  let inFlight = 0
  let timer: NodeJS.Timeout | undefined
  return new Promise((resolve, reject) => {
    const done = () => {
      page.off('request', started)
      page.off('requestfinished', ended)
      page.off('requestfailed', ended)
      clearTimeout(limit)
      clearTimeout(timer)
    }
    const arm = () => {
      clearTimeout(timer)
      if (inFlight === 0)
        timer = setTimeout(() => {
          done()
          resolve()
        }, quietMs)
    }
    const started = () => {
      inFlight++
      clearTimeout(timer)
    }
    const ended = () => {
      inFlight = Math.max(0, inFlight - 1)
      arm()
    }
    const limit = setTimeout(() => {
      done()
      reject(new Error(`the network never went quiet for ${quietMs} ms`))
    }, timeoutMs)
    page.on('request', started)
    page.on('requestfinished', ended)
    page.on('requestfailed', ended)
    arm()
  })
}

/**
 * Bytes on the wire of one response's body (compressed when the server compressed it). A body
 * that never arrived whole (its request failed or was cancelled) counts for nothing.
 */
async function bodyBytes(response: Response): Promise<number> {
  if ((await response.finished()) !== null) return 0
  return (await response.request().sizes()).responseBodySize
}

/** Scrolls to the bottom of the page a screen at a time, as a reader would. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    window.scrollTo(0, document.documentElement.scrollHeight)
  })
}

/** Focuses the contact form's first field, as a visitor starting to type; false without a form. */
function touchContactForm(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const field = document.querySelector<HTMLInputElement>(
      '[data-island="contact-form"] input:not([type="hidden"])',
    )
    field?.focus()
    return field !== null
  })
}

/**
 * Loads a route in a fresh browser context (empty cache), waits for the network to be idle and
 * for React to have hydrated the page, scrolls to its bottom (parts may load as they near the
 * screen), waits for the network to be quiet again, and adds up the transfer sizes of the page,
 * its scripts, style sheets and fonts. Then it touches the contact form, if there is one, and
 * reports the scripts that brings apart. The speculation rules are withheld: a page the browser
 * would start ahead of a click is the next page's weight, never this one's.
 */
export async function measureRoute(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  await context.route(`**${SPECULATION_RULES_PATH}`, (route) => route.abort())
  const page = await context.newPage()
  const sizes: Promise<{ kind: Kind; bytes: number; url: string }>[] = []
  const onResponse = (response: Response) => {
    const kind = kindOf[response.request().resourceType()]
    if (kind)
      sizes.push(bodyBytes(response).then((bytes) => ({ kind, bytes, url: response.url() })))
  }
  page.on('response', onResponse)
  try {
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 })
    await scrollThrough(page)
    await networkQuiet(page)
    const blockingCss = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            (entry as PerformanceResourceTiming & { renderBlockingStatus?: string })
              .renderBlockingStatus === 'blocking' && entry.name.endsWith('.css'),
        )
        .map((entry) => entry.name),
    )
    const loaded = await Promise.all(sizes)
    const sum = (kind: Kind) =>
      loaded.filter((entry) => entry.kind === kind).reduce((total, entry) => total + entry.bytes, 0)
    const blocking = loaded.filter((entry) => blockingCss.includes(entry.url))
    let jsAfterTouch: number | undefined
    if (await touchContactForm(page)) {
      await networkQuiet(page)
      const touched = await Promise.all(sizes)
      const scripts = touched.filter((entry) => entry.kind === 'js')
      jsAfterTouch = kb(scripts.reduce((total, entry) => total + entry.bytes, 0))
    }
    return {
      path: new URL(url).pathname,
      html: kb(sum('html')),
      js: kb(sum('js')),
      jsFiles: loaded.filter((entry) => entry.kind === 'js').length,
      css: kb(sum('css')),
      fonts: kb(sum('font')),
      firstPaint: kb(sum('html') + blocking.reduce((total, entry) => total + entry.bytes, 0)),
      jsAfterTouch,
    }
  } finally {
    // Every size is read before the page closes, those of responses that came after the last
    // count included: a read still pending would fail with the page.
    page.off('response', onResponse)
    await Promise.allSettled(sizes)
    await context.close()
  }
}

/** One row of the budget table. */
export function weightRow(weight: PageWeight): (string | number)[] {
  return [
    weight.path,
    weight.html,
    weight.firstPaint,
    `${weight.js} (${weight.jsFiles})`,
    weight.jsAfterTouch ?? '',
    weight.css,
    weight.fonts,
    overBudget(weight).join('; ') || 'ok',
  ]
}

export const weightHeader = [
  'route',
  'HTML',
  'HTML+blocking CSS',
  'JS (files)',
  'JS, form touched',
  'CSS',
  'fonts',
  'status',
]
