import { expect, test } from './siteTest'
import {
  footerNavigation,
  navigation,
  pageVersion,
  routePaths,
} from '../../engine/siteModel/pageTable'

test('paths match whatever their case and trailing slash', async ({ page }) => {
  for (const path of ['/SERVICES', '/services/', '/Vision-EN/']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
  }
  await page.goto('/SERVICES')
  await expect(page.locator('h1')).toContainText('Des services')
})

const notFoundScreens: {
  path: string
  lang: string
  heading: string
  links: Record<string, string>
}[] = [
  {
    path: '/cette-page-nexiste-pas',
    lang: 'fr',
    heading: 'Cette page est introuvable',
    links: { Accueil: '/', Services: '/services', Blogue: '/blog', Contact: '/contact' },
  },
  {
    path: '/this-page-is-gone-en',
    lang: 'en',
    heading: 'We can’t find this page',
    links: { Home: '/en', Services: '/services-en', Blog: '/blog-en', Contact: '/contact-en' },
  },
]

for (const screen of notFoundScreens) {
  test(`an unknown path answers 404 in its language, without a hydration error: ${screen.path}`, async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    const response = await page.goto(screen.path)
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', screen.lang)
    await expect(page.locator('h1')).toHaveText(screen.heading)
    const main = page.locator('main')
    for (const [name, href] of Object.entries(screen.links)) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    // The page and the console are given a moment for React's hydration warnings to surface.
    await page.waitForLoadState('networkidle')
    expect(errors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([])
  })
}

for (const locale of ['fr', 'en'] as const) {
  test(`${locale} navigation and footer links never reach a 404`, async ({ page, request }) => {
    await page.goto(locale === 'fr' ? '/' : '/en')
    const hrefs = await page
      .locator('header a[href^="/"], footer a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    const expected = [
      ...navigation[locale],
      ...footerNavigation[locale].main,
      ...footerNavigation[locale].legal,
    ].map((item) => item.path ?? pageVersion(item.page, locale).path)
    for (const path of expected) expect(hrefs).toContain(path)
    for (const href of new Set(hrefs)) {
      const response = await request.get(href)
      expect(response.status(), href).toBe(200)
    }
  })
}

test('the language switch goes to the counterpart page', async ({ page }) => {
  await page.goto('/vision')
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/vision-en$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('link', { name: 'Français' }).click()
  await expect(page).toHaveURL(/\/vision$/)
  await page.goto('/politique-confidentialite')
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en$/)
  await page.goto('/conviction-en')
  await page.getByRole('link', { name: 'Français' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the active page is highlighted in the navigation @layout', async ({ page, isMobile }) => {
  await page.goto('/services-en')
  if (isMobile) await page.getByRole('button', { name: 'Menu' }).click()
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(nav.getByRole('link', { name: 'Vision', exact: true })).not.toHaveAttribute(
    'aria-current',
    'page',
  )
})

test('the conviction page links to the intro and the services', async ({ page }) => {
  await page.goto('/conviction-en')
  await expect(page.getByRole('link', { name: 'Understand SANTRA in 3 minutes' })).toHaveAttribute(
    'href',
    '/santra-3-minutes-en',
  )
  await expect(page.getByRole('link', { name: 'Discover the Services' })).toHaveAttribute(
    'href',
    '/services-en',
  )
})

test.describe('mobile drawer @layout', () => {
  test.skip(({ isMobile }) => !isMobile, 'the drawer replaces the bar on small screens only')

  test('opens and closes by keyboard; choosing a link closes it', async ({ page }) => {
    await page.goto('/')
    const trigger = page.getByRole('button', { name: 'Menu' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(trigger).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(drawer).toBeVisible()
    await drawer.getByRole('link', { name: 'Vision' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/vision$/)
    await expect(drawer).toBeHidden()
  })
})

test('navigation scrolls back to the top', async ({ page }) => {
  await page.goto('/vision')
  await page.evaluate(() => {
    document.body.style.minHeight = '4000px'
    window.scrollTo(0, 1500)
  })
  await page.locator('footer').getByRole('link', { name: 'Services' }).click()
  await expect(page).toHaveURL(/\/services$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('pages run under their Content-Security-Policy without a console error', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  for (const path of ['/', '/en', '/services', '/auto-diagnostic-en', '/blog', '/contact']) {
    const response = await page.goto(path)
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    // Pages load only their islands' scripts: no inline script at all, so no hash to allow.
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
      'content',
      /script-src 'self';/,
    )
    await page.waitForLoadState('networkidle')
  }
  // A link loads the next page, which comes alive under the same policy.
  await page.locator('footer').getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  expect(errors).toEqual([])
})

/** The admin's narrow layout is checked by its own tests, with the admin's data. */
const isAdmin = (path: string) => path.startsWith('/admin')

test('no page scrolls sideways at 320 px, header included, nor has content past the edge @layout', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 })
  for (const route of routePaths.filter((r) => r.path === r.canonical)) {
    await page.goto(route.path)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect.soft(width, route.path).toBeLessThanOrEqual(320)
    if (isAdmin(route.path)) continue
    // No element of the content reaches past the edge, even one a parent clips, unless it is in
    // a box that scrolls on its own (a wide table shows that it does) or is visually hidden, for
    // screen readers only (clipped to nothing).
    const tooWide = await page.locator('main *').evaluateAll((elements) => {
      const scrollsOrHides = (element: Element) => {
        const style = getComputedStyle(element)
        return ['auto', 'scroll'].includes(style.overflowX) || style.clipPath !== 'none'
      }
      const inScrollingOrHiddenBox = (element: Element) => {
        for (let box: Element | null = element; box; box = box.parentElement) {
          if (scrollsOrHides(box)) return true
        }
        return false
      }
      return elements
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .filter((element) => !inScrollingOrHiddenBox(element))
        .map((element) => `${element.tagName} ${element.textContent.slice(0, 40)}`)
    })
    expect.soft(tooWide, route.path).toEqual([])
  }
})

test.describe('a live part whose code is gone after a new deployment', () => {
  test('loads the page afresh once, then says what happened, never reloading in a loop', async ({
    page,
  }) => {
    // The contact form's code loads at the first touch of the form: it is gone from the server.
    await page.route('**/assets/LiveContactForm-*.js', (route) => route.abort())
    await page.goto('/contact-en')
    const fullLoads: string[] = []
    page.on('load', () => fullLoads.push(page.url()))
    const firstName = page.getByLabel('First name')

    // First time: loaded afresh once; the pre-rendered form is there again.
    await firstName.hover()
    await expect.poll(() => fullLoads.length).toBe(1)
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await expect(firstName).toBeVisible()

    // Again in the same tab: no second reload, the part says why, in English.
    await firstName.hover()
    await expect(page.getByRole('alert')).toContainText(
      'The site was updated during your visit. Reload the page to get its latest version.',
    )
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible()
    // The rest of the page stays as it is.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    expect(fullLoads).toHaveLength(1)
  })
})

test('icon and language controls explain themselves on hover and on keyboard focus', async ({
  page,
}) => {
  await page.goto('/blog/equipe-en-forme')
  const tooltip = page.getByRole('tooltip')
  const languageSwitch = page.getByRole('link', { name: 'English' })
  const hoveredAt = Date.now()
  await languageSwitch.hover()
  await expect(tooltip).toHaveText('Lire cette page en anglais')
  // The spec's 700 ms delay (a busy machine only makes it longer).
  expect(Date.now() - hoveredAt).toBeGreaterThanOrEqual(650)
  await page.mouse.move(20, 600, { steps: 8 })
  await expect(tooltip).toHaveCount(0)

  await page.getByRole('button', { name: 'Partager' }).focus()
  await expect(tooltip).toHaveText('Partager cet article ou copier son lien')
  await page.keyboard.press('Escape')
  await expect(tooltip).toHaveCount(0)
})
