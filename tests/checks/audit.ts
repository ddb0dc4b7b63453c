import { execFileSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApiApp } from '../../server/createApiApp'
import { createSiteServer } from '../../server/createSiteServer'
import { routePaths } from '../../engine/siteModel/pageTable'
import { axeRoutes } from './axeRoutes'
import { checkHtml } from './checkHtml'
import { checkLinks } from './checkLinks'
import { allRoutes, measureWeights, printWeights } from './checkBudgets'
import { printTable } from './printTable'
import { runLighthouse } from './runLighthouse'
import { qualityConfig } from './qualityConfig.ts'

/**
 * `npm run audit`: builds the site, serves it with the local server and checks it: axe on every
 * route at two widths, the Nu HTML Checker, internal links, weight budgets
 * measured in Chromium, and Lighthouse.
 * Prints one table per check and exits non-zero on any failure.
 */
const dist = qualityConfig().distDir
const failures: string[] = []

if (!process.argv.includes('--no-build')) {
  execFileSync(process.execPath, ['--import', 'tsx', 'generator/buildSite.ts'], {
    stdio: 'inherit',
    env: { ...process.env, SITE_OUT_DIR: dist },
  })
}

const server = serve({
  fetch: createSiteServer({ distDir: dist, api: createApiApp() }).fetch,
  port: 0,
  hostname: '127.0.0.1',
})
await new Promise((done) => server.once('listening', done))
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

try {
  const blogList = await readFile(join(dist, 'blog.html'), 'utf8')
  const firstPost = /href="(\/blog\/(?!page\/)[^"#.]+)"/.exec(blogList)?.[1]
  const pages = [
    ...routePaths.filter((route) => route.path === route.canonical).map((route) => route.path),
    ...(firstPost ? [firstPost] : []),
    '/une-page-inconnue',
  ]

  const axe = await axeRoutes(baseUrl, pages)
  printTable(
    'axe-core, WCAG 2.2 AA',
    ['route', 'viewport', 'violations'],
    axe.map((r) => [r.path, r.viewport, r.violations.join(', ') || '0']),
  )
  for (const r of axe)
    if (r.violations.length)
      failures.push(`axe ${r.viewport} ${r.path}: ${r.violations.join(', ')}`)

  const html = await checkHtml(dist)
  printTable(
    'Nu HTML Checker',
    ['files with errors', 'errors'],
    [[new Set(html.errors.map((e) => e.url)).size, html.errors.length]],
  )
  for (const e of html.errors) failures.push(`HTML ${e.url ?? ''}:${e.lastLine ?? ''} ${e.message}`)

  const links = await checkLinks(dist)
  printTable(
    'Internal links and assets',
    ['pages', 'references', 'broken'],
    [[links.pages, links.links, links.broken.length]],
  )
  for (const b of links.broken) failures.push(`link ${b.page} → ${b.reference}: ${b.reason}`)

  // Every route and post in Chromium, with the same budgets as npm test's sample.
  const weights = await measureWeights(baseUrl, await allRoutes(dist))
  for (const failure of printWeights(weights)) failures.push(`budget ${failure}`)

  const lighthousePaths = [
    '/',
    '/en',
    '/services',
    '/auto-diagnostic',
    '/blog',
    ...(firstPost ? [firstPost] : []),
  ]
  const scores = []
  for (const path of lighthousePaths)
    scores.push({ path, ...(await runLighthouse(baseUrl + path)) })
  printTable(
    'Lighthouse, mobile (performance: median of 3)',
    ['route', 'performance', 'accessibility', 'best practices', 'SEO'],
    scores.map((s) => [s.path, s.performance, s.accessibility, s.bestPractices, s.seo]),
  )
  for (const s of scores) {
    if (s.performance < 95) failures.push(`Lighthouse ${s.path}: performance ${s.performance} < 95`)
    for (const [name, value] of [
      ['accessibility', s.accessibility],
      ['best practices', s.bestPractices],
      ['SEO', s.seo],
    ] as const) {
      if (value < 100) failures.push(`Lighthouse ${s.path}: ${name} ${value} < 100`)
    }
  }
} finally {
  server.close()
}

if (failures.length > 0) {
  console.error(`\nAudit failed (${failures.length}):\n${failures.join('\n')}`)
  process.exitCode = 1
} else {
  console.log('\nAudit passed.')
}
