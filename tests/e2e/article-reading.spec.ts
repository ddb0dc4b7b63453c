import { expect, test } from './siteTest'

/*
 * An article reads well: its table (tests/fixtures/blog/2026-01-07-reunions-courtes) keeps to its own
 * box, the header says where the visitor is, and the footer's language notes stay whole.
 */

const article = '/blog/reunions-courtes'

test('a table scrolls sideways in its own box, never the page, and a keyboard reaches it @layout', async ({
  page,
}) => {
  await page.goto(article)
  const box = page.getByRole('region', { name: 'Tableau 1' })
  await expect(box.getByRole('columnheader').first()).toHaveText('Format de la rencontre')
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }))
  expect(widths.page).toBeLessThanOrEqual(widths.viewport)
  const table = await box.evaluate((element) => ({
    overflows: element.scrollWidth > element.clientWidth,
    narrow: window.innerWidth < 500,
  }))
  // A phone scrolls the table inside its box; the desktop shows it whole.
  expect(table.overflows).toBe(table.narrow)

  await box.focus()
  await expect(box).toBeFocused()
  if (table.narrow) {
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  }
  // The numbers line up on the right, the words on the left.
  const align = (name: string) =>
    box
      .getByRole('cell', { name, exact: true })
      .evaluate((cell) => getComputedStyle(cell).textAlign)
  expect(await align('82 %')).toBe('right')
  expect(await align('Suivi individuel')).toBe('left')
  // The paragraph after the table keeps its distance.
  const after = page.getByText('Commencez par une seule réunion récurrente')
  const gap =
    ((await after.boundingBox())?.y ?? 0) -
    (((await box.boundingBox())?.y ?? 0) + ((await box.boundingBox())?.height ?? 0))
  expect(gap).toBeGreaterThanOrEqual(16)
})

test('the header marks the blog current on an article as on the list', async ({ page }) => {
  for (const path of ['/blog', article, '/blog-en/healthy-team-clear-priorities']) {
    await page.goto(path)
    const nav = page.getByRole('navigation', { name: /Navigation principale|Main navigation/ })
    await expect(nav.getByRole('link', { name: /^Blog(ue)?$/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(nav.locator('[aria-current]')).toHaveCount(1)
  }
})

test('a footer note « (in French) » never wraps alone @layout', async ({ page }) => {
  await page.goto('/en')
  const notes = page.getByRole('contentinfo').getByText('(in French)')
  expect(await notes.count()).toBeGreaterThan(0)
  for (const note of await notes.all()) {
    // The note sits on the same line as the end of its link.
    const [noteTop, linkBottom] = await note.evaluate((element) => {
      const link = element.previousElementSibling
      const rects = link?.getClientRects()
      const last = rects?.[rects.length - 1]
      return [element.getBoundingClientRect().top, last?.bottom ?? 0]
    })
    expect(noteTop).toBeLessThan(linkBottom)
  }
})
