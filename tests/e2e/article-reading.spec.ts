import sharp from 'sharp'
import { expect, type Locator, test } from './siteTest'

/*
 * An article reads well: its table (tests/fixtures/blog/2026-01-07-reunions-courtes) keeps to its own
 * box and shows where more of it lies, the header says where the visitor is, and the footer's
 * language notes stay whole.
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

/**
 * How much darker, in grey levels, the box draws a thin line just inside each of its sides than
 * it would without its background's shades: the cue that more of the table lies that way.
 */
async function sideShades(box: Locator): Promise<{ left: number; right: number }> {
  const sides = async () => {
    const shot = await box.screenshot({ animations: 'disabled', caret: 'hide' })
    const { data, info } = await sharp(shot).greyscale().raw().toBuffer({ resolveWithObject: true })
    const column = (x: number) => {
      let sum = 0
      for (let y = 0; y < info.height; y++) sum += data[(y * info.width + x) * info.channels] ?? 0
      return sum / info.height
    }
    return { left: column(3), right: column(info.width - 4) }
  }
  const shaded = await sides()
  await box.evaluate((element) => {
    element.style.backgroundImage = 'none'
  })
  const plain = await sides()
  await box.evaluate((element) => {
    element.style.backgroundImage = ''
  })
  return { left: plain.left - shaded.left, right: plain.right - shaded.right }
}

test('a table wider than the screen shades the side where more of it lies @layout', async ({
  page,
}) => {
  await page.goto(article)
  const box = page.getByRole('region', { name: 'Tableau 1' })
  const overflows = await box.evaluate((element) => element.scrollWidth > element.clientWidth)
  const shown = (shades: { left: number; right: number }) => ({
    left: shades.left > 8,
    right: shades.right > 8,
  })
  const none = (shades: { left: number; right: number }) =>
    Math.max(Math.abs(shades.left), Math.abs(shades.right)) < 1
  if (!overflows) {
    // The whole table shows: no shade on either side.
    expect(none(await sideShades(box))).toBe(true)
    return
  }
  expect(shown(await sideShades(box))).toEqual({ left: false, right: true })
  await box.evaluate((element) => {
    element.scrollTo({ left: element.scrollWidth / 3 })
  })
  expect(shown(await sideShades(box))).toEqual({ left: true, right: true })
  await box.evaluate((element) => {
    element.scrollTo({ left: element.scrollWidth })
  })
  expect(shown(await sideShades(box))).toEqual({ left: true, right: false })
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
