import { expect, test } from './siteTest'
import { routePaths } from '../../engine/siteModel/pageTable'
import { axeViolations, describeViolations } from './axe'

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
