import { readFileSync } from 'node:fs'
import { expect, test } from './siteTest'

/**
 * The Diagnostic, Intro, About, Contact, Conviction and legal pages in a browser: the contact forms
 * and the diagnostic buttons (their content at 320 px is checked with every page's in
 * shell.spec.ts). Their pre-rendered content (sections, calls
 * to action, figures, heading outline, no filler) is checked over the build in
 * tests/built-site/informationPages.test.ts.
 */

/** The consultant's facts, as the pages read them. */
const facts = JSON.parse(
  readFileSync(new URL('../../content/site.json', import.meta.url), 'utf8'),
) as {
  email: string
}
const settings = { email: facts.email }

/** Pages whose contact form must say where the request comes from. */
const forms = [
  { path: '/diagnostic-en', locale: 'en', type: 'Request type: Diagnostic' },
  { path: '/santra-3-minutes', locale: 'fr', type: 'Type de demande : Demande générale' },
  { path: '/santra-3-minutes-en', locale: 'en', type: 'Request type: General inquiry' },
  { path: '/a-propos', locale: 'fr', type: 'Type de demande : À propos' },
  { path: '/contact', locale: 'fr', type: 'Type de demande : Demande générale' },
  { path: '/contact-en', locale: 'en', type: 'Request type: General inquiry' },
] as const

const formLabels = {
  fr: {
    first: /^Prénom/,
    last: /^Nom/,
    email: /^Courriel/,
    phone: /^Téléphone/,
    submit: 'Préparer mon courriel',
    reopen: 'Ouvrir de nouveau le courriel',
  },
  en: {
    first: /^First name/,
    last: /^Last name/,
    email: /^Email/,
    phone: /^Phone/,
    submit: 'Prepare my email',
    reopen: 'Open the email again',
  },
} as const

for (const form of forms) {
  test(`${form.path} contact form prepares a mail of the right type`, async ({ page }) => {
    const labels = formLabels[form.locale]
    await page.goto(form.path)
    const main = page.locator('main')
    await main.getByLabel(labels.first).fill('Camille')
    await main.getByLabel(labels.last).fill('Tremblay')
    await main.getByLabel(labels.email).fill('camille@example.org')
    await main.getByLabel(labels.phone).fill('450 555-0199')
    await main.getByLabel(/^Message/).fill('Nous aimerions en savoir plus sur la démarche.')
    await main.getByRole('button', { name: labels.submit }).click()
    const reopen = main.getByRole('link', { name: labels.reopen })
    await expect(reopen).toBeVisible()
    const href = decodeURIComponent((await reopen.getAttribute('href')) ?? '')
    expect(href).toContain(`mailto:${settings.email}`)
    expect(href).toContain(form.type)
  })
}

test('the French diagnostic has no form: it sends visitors to the self-assessment', async ({
  page,
}) => {
  await page.goto('/diagnostic')
  await expect(page.locator('main form')).toHaveCount(0)
  await page.getByRole('link', { name: 'Commencer l’auto-diagnostic' }).click()
  await expect(page).toHaveURL(/\/auto-diagnostic#top$/)
})

test('the English diagnostic button leads to its form', async ({ page }) => {
  await page.goto('/diagnostic-en')
  await page.getByRole('link', { name: 'Request a diagnostic' }).click()
  await expect(
    page.getByRole('heading', { level: 2, name: 'Request a diagnostic' }),
  ).toBeInViewport()
})
