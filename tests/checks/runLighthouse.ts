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
 * are noisy) and the lowest score of the other categories (they should never vary). A run that
 * Lighthouse itself could not complete (a `runtimeError` such as NO_NAVSTART on a busy machine)
 * measured nothing: it is run again, up to `runs` more times, instead of counting as zero.
 */
export async function runLighthouse(url: string, runs = 3): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
  })
  try {
    const results: LighthouseScores[] = []
    const failures: string[] = []
    while (results.length < runs && failures.length <= runs) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      const runtimeError = result?.lhr.runtimeError
      if (!result || runtimeError) {
        failures.push(runtimeError?.code ?? 'no result')
        continue
      }
      const categories = result.lhr.categories
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
      results.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
      })
    }
    if (results.length < runs) {
      throw new Error(`Lighthouse could not measure ${url}: ${failures.join(', ')}.`)
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
