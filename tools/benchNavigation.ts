/*
 * `npm run bench:navigation`: click-to-paint on a header link in Chromium, with and without the
 * speculation rules (server/speculationRules.ts). Serves the built site (`npm run build` or
 * `build:test` first) with the local server; each run opens the home page in a fresh context,
 * rests the pointer on « Services » as a visitor about to click would (600 ms), clicks, and
 * measures from the click to the new page's first contentful paint, in the browser's clock (the
 * paint's time is `performance.timeOrigin + FCP`, which holds for a prerendered page too). Runs
 * alternate between the two modes; `-- 10` sets the runs per mode (default 7). Also says how each
 * page came: prerendered (`activationStart > 0`), prefetched (`deliveryType`) or loaded on the
 * click. Under Playwright, Chromium refuses to prerender (« PrerenderingDisabledByDevTools ») and
 * falls back to prefetching the same page: the figure is what prefetch alone gives; a visitor's
 * Chromium without DevTools prerenders and paints sooner still.
 */
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import { serve } from '@hono/node-server'
import { chromium, type Browser } from '@playwright/test'
import { createApiApp } from '../server/createApiApp'
import { createSiteServer } from '../server/createSiteServer'
import { SPECULATION_RULES_PATH } from '../server/speculationRules'
import { chromiumFlags, chromiumPath } from '../tests/checks/chromiumFlags'
import { qualityConfig } from '../tests/checks/qualityConfig.ts'

interface Sample {
  clickToPaint: number
  /** How the page came: started ahead of the click (prerendered or prefetched) or loaded on it. */
  arrival: 'prerendered' | 'prefetched' | 'loaded'
}

async function clickHeaderLink(browser: Browser, baseUrl: string, rules: boolean): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  if (!rules) await context.route(`**${SPECULATION_RULES_PATH}`, (route) => route.abort())
  try {
    const page = await context.newPage()
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' })
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    const link = page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', {
      name: 'Services',
      exact: true,
    })
    const box = await link.boundingBox()
    if (!box) throw new Error('The header has no « Services » link.')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.waitForTimeout(600)
    const clickedAt = await page.evaluate(() => performance.timeOrigin + performance.now())
    await page.mouse.down()
    await page.mouse.up()
    await page.waitForURL(`${baseUrl}/services`)
    return await page.evaluate(async (clicked) => {
      const paint = await new Promise<PerformanceEntry>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0]
          if (entry) resolve(entry)
        }).observe({ type: 'paint', buffered: true })
      })
      const navigation = performance.getEntriesByType('navigation')[0] as
        | (PerformanceNavigationTiming & { activationStart?: number; deliveryType?: string })
        | undefined
      const arrival: Sample['arrival'] =
        (navigation?.activationStart ?? 0) > 0
          ? 'prerendered'
          : navigation?.deliveryType === 'navigational-prefetch'
            ? 'prefetched'
            : 'loaded'
      return { clickToPaint: performance.timeOrigin + paint.startTime - clicked, arrival }
    }, clickedAt)
  } finally {
    await context.close()
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

const runs = Number(process.argv[2] ?? 7)
const server = serve({
  fetch: createSiteServer({ distDir: qualityConfig().distDir, api: createApiApp() }).fetch,
  port: 0,
  hostname: '127.0.0.1',
})
await new Promise((done) => server.once('listening', done))
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
try {
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const samples: Record<'without' | 'with', Sample[]> = { without: [], with: [] }
  for (let run = 0; run < runs; run += 1) {
    samples.without.push(await clickHeaderLink(browser, baseUrl, false))
    samples.with.push(await clickHeaderLink(browser, baseUrl, true))
  }
  console.log(`Click to first contentful paint, « Services » from the home page, ${runs} runs each`)
  console.log(`(load average ${os.loadavg()[0]?.toFixed(2)} on ${os.cpus().length} cores)`)
  for (const mode of ['without', 'with'] as const) {
    const times = samples[mode].map((sample) => sample.clickToPaint)
    const arrivals = samples[mode].map((sample) => sample.arrival)
    const counts = (['prerendered', 'prefetched', 'loaded'] as const)
      .map((arrival) => `${arrival} ${arrivals.filter((each) => each === arrival).length}`)
      .join(', ')
    console.log(
      `${mode} speculation rules: median ${median(times).toFixed(0)} ms (${times.map((time) => time.toFixed(0)).join(', ')}); ${counts}`,
    )
  }
} finally {
  await browser.close()
  server.close()
}
