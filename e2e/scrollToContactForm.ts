import { expect, type Page } from './siteTest'

/**
 * Scrolls to the page's contact form, as a visitor does, and waits until it can be used: the
 * form's code loads only when it comes near the screen (or at a first press or key).
 */
export async function scrollToContactForm(page: Page): Promise<void> {
  const form = page.locator('main form')
  await form.scrollIntoViewIfNeeded()
  await expect(form.locator('fieldset').first()).toBeEnabled()
}
