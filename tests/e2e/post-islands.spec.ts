import { expect, type Page, test } from './siteTest'

/*
 * Every page but the admin's runs only its islands (site/islands/main.tsx): the header's
 * controls, the share button, the contact form, the self-assessment, with the app's components,
 * and no router. Their behaviours are checked in their own specs; here, what changes with the
 * islands: which scripts load, what a link does, and the menu, on a post page.
 */
const post = '/blog/equipe-en-forme'

/** The site's scripts a page asked for, by file name. */
function scriptsRequested(page: Page): string[] {
  const names: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname)
  })
  return names
}

test('a post page comes alive with its islands only, without an error', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  const scripts = scriptsRequested(page)
  const data: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('static-loader-data')) data.push(request.url())
  })
  await page.goto(post)
  await page.waitForLoadState('networkidle')
  expect(scripts.some((name) => /\/assets\/islands-[\w-]+\.js$/.test(name))).toBe(true)
  expect(scripts.filter((name) => /\/assets\/app-/.test(name))).toEqual([])
  expect(data).toEqual([])

  // The language switch, made live, keeps its place and its tooltip on keyboard focus.
  await page.getByRole('link', { name: 'English' }).focus()
  await expect(page.getByRole('tooltip')).toHaveText('Lire cette page en anglais')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('tooltip')).toHaveCount(0)
  expect(errors).toEqual([])
})

test('a link loads the next page, which comes alive with its islands too', async ({ page }) => {
  await page.goto(post)
  const loads: string[] = []
  page.on('load', () => loads.push(page.url()))
  const scripts = scriptsRequested(page)
  await page.getByRole('link', { name: 'Tous les articles' }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect.poll(() => loads.length).toBe(1)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })

  // Back into a post from the list: a page load again, never the app.
  await page
    .getByRole('link', { name: 'Une équipe en forme commence par des priorités claires' })
    .click()
  await expect(page).toHaveURL(new RegExp(`${post}$`))
  await expect.poll(() => loads.length).toBe(2)
  await expect(
    page.getByRole('heading', { level: 2, name: 'Trois priorités, pas dix' }),
  ).toBeVisible()
  expect(scripts.filter((name) => /\/assets\/app-/.test(name))).toEqual([])
})

test('the admin page is the one page that loads the app', async ({ page }) => {
  const scripts = scriptsRequested(page)
  await page.goto('/admin/blog')
  expect(scripts.some((name) => /\/assets\/app-[\w-]+\.js$/.test(name))).toBe(true)
  expect(scripts.filter((name) => /\/assets\/islands-/.test(name))).toEqual([])
})

test.describe('the menu of a post page @layout', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu button exists on small screens only')

  test('opens, keeps the focus inside, closes with Escape and gives the focus back', async ({
    page,
  }) => {
    await page.goto(post)
    // The open drawer hides the rest of the page from assistive technologies: find the button
    // by its markup to follow its state.
    const trigger = page.locator('[data-site-header] button[aria-haspopup="dialog"]')
    await expect(trigger).toHaveAccessibleName('Menu')
    await trigger.focus()
    await expect(page.getByRole('tooltip')).toHaveText('Ouvrir le menu de navigation')
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    // The focus cycles through the drawer's links and close button, never leaving it.
    const links = await drawer.getByRole('link').count()
    for (let press = 0; press < links + 3; press += 1) {
      await page.keyboard.press('Tab')
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      )
    }
    await expect(drawer.getByRole('link', { name: 'Services' })).toHaveAttribute(
      'href',
      '/services',
    )
    // An article belongs to the blog: Blogue is its current section, in the drawer too.
    await expect(drawer.locator('[aria-current="page"]')).toHaveText(['Blogue'])
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(trigger).toBeFocused()
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')

    // Choosing a link closes the drawer and loads the page.
    await trigger.click()
    await drawer.getByRole('link', { name: 'Vision' }).click()
    await expect(page).toHaveURL(/\/vision$/)
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
  })
})
