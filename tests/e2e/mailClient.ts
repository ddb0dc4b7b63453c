import type { Page } from '@playwright/test'

declare global {
  interface Window {
    /** Every mailto: link the page tried to open, in order. */
    openedMail: string[]
  }
}

/**
 * Records every mailto: link the page opens and keeps the browser from handing it to the
 * system (there is no mail client here, and the page must stay where it is).
 */
export async function watchMailClient(page: Page) {
  await page.addInitScript(() => {
    window.openedMail = []
    window.addEventListener(
      'click',
      (event) => {
        const link = event.target instanceof Element ? event.target.closest('a') : null
        if (link?.href.startsWith('mailto:')) {
          window.openedMail.push(link.href)
          event.preventDefault()
        }
      },
      true,
    )
  })
}
