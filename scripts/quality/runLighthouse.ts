import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumFlags, chromiumPath } from './chromiumFlags'

export interface LighthouseScores {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/**
 * Lighthouse's mobile preset on one URL, `runs` times: the median performance score (timings
 * are noisy) and the lowest score of the other categories (they should never vary).
 */
export async function runLighthouse(url: string, runs = 3): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
  })
  try {
    const results: LighthouseScores[] = []
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      const categories = result?.lhr.categories
      const score = (id: string) => Math.round((categories?.[id]?.score ?? 0) * 100)
      results.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
      })
    }
    return {
      performance: median(results.map((r) => r.performance)),
      accessibility: Math.min(...results.map((r) => r.accessibility)),
      bestPractices: Math.min(...results.map((r) => r.bestPractices)),
      seo: Math.min(...results.map((r) => r.seo)),
    }
  } finally {
    chrome.kill()
  }
}
