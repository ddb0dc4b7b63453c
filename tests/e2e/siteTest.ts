import { test as base } from '@playwright/test'

export { expect, type Locator, type Page } from '@playwright/test'

/**
 * Playwright's `test`, where `page.goto` to a page of the site also waits until React has taken
 * the pre-rendered page over (the layout marks `<html data-hydrated>`). Pages paint before their
 * scripts load, so a test acting at the load event could click a button that does nothing yet.
 * A navigation that names its own `waitUntil` keeps Playwright's behaviour.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      const isPage = response?.headers()['content-type']?.startsWith('text/html') ?? false
      if (isPage && options?.waitUntil === undefined) {
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      }
      return response
    }
    await provide(page)
  },
})
