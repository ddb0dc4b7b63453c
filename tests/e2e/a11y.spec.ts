import { createRequire } from 'node:module'
import { expect, type Page, test } from './siteTest'
import { routePaths } from '../../engine/siteModel/pageTable'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

/** Runs axe-core at WCAG 2.2 AA on the page as it is now and returns the violations. */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axePath })
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>
        }
      }
    ).axe
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    })
    return result.violations
  })
}

function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n  ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join('\n  ')}`,
    )
    .join('\n')
}

// axe is injected as a script; the pages' own Content-Security-Policy would refuse it.
test.use({ bypassCSP: true })

const pages = [
  ...routePaths.filter((route) => route.path === route.canonical).map((route) => route.path),
  '/une-page-inconnue',
]

for (const path of pages) {
  // Each route's pre-rendered head is checked in tests/built-site/routeHeads.test.ts; here it opens.
  test(`${path} opens with its heading and title, without WCAG 2.2 AA violation`, async ({
    page,
  }) => {
    const unknown = path === '/une-page-inconnue'
    const response = await page.goto(path)
    expect(response?.status()).toBe(unknown ? 404 : 200)
    await expect(page.locator('h1')).toBeVisible()
    await expect(page).toHaveTitle(
      unknown ? /^Page introuvable \| Conseils SANTRA$/ : /Conseils SANTRA/,
    )
    // The page has hydrated (siteTest's goto); its colours are checked in its final fonts.
    await page.evaluate(() => document.fonts.ready)
    const violations = await axeViolations(page)
    expect(violations, describeViolations(violations)).toEqual([])
  })
}

test('a blog post has no WCAG 2.2 AA violation', async ({ page }) => {
  await page.goto('/blog')
  const firstPost = page.locator('main a[href^="/blog/"]:not([href$=".xml"])').first()
  test.skip((await firstPost.count()) === 0, 'no published post in this build')
  await page.goto((await firstPost.getAttribute('href')) ?? '/blog')
  await page.evaluate(() => document.fonts.ready)
  const violations = await axeViolations(page)
  expect(violations, describeViolations(violations)).toEqual([])
})

test('the small-screen header and its open menu have no WCAG 2.2 AA violation @layout', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the menu button and its drawer exist on small screens only')
  // The home page runs the app; a post page runs only its islands (site/islands).
  for (const path of ['/', '/blog/equipe-en-forme']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    expect(await axeViolations(page), path).toEqual([])
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    const violations = await axeViolations(page)
    expect(violations, `${path}: ${describeViolations(violations)}`).toEqual([])
  }
})
