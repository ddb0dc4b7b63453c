import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { trimTrailingSlashes } from '../../engine/blog/trimTrailingSlashes'

/*
 * Reading the site as built: the checks here need only its HTML and files, so they run in vitest
 * over `dist/` (`npm run test:dist`), after the one build of `npm test` (`npm run build:test`),
 * instead of in a browser.
 */

/** The build under test: DIST_DIR, else `dist/`. */
export const distDir = path.resolve(process.env.DIST_DIR ?? 'dist')

/** A file of the build, by its path in the site (`/blog/rss.xml`). */
export function builtFile(sitePath: string): string {
  const file = path.join(distDir, sitePath)
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build the site under test first (npm run build:test).`)
  }
  return readFileSync(file, 'utf8')
}

/** The pre-rendered HTML of a page (flat files: `/vision` is `vision.html`, `/` is `index.html`). */
export function builtHtml(routePath: string): string {
  const bare = trimTrailingSlashes(routePath).replace(/^\/+/, '')
  return builtFile(bare === '' ? 'index.html' : `${bare}.html`)
}

const documents = new Map<string, Document>()

/**
 * The pre-rendered page as a document, parsed once by the test environment's DOMParser (jsdom);
 * its scripts never run.
 */
export function builtDocument(routePath: string): Document {
  const parsed =
    documents.get(routePath) ?? new DOMParser().parseFromString(builtHtml(routePath), 'text/html')
  documents.set(routePath, parsed)
  return parsed
}

/** Text as a reader sees it: white space (no-break spaces included) collapsed, trimmed. */
export function textOf(node: Node | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/** Whether nothing in the markup hides the element (`hidden`, `aria-hidden`, inline display). */
export function isShown(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden') || node.getAttribute('aria-hidden') === 'true') return false
    if (/display:\s*none/.test(node.getAttribute('style') ?? '')) return false
  }
  return true
}

/** The page's `<main>`, which every page has. */
export function mainOf(document: Document): Element {
  const main = document.querySelector('main')
  if (!main) throw new Error(`${document.title} has no <main>`)
  return main
}

/** Shown headings of these levels under `scope`, in document order. */
export function headingsOf(scope: Element, levels = [1, 2, 3, 4, 5, 6]): Element[] {
  const selector = levels.map((level) => `h${level}`).join(', ')
  return [...scope.querySelectorAll(selector)].filter(isShown)
}

/** A link's accessible name: its aria-label, else its text without the parts hidden from it. */
function linkName(link: Element): string {
  const label = link.getAttribute('aria-label')
  if (label !== null) return label.trim()
  const copy = link.cloneNode(true) as Element
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
  return textOf(copy)
}

/**
 * Shown links under `scope` whose accessible name is `name` (exact), or contains it ignoring case
 * (as Playwright's `getByRole('link', { name })` does).
 */
export function linksNamed(scope: Element, name: string, exact = false): Element[] {
  return [...scope.querySelectorAll('a[href]')].filter((link) => {
    const accessible = linkName(link)
    const matches = exact
      ? accessible === name
      : accessible.toLowerCase().includes(name.toLowerCase())
    return matches && isShown(link)
  })
}

/**
 * The innermost shown elements whose text contains `text` (no child of theirs contains all of
 * it): one per place the text is written.
 */
export function elementsWithText(scope: Element, text: string | RegExp): Element[] {
  const has = (element: Element) =>
    typeof text === 'string' ? textOf(element).includes(text) : text.test(textOf(element))
  return [...scope.querySelectorAll('*')].filter(
    (element) =>
      has(element) && ![...element.children].some((child) => has(child)) && isShown(element),
  )
}

/** The last card (list item or article) holding a heading of this name, as `card()` in e2e. */
export function cardOf(scope: Element, heading: string | RegExp): Element {
  const named = (element: Element) =>
    typeof heading === 'string' ? textOf(element).includes(heading) : heading.test(textOf(element))
  const cards = [...scope.querySelectorAll('li, article')].filter((card) =>
    headingsOf(card).some(named),
  )
  const card = cards.at(-1)
  if (!card) throw new Error(`no card with the heading ${String(heading)}`)
  return card
}
