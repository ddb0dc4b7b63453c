import { expect, type Page, test } from './siteTest'
import { watchMailClient } from './mailClient'

/**
 * The home, vision, services and meetings pages in a browser, in both languages: the contact form
 * of the right type, the buttons and aliases that lead to them (their content at 320 px is
 * checked with every page's in shell.spec.ts). Their
 * pre-rendered content (sections, calls to action, badges, numbers) is checked over the build in
 * tests/built-site/offerPages.test.ts.
 */

interface OfferPage {
  path: string
  locale: 'fr' | 'en'
  /** The request type written in the message the page's contact form prepares. */
  formType: string
}

const pages: OfferPage[] = [
  { path: '/', locale: 'fr', formType: 'Type de demande : Demande générale' },
  { path: '/en', locale: 'en', formType: '' },
  { path: '/vision', locale: 'fr', formType: 'Type de demande : Demande générale' },
  { path: '/vision-en', locale: 'en', formType: 'Request type: General inquiry' },
  { path: '/services', locale: 'fr', formType: 'Type de demande : Services' },
  { path: '/services-en', locale: 'en', formType: 'Request type: Services' },
  { path: '/rencontres', locale: 'fr', formType: 'Type de demande : Conférence' },
  { path: '/meetings-en', locale: 'en', formType: 'Request type: Meeting' },
]

const main = (page: Page) => page.locator('main')

/** The contact form's labels and button as a visitor reads them in each language. */
const formText = {
  fr: {
    labels: {
      firstName: 'Prénom',
      lastName: 'Nom',
      email: 'Courriel',
      phone: 'Téléphone',
      message: 'Message',
    },
    submit: 'Préparer mon courriel',
  },
  en: {
    labels: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      phone: 'Phone',
      message: 'Message',
    },
    submit: 'Prepare my email',
  },
} as const

for (const content of pages) {
  test.describe(content.path, () => {
    if (content.formType) {
      test('its contact form prepares a message of the right type', async ({ page }) => {
        await watchMailClient(page)
        await page.goto(content.path)
        const copy = formText[content.locale]
        const form = main(page).locator('form')
        await form
          .getByRole('textbox', { name: copy.labels.firstName, exact: true })
          .fill('Camille')
        await form
          .getByRole('textbox', { name: copy.labels.lastName, exact: true })
          .fill('Tremblay')
        await form
          .getByRole('textbox', { name: copy.labels.email, exact: true })
          .fill('camille@example.com')
        await form
          .getByRole('textbox', { name: copy.labels.phone, exact: true })
          .fill('450 555-0199')
        await form
          .getByRole('textbox', { name: copy.labels.message, exact: true })
          .fill('Nous aimerions en discuter avec vous.')
        await form.getByRole('button', { name: copy.submit }).click()
        await expect.poll(() => page.evaluate(() => window.openedMail.length)).toBe(1)
        const href = await page.evaluate(() => window.openedMail[0] ?? '')
        expect(decodeURIComponent(href)).toContain(content.formType)
      })
    }
  })
}

test('the French home’s method button opens the services page at its top', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Découvrir la méthode' }).click()
  await expect(page).toHaveURL(/\/services#top$/)
  await expect(page.locator('h1')).toContainText('Des services')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('/home-en shows the English home', async ({ page }) => {
  await page.goto('/home-en')
  await expect(page.getByRole('heading', { name: 'Start the conversation' })).toBeVisible()
})

test('/conferences shows the French meetings page', async ({ page }) => {
  await page.goto('/conferences')
  await expect(page.locator('h1')).toHaveText('Conférences et formations')
  await expect(
    page.getByRole('heading', { name: 'Inviter SANTRA dans votre organisation' }),
  ).toBeVisible()
})
