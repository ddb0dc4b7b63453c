import { createRequire } from 'node:module'
import { chromium } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './chromiumFlags'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
} as const

export interface AxeResult {
  path: string
  viewport: keyof typeof viewports
  violations: string[]
}

/** Runs axe-core (WCAG 2.2 AA tags) on each path at desktop and mobile widths. */
export async function axeRoutes(baseUrl: string, paths: string[]): Promise<AxeResult[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  const results: AxeResult[] = []
  try {
    for (const [viewport, size] of Object.entries(viewports) as [
      keyof typeof viewports,
      { width: number; height: number },
    ][]) {
      const context = await browser.newContext({
        viewport: size,
        isMobile: viewport === 'mobile',
        // axe is injected as a script; the pages' own Content-Security-Policy would refuse it.
        bypassCSP: true,
        hasTouch: viewport === 'mobile',
      })
      const page = await context.newPage()
      for (const path of paths) {
        await page.goto(new URL(path, baseUrl).href)
        await page.waitForLoadState('networkidle')
        await page.addScriptTag({ path: axePath })
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as {
              axe: {
                run: (
                  context: Document,
                  options: object,
                ) => Promise<{ violations: { id: string; nodes: unknown[] }[] }>
              }
            }
          ).axe
          const result = await axe.run(document, {
            runOnly: {
              type: 'tag',
              values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
            },
          })
          return result.violations.map((v) => `${v.id} ×${v.nodes.length}`)
        })
        results.push({ path, viewport, violations })
      }
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return results
}
