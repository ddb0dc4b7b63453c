import { expect, test } from './siteTest'

/*
 * The next page starts before the click lands: pages point to the speculation rules by header
 * (server/speculationRules.ts), so the strict Content-Security-Policy holds, and Chromium starts the
 * link a visitor rests the pointer on. Under Playwright, Chromium refuses to prerender
 * (« disabled by DevTools ») and prefetches instead; either counts as started ahead.
 */

test('pages point to the rules file, served with its own media type', async ({ request }) => {
  for (const path of ['/', '/services', '/blog/reunions-courtes', '/en']) {
    const response = await request.get(path)
    expect(response.headers()['speculation-rules'], path).toBe('"/speculation-rules.json"')
  }
  const rules = await request.get('/speculation-rules.json')
  expect(rules.headers()['content-type']).toBe('application/speculationrules+json')
  const body = JSON.stringify(await rules.json())
  expect(body).toContain('"eagerness":"moderate"')
  expect(body).toContain('"/admin{/*}?"')
  expect(body).toContain('"/api{/*}?"')
  // Only pages point to the rules.
  expect((await request.get('/api/blog')).headers()['speculation-rules']).toBeUndefined()
})

test('a header link the pointer rests on is loaded before the click', async ({ page }) => {
  await page.goto('/')
  const link = page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Services', exact: true })
  const started = page.waitForRequest((request) => new URL(request.url()).pathname === '/services')
  await link.hover()
  // Moderate eagerness: a rest of about 200 ms starts the page, no click needed.
  await started
  await link.click()
  await expect(page).toHaveURL(/\/services$/)
  const arrival = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as
      | (PerformanceNavigationTiming & { activationStart?: number; deliveryType?: string })
      | undefined
    return (navigation?.activationStart ?? 0) > 0 ? 'prerender' : navigation?.deliveryType
  })
  expect(['prerender', 'navigational-prefetch']).toContain(arrival)
})

test('the admin is never started ahead of a click', async ({ page }) => {
  await page.goto('/')
  const admin = page.waitForRequest((request) => request.url().includes('/admin'), {
    timeout: 1500,
  })
  await page.evaluate(() => {
    const link = document.createElement('a')
    link.href = '/admin/blog'
    link.textContent = 'Administration'
    link.id = 'admin-link'
    document.body.prepend(link)
  })
  await page.locator('#admin-link').hover()
  await expect(admin).rejects.toThrow()
})
