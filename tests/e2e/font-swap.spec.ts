import { subsetFonts } from '../../tools/fonts/fontSubset'
import { routePaths } from '../../engine/siteModel/pageTable'
import type { BrowserContext, Route } from '@playwright/test'
import { expect, type Page, test } from './siteTest'

/*
 * A page paints with the fallback faces of site/styles/fonts/fonts.css, sized to Inter's and
 * Fraunces's metrics, and keeps them when the font files come late (`font-display: optional`).
 * Every route of both languages, the admin included, and every published post is loaded at each
 * viewport twice, font files held back 800 ms, then refused: nothing may move (the cumulative
 * layout shift, read from the browser's own `layout-shift` entries once the fonts have settled,
 * is 0). The pages whose header differs most are loaded once more with the font files at hand
 * (from the cache): their header has the same lines in Inter as in its fallback. Several pages
 * load at once, to keep the test short.
 */

type FontMode = 'delayed' | 'blocked' | 'cached'

/** How long the font files are held back in the delayed mode, at least. */
const fontDelayMs = 800
/** Pages loading at once with their font files held back or refused. */
const heldLanes = 6
/**
 * The headers to draw in Inter as well: each language's, with the longest label set in bold
 * (the page it names is open), and the admin's.
 */
const headerPaths = ['/', '/auto-diagnostic', '/en', '/auto-diagnostic-en', '/admin/blog']
/** The families the font files bring (their fallbacks are local fonts, there at once). */
const webFamilies: string[] = subsetFonts.map((font) => font.family)

interface PageState {
  /** The header and each of its visible links and buttons, with their heights. */
  header: string[]
  /** Each web font face with its status. */
  faces: string[]
}

interface Measure {
  path: string
  mode: FontMode
  cls: number
  shifts: string[]
  header: string[]
}

/** The site's pages: every canonical route, and the posts its sitemap lists. */
async function sitePaths(context: BrowserContext): Promise<string[]> {
  const sitemap = await (await context.request.get('/sitemap.xml')).text()
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map(
    (match) => match[1] ?? '/',
  )
  const routes = routePaths.filter((route) => route.path === route.canonical).map((r) => r.path)
  return [...new Set([...routes, ...listed])]
}

/** The page as it stands: its header's heights (a line more shows there) and its fonts. */
function pageState(page: Page): Promise<PageState> {
  return page.evaluate((families) => {
    const header = document.querySelector('header')
    const boxes = header
      ? [header, ...header.querySelectorAll('a, button')].filter(
          (element) => element.getClientRects().length > 0,
        )
      : []
    return {
      header: boxes.map((element) => {
        const name = element.textContent.trim().slice(0, 30)
        return `${element.tagName} ${name}: ${Math.round(element.getBoundingClientRect().height)}`
      }),
      faces: [...document.fonts]
        .filter((face) => families.includes(face.family))
        .map((face) => `${face.family} ${face.status}`),
    }
  }, webFamilies)
}

/**
 * Once every font load the page started has ended and two more frames have painted (a shift is
 * reported with the frame that paints it): the page's state and the layout shifts it reported
 * since it began.
 */
async function settled(page: Page) {
  const shifts = await page.evaluate(async () => {
    interface Shift extends PerformanceEntry {
      value: number
      hadRecentInput: boolean
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
    }
    await document.fonts.ready
    const entries: Shift[] = []
    const observer = new PerformanceObserver((list) => {
      entries.push(...(list.getEntries() as Shift[]))
    })
    observer.observe({ type: 'layout-shift', buffered: true })
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame)
    entries.push(...(observer.takeRecords() as Shift[]))
    observer.disconnect()
    const counted = entries.filter((entry) => !entry.hadRecentInput)
    const name = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()} « ${node.textContent.trim().slice(0, 24)} »`
        : (node?.nodeName ?? 'a removed node')
    return {
      cls: counted.reduce((sum, entry) => sum + entry.value, 0),
      shifts: counted.flatMap((entry) =>
        entry.sources.map(
          ({ node, previousRect: from, currentRect: to }) =>
            `${name(node)} ${[from, to].map((r) => `${Math.round(r.width)}×${Math.round(r.height)} at (${Math.round(r.x)}, ${Math.round(r.y)})`).join(' → ')}`,
        ),
      ),
    }
  })
  return { ...shifts, ...(await pageState(page)) }
}

/**
 * Loads `paths` in `mode`, several pages at once, each page holding back or refusing its font
 * files as the mode says.
 */
async function measureAll(
  context: BrowserContext,
  lanes: number,
  jobs: { path: string; mode: FontMode }[],
): Promise<Measure[]> {
  const measures: Measure[] = []
  const holdsFonts = jobs.some((job) => job.mode !== 'cached')
  const runLane = async (page: Page) => {
    let mode: FontMode = holdsFonts ? 'blocked' : 'cached'
    let released = Promise.resolve()
    let release: () => void = () => undefined
    if (holdsFonts) {
      await page.route('**/*.woff2', async (route: Route) => {
        if (mode === 'blocked') return route.abort()
        await Promise.all([released, new Promise((done) => setTimeout(done, fontDelayMs))])
        return route.continue()
      })
    }
    // A first page, not measured: a new tab's first page can paint half-parsed on a busy machine.
    // Its load event waits for the fonts it loads, which the cached mode's pages find then.
    await page.goto('/', { waitUntil: 'load' })
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      mode = job.mode
      released = new Promise<void>((done) => {
        release = done
      })
      await page.goto(job.path, { waitUntil: 'domcontentloaded' })
      const first = await pageState(page)
      if (mode === 'delayed') {
        expect(first.faces.join(), `${job.path}: a font came before its files`).not.toMatch(
          /loaded/,
        )
      }
      release()
      const last = await settled(page)
      const fontsCame = last.faces.some((face) => face.endsWith(' loaded'))
      expect(fontsCame, `${job.path} (${mode}): fonts ${last.faces.join(', ')}`).toBe(
        mode !== 'blocked',
      )
      expect.soft(last.header, `${job.path} (${mode}): the header moved`).toEqual(first.header)
      measures.push({ ...job, ...last })
    }
  }
  await Promise.all(Array.from({ length: lanes }, async () => runLane(await context.newPage())))
  return measures
}

test('no page moves when its fonts come 800 ms late, or never @layout', async ({
  browser,
  context,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
}) => {
  test.setTimeout(90_000)
  const paths = await sitePaths(context)
  // A context of its own, whose cache keeps the font files once its first page has loaded them:
  // the pages it loads next have them at once.
  const cachedContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch })
  const [held, cached] = await Promise.all([
    measureAll(
      context,
      heldLanes,
      paths.flatMap((path) => [
        { path, mode: 'delayed' as const },
        { path, mode: 'blocked' as const },
      ]),
    ),
    measureAll(
      cachedContext,
      1,
      headerPaths.map((path) => ({ path, mode: 'cached' as const })),
    ),
  ])
  await cachedContext.close()
  const measures = [...held, ...cached]
  await test.info().attach('layout shifts', {
    body: measures
      .sort((a, b) => a.path.localeCompare(b.path) || a.mode.localeCompare(b.mode))
      .map(
        (m) => `${m.path} ${m.mode} ${m.cls.toFixed(4)}${m.shifts.map((s) => `\n  ${s}`).join('')}`,
      )
      .join('\n'),
    contentType: 'text/plain',
  })

  const moved = measures.filter((measure) => measure.cls > 0)
  expect(
    moved.map((m) => `${m.path} (${m.mode}) CLS ${m.cls.toFixed(4)}: ${m.shifts.join('; ')}`),
  ).toEqual([])
  // The header has the same lines in the fallback faces as in Inter and Fraunces.
  for (const measure of cached) {
    const fallback = held.find((other) => other.path === measure.path && other.mode === 'blocked')
    expect.soft(fallback?.header, `${measure.path}: the header's lines`).toEqual(measure.header)
  }
})
