import { expect, test } from './siteTest'

/*
 * The blog as a visitor sees it. The site under test is built from the fixed posts of
 * tests/fixtures/blog (`npm run build:test`, the one build of `npm test`), at a pinned moment:
 * "equipe-en-forme" (French and English, with an image), "reunions-courtes" (French only, no
 * excerpt), a draft and a post scheduled for 2099. The real `content/blog` changes whenever the
 * consultant publishes, and must never hold test posts; engine/blog/publishedContent.test.ts checks it.
 * The pre-rendered article, the feeds and the sitemap are checked over the build in
 * tests/built-site/blogPosts.test.ts.
 */
test.beforeAll(async ({ request }) => {
  const feed = await (await request.get('/blog/rss.xml')).text()
  if (!feed.includes('/blog/equipe-en-forme<')) {
    throw new Error(
      'The site under test was not built from the test posts of tests/fixtures/blog: run npm run build:test.',
    )
  }
})

const bilingual = {
  fr: {
    path: '/blog/equipe-en-forme',
    title: 'Une équipe en forme commence par des priorités claires',
  },
  en: {
    path: '/blog-en/healthy-team-clear-priorities',
    title: 'A healthy team starts with clear priorities',
  },
}
const frenchOnly = {
  path: '/blog/reunions-courtes',
  title: 'Des réunions plus courtes pour des journées moins lourdes',
}

test.describe('blog lists', () => {
  test('the French list shows the visible posts, newest first, with their dates', async ({
    page,
  }) => {
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blogue')
    await expect(page.getByText('chaque lundi et chaque mercredi')).toBeVisible()
    const titles = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })
    await expect(titles).toHaveText([frenchOnly.title, bilingual.fr.title])
    await expect(page.getByRole('link', { name: frenchOnly.title })).toHaveAttribute(
      'href',
      frenchOnly.path,
    )
    await expect(page.getByRole('link', { name: bilingual.fr.title })).toHaveAttribute(
      'href',
      bilingual.fr.path,
    )
    await expect(page.getByText('7 janvier 2026')).toBeVisible()
    await expect(page.getByText('5 janvier 2026')).toBeVisible()
    // A post without an excerpt is described by the start of its text.
    await expect(page.getByText(/^Une réunion prévue pour vingt-cinq minutes/)).toBeVisible()
    await expect(
      page.getByText('Des priorités claires protègent l’énergie de toute l’équipe.'),
    ).toBeVisible()
    await expect(page.getByText(/brouillon|programmé pour plus tard/i)).toHaveCount(0)
  })

  test('the English list shows only translated posts', async ({ page }) => {
    await page.goto('/blog-en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog')
    await expect(page.getByText('every Monday and Wednesday')).toBeVisible()
    const titles = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })
    await expect(titles).toHaveText([bilingual.en.title])
    await expect(page.getByRole('link', { name: bilingual.en.title })).toHaveAttribute(
      'href',
      bilingual.en.path,
    )
    await expect(page.getByText('January 5, 2026')).toBeVisible()
    await expect(page.getByText(frenchOnly.title)).toHaveCount(0)
    await expect(page.locator(`a[href="${frenchOnly.path}"]`)).toHaveCount(0)
  })
})

test.describe('article pages', () => {
  test('show the article with its date, reading time, image and call to action', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.goto(bilingual.fr.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bilingual.fr.title)
    await expect(page.getByRole('link', { name: 'Tous les articles' })).toHaveAttribute(
      'href',
      '/blog',
    )
    await expect(page.getByText('5 janvier 2026')).toBeVisible()
    await expect(page.getByText('1 min de lecture')).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 2, name: 'Trois priorités, pas dix' }),
    ).toBeVisible()

    const image = page.getByRole('img', { name: 'Schéma des trois priorités' })
    await expect(image).toHaveAttribute('src', '/blog/2026-01-05-equipe-en-forme/schema.png')
    await expect(image).toHaveAttribute('width', '480')
    await expect(image).toHaveAttribute('height', '240')
    // The image sits in the first screen: it loads at once, with high priority.
    await expect(image).not.toHaveAttribute('loading', 'lazy')
    await expect(image).toHaveAttribute('fetchpriority', 'high')
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBe(480)

    await expect(page.getByRole('link', { name: 'Prendre contact' })).toHaveAttribute(
      'href',
      '/contact',
    )
    expect(errors).toEqual([])
  })

  test('in English end with links back', async ({ page }) => {
    await page.goto(bilingual.en.path)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bilingual.en.title)
    await expect(page.getByText('1 min read')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to all articles' })).toHaveAttribute(
      'href',
      '/blog-en',
    )
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/en',
    )
  })

  test('open from a card with their body', async ({ page }) => {
    await page.goto('/blog')
    await page.getByRole('link', { name: bilingual.fr.title }).click()
    await expect(page).toHaveURL(new RegExp(`${bilingual.fr.path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bilingual.fr.title)
    await expect(
      page.getByRole('heading', { level: 2, name: 'Trois priorités, pas dix' }),
    ).toBeVisible()
    await expect(page).toHaveTitle(/Une équipe en forme/)
  })

  test('switch language to the other version, else to the other blog', async ({ page }) => {
    await page.goto(bilingual.fr.path)
    await page.getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(new RegExp(`${bilingual.en.path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bilingual.en.title)
    await expect(
      page.getByRole('heading', { level: 2, name: 'Three priorities, not ten' }),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Français' }).click()
    await expect(page).toHaveURL(new RegExp(`${bilingual.fr.path}$`))

    await page.goto(frenchOnly.path)
    await page.getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/blog-en$/)
  })

  test('match their slug whatever its case', async ({ page }) => {
    const response = await page.goto('/blog/Equipe-En-Forme')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bilingual.fr.title)
  })
})

test.describe('the Share button', () => {
  test('copies the address and confirms it where there is no share sheet', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    await page.addInitScript(() => {
      delete (Navigator.prototype as Partial<Navigator>).share
    })
    await page.goto(bilingual.fr.path)
    await page.getByRole('button', { name: 'Partager' }).click()
    await expect(page.getByText('Lien copié', { exact: true })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}${bilingual.fr.path}`,
    )
  })

  test('opens the share sheet where the browser has one', async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          ;(window as unknown as { shared: ShareData }).shared = data
          return Promise.resolve()
        },
      })
    })
    await page.goto(bilingual.en.path)
    await page.getByRole('button', { name: 'Share' }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared))
      .toEqual({ title: bilingual.en.title, url: `${baseURL}${bilingual.en.path}` })
    await expect(page.getByText('Link copied', { exact: true })).toHaveCount(0)
  })
})

test('missing, untranslated, draft and future posts give the 404 screen', async ({ page }) => {
  for (const path of [
    '/blog/cet-article-nexiste-pas',
    '/blog-en/reunions-courtes',
    '/blog-en/equipe-en-forme',
    '/blog/brouillon-en-cours',
    '/blog-en/draft-in-progress',
    '/blog/article-futur',
    '/blog-en/future-article',
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      path.startsWith('/blog-en') ? 'We can’t find this page' : 'Cette page est introuvable',
    )
  }
})
