import { expect, type Page, test } from './siteTest'

/**
 * Each page paints from its own inline rules; the site's stylesheet arrives later without
 * blocking (generator/pageStyles.ts). These tests hold the stylesheet back: the page, once
 * hydrated, must look the same before and after it applies, first screen and every element.
 */
const pages = ['/', '/services', '/auto-diagnostic', '/blog/equipe-en-forme']

/** Every element's computed style, one line each: any rule missing inline shows up here. */
function computedStyles(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [document.documentElement, ...document.body.querySelectorAll('*')].map((element) => {
      const style = getComputedStyle(element)
      const values = Array.from(style, (name) => `${name}:${style.getPropertyValue(name)}`)
      return `${element.tagName}.${element.getAttribute('class') ?? ''} ${values.join(';')}`
    }),
  )
}

/** Waits for the fonts and the images that are not lazy, so the two looks are comparable. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready
    const images = [...document.images].filter((image) => image.loading !== 'lazy')
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
  })
}

for (const path of pages) {
  test(`${path} looks complete before the stylesheet arrives @layout`, async ({ page }) => {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/*.css', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(path, { waitUntil: 'domcontentloaded' })
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    await settled(page)
    const sheetLoaded = () =>
      page.evaluate(() => {
        const link = document.querySelector<HTMLLinkElement>('link[data-site-stylesheet]')
        return link?.sheet !== null && link?.sheet !== undefined
      })
    expect(await sheetLoaded()).toBe(false)
    const before = await computedStyles(page)
    const firstScreen = await page.screenshot({ animations: 'disabled', caret: 'hide' })

    release()
    await expect.poll(sheetLoaded).toBe(true)
    await settled(page)
    expect(await computedStyles(page)).toEqual(before)
    const after = await page.screenshot({ animations: 'disabled', caret: 'hide' })
    expect(after.equals(firstScreen), 'the first screen changed when the stylesheet applied').toBe(
      true,
    )
  })
}

test('the stylesheet blocks no first paint and applies to the screen once the script runs', async ({
  page,
}) => {
  await page.goto('/')
  const link = page.locator('head link[rel="stylesheet"][data-site-stylesheet]')
  await expect(link).toHaveAttribute('media', 'all')
  const blocking = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          (entry as PerformanceResourceTiming & { renderBlockingStatus?: string })
            .renderBlockingStatus === 'blocking',
      )
      .map((entry) => entry.name),
  )
  expect(blocking).toEqual([])
})
