import { readdir } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { chromium } from '@playwright/test'
import { createApiApp } from '../../server/createApiApp'
import { createSiteServer } from '../../server/createSiteServer'
import { routePaths } from '../../engine/siteModel/pageTable'
import { chromiumFlags, chromiumPath } from './chromiumFlags'
import { measureRoute, overBudget, type PageWeight, weightHeader, weightRow } from './pageWeight'
import { printTable } from './printTable'
import { qualityConfig } from './qualityConfig.ts'

/** A path no page has: the 404 page, weighed as visitors reach it. */
export const unknownPath = '/une-page-inconnue'

/**
 * The routes `npm run budget` weighs: both home pages, the heaviest content pages, a list, the
 * 404 page (and the first post of the build).
 */
export const sampleRoutes = [
  '/',
  '/en',
  '/services',
  '/auto-diagnostic',
  '/contact',
  '/blog',
  unknownPath,
]

/** The posts of a build, as site paths (`/blog/<slug>`, `/blog-en/<slug>`). */
export async function postPaths(dist: string): Promise<string[]> {
  const inFolder = async (folder: string) => {
    const files = await readdir(join(dist, folder)).catch(() => [] as string[])
    return files
      .filter((file) => file.endsWith('.html'))
      .map((file) => `/${folder}/${file.slice(0, -5)}`)
  }
  return [...(await inFolder('blog')), ...(await inFolder('blog-en'))].sort()
}

/** Every canonical route of the site, every post and the 404 page. */
export async function allRoutes(dist: string): Promise<string[]> {
  const pages = routePaths
    .filter((route) => route.path === route.canonical)
    .map((route) => route.path)
  return [...pages, ...(await postPaths(dist)), unknownPath]
}

/** Routes weighed at once: each in its own context, with its own empty cache. */
const PARALLEL_ROUTES = 4

/**
 * Weighs each route in Chromium, a few at a time: sizes do not depend on timing, and most of a
 * measure is waiting for the network to stay quiet. The table keeps the routes' order.
 */
export async function measureWeights(baseUrl: string, paths: string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  try {
    const weights: PageWeight[] = new Array<PageWeight>(paths.length)
    let next = 0
    const measureNext = async (): Promise<void> => {
      for (let index = next++; index < paths.length; index = next++) {
        weights[index] = await measureRoute(browser, baseUrl + (paths[index] ?? ''))
      }
    }
    await Promise.all(Array.from({ length: PARALLEL_ROUTES }, measureNext))
    return weights
  } finally {
    await browser.close()
  }
}

export function printWeights(weights: PageWeight[]): string[] {
  printTable(
    'Weight budgets (gzip KB as transferred, until the network is quiet after hydration and a scroll to the bottom)',
    weightHeader,
    weights.map(weightRow),
  )
  return weights.flatMap((weight) =>
    overBudget(weight).map((reason) => `${weight.path}: ${reason}`),
  )
}

/**
 * `npm run budget`: serves the built site with the local server and weighs a sample of routes in
 * Chromium (`--all`: every route and post). Exits non-zero when a budget is passed.
 */
if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const dist = qualityConfig().distDir
  const server = serve({
    fetch: createSiteServer({ distDir: dist, api: createApiApp() }).fetch,
    port: 0,
    hostname: '127.0.0.1',
  })
  await new Promise((done) => server.once('listening', done))
  try {
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const posts = await postPaths(dist)
    const paths = process.argv.includes('--all')
      ? await allRoutes(dist)
      : [...sampleRoutes, ...posts.slice(0, 1)]
    const failures = printWeights(await measureWeights(baseUrl, paths))
    if (failures.length > 0) {
      console.error(`\n${failures.length} budget(s) passed:\n${failures.join('\n')}`)
      process.exitCode = 1
    }
  } finally {
    server.close()
  }
}
