import { readFileSync } from 'node:fs'
import { expect, type Page, test } from './siteTest'
import { selfAssessmentText } from './selfAssessmentText'

/*
 * A visitor keeps her results: the address holds the answers in its fragment (never sent to a
 * server), a link brings the same results back in either language, the mail quotes it, « Refaire le
 * diagnostic » forgets it, and the results print alone on one sheet, under the site's name and
 * address and the day.
 */

test.describe.configure({ timeout: 90_000 })

// The consultant's facts, as the pages read them.
const facts = JSON.parse(
  readFileSync(new URL('../../content/site.json', import.meta.url), 'utf8'),
) as { businessName: string; siteUrl: string }

const fr = selfAssessmentText('fr')
const en = selfAssessmentText('en')

/** 7 yes in culture (Bon potentiel), 4 yes in risk (Signaux d’alerte on the French page). */
const culture = ['yes', 'yes', 'yes', 'yes', 'yes', 'yes', 'yes', 'no', 'no', 'no'] as const
const risk = ['yes', 'yes', 'yes', 'yes', 'no', 'no', 'no', 'no', 'no', 'no'] as const
/** The same answers as a fragment: 11111 11000 11110 00000, five bits a character (v o u 0). */
const fragment = '#r=vou0'

async function answerAll(page: Page) {
  const groups = page.getByRole('main').getByRole('group')
  for (const [index, choice] of [...culture, ...risk].entries()) {
    await groups.nth(index).getByRole('radio', { name: fr.answers[choice], exact: true }).check()
  }
  await page.getByRole('button', { name: fr.progress.submit }).click()
  await expect(page.getByRole('heading', { name: fr.results.title })).toBeVisible()
}

test('the results link holds the answers, is copied and mailed, and brings them back in both languages', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await page.goto('/auto-diagnostic')
  await answerAll(page)
  await expect(page).toHaveURL(new RegExp(`/auto-diagnostic${fragment}$`))

  await page.getByRole('button', { name: fr.results.copyLink }).click()
  await expect(page.getByRole('button', { name: fr.results.linkCopied })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(`${new URL(page.url()).origin}/auto-diagnostic${fragment}`)
  const mail = await page
    .getByRole('link', { name: fr.results.discuss })
    .evaluate((link: HTMLAnchorElement) => new URL(link.href).searchParams.get('body') ?? '')
  expect(mail).toContain(copied)
  // A fragment is never part of a request.
  expect(requests.filter((url) => url.includes('#'))).toEqual([])

  // In a new tab with nothing stored: the same results.
  const other = await context.newPage()
  await other.goto(`/auto-diagnostic-en${fragment}`)
  await expect(other.getByRole('heading', { name: en.results.title })).toBeVisible()
  await expect(
    other.getByRole('article', { name: en.measures.culture.title }).getByText('7/10'),
  ).toBeVisible()
  // The language switch carries the results to the French page.
  await other.getByRole('link', { name: 'Français' }).click()
  await expect(other).toHaveURL(new RegExp(`/auto-diagnostic${fragment}$`))
  await expect(other.getByRole('heading', { name: fr.results.title })).toBeVisible()
  await expect(
    other.getByRole('article', { name: fr.measures.risk.title }).getByText('4/10'),
  ).toBeVisible()

  await other.getByRole('button', { name: fr.results.redo }).click()
  await expect(other.getByRole('heading', { name: fr.results.title })).toHaveCount(0)
  expect(new URL(other.url()).hash).toBe('')
})

test('a malformed fragment is ignored: the questionnaire shows, nothing breaks', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  for (const hash of ['#r=zzzz', '#r=vou00', '#r=<img>', '#resultats', '#r=%00%00']) {
    await page.goto(`/auto-diagnostic${hash}`)
    await expect(page.getByRole('button', { name: fr.progress.submit })).toBeVisible()
    await expect(page.getByRole('heading', { name: fr.results.title })).toHaveCount(0)
  }
  expect(errors).toEqual([])
})

test('printed, the results stand alone on one sheet, under the site and the day', async ({
  page,
}) => {
  await page.goto('/auto-diagnostic')
  // The first of December in Québec, whatever the machine's own zone; then the link's results.
  await page.clock.setFixedTime(new Date('2026-12-01T17:00:00Z'))
  await page.evaluate((hash) => (window.location.hash = hash), fragment)
  await expect(page.getByRole('heading', { name: fr.results.title })).toBeVisible()
  const site = page.getByText(`${facts.businessName} · ${new URL(facts.siteUrl).host}`, {
    exact: true,
  })
  const day = page.getByText('Résultats du 2026-12-01', { exact: true })
  await expect(site).toBeHidden()
  await expect(day).toBeHidden()
  await page.emulateMedia({ media: 'print' })
  await expect(site).toBeVisible()
  await expect(day).toBeVisible()
  for (const hidden of [
    page.locator('header[data-site-header]'),
    page.locator('footer[data-site-footer]'),
    page.getByRole('heading', { level: 1 }),
    page.getByRole('button', { name: fr.results.redo }),
    page.getByRole('button', { name: fr.results.copyLink }),
    page.getByRole('link', { name: fr.results.discuss }),
  ]) {
    await expect(hidden).toBeHidden()
  }
  await expect(page.getByRole('article', { name: fr.measures.culture.title })).toBeVisible()
  await expect(page.getByRole('article', { name: fr.measures.risk.title })).toBeVisible()
  // One letter-size sheet: the PDF has a single page.
  const pdf = await page.pdf({ format: 'Letter', printBackground: true })
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []
  expect(pages).toHaveLength(1)
})
