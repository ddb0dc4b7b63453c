import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { pageScriptsFile } from '../build/pageAssets'
import { distFiles, pagePathOf } from './distFiles'
import { printTable } from './printTable'

/** Gzip budgets in KB for what a page loads before interaction. */
export const budgets = {
  html: 60,
  css: 30,
  /** The spec's figure for the French home; every public page is held to it too. */
  js: 120,
  /** The admin page carries the upload and list code; it is never a landing page. */
  adminJs: 160,
} as const

export interface PageWeight {
  path: string
  html: number
  css: number
  js: number
  jsBudget: number
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

function assetRefs(html: string, pattern: RegExp): string[] {
  return [...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? ''))].filter(Boolean)
}

/** The scripts each page hydrates with, as the build recorded them (see pageAssets.ts). */
async function readPageScripts(dir: string): Promise<Map<string, string[]>> {
  let text: string
  try {
    text = await readFile(join(dir, pageScriptsFile), 'utf8')
  } catch {
    throw new Error(
      `${join(dir, pageScriptsFile)} is missing: measure a build made by npm run build.`,
    )
  }
  const byRoute = JSON.parse(text) as Record<string, string[]>
  return new Map(
    Object.entries(byRoute).map(([route, scripts]) => [`/${route.replace(/^\//, '')}`, scripts]),
  )
}

/**
 * Measures, per pre-rendered page, the gzip size of its HTML, its stylesheets and the
 * JavaScript it loads to hydrate.
 */
export async function measurePages(dir: string): Promise<PageWeight[]> {
  const pageScripts = await readPageScripts(dir)
  const gzipped = new Map<string, number>()
  const sizeOf = async (ref: string) => {
    const known = gzipped.get(ref)
    if (known !== undefined) return known
    const size = gzipSync(await readFile(join(dir, ref))).length
    gzipped.set(ref, size)
    return size
  }
  const pages = (await distFiles(dir)).filter((file) => file.endsWith('.html'))
  return Promise.all(
    pages.map(async (file) => {
      const html = await readFile(join(dir, file), 'utf8')
      const path = pagePathOf(file)
      const css = assetRefs(html, /<link[^>]+rel="stylesheet"[^>]*href="(\/[^"]+)"/g)
      const js = [
        ...assetRefs(html, /<script[^>]+src="(\/[^"]+)"/g),
        ...(pageScripts.get(path) ?? []),
      ]
      const sum = async (refs: string[]) =>
        (await Promise.all([...new Set(refs)].map(sizeOf))).reduce((a, b) => a + b, 0)
      return {
        path,
        html: kb(gzipSync(html).length),
        css: kb(await sum(css)),
        js: kb(await sum(js)),
        jsBudget: path.startsWith('/admin') ? budgets.adminJs : budgets.js,
      }
    }),
  )
}

export function overBudget(page: PageWeight): string[] {
  const over: string[] = []
  if (page.html > budgets.html) over.push(`HTML ${page.html} KB > ${budgets.html} KB`)
  if (page.css > budgets.css) over.push(`CSS ${page.css} KB > ${budgets.css} KB`)
  if (page.js > page.jsBudget) over.push(`JS ${page.js} KB > ${page.jsBudget} KB`)
  return over
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const weights = await measurePages(process.argv[2] ?? 'dist')
  const shown = weights.filter((page) => !page.path.match(/^\/blog(-en)?\/.+/)).slice(0, 60)
  const posts = weights.filter((page) => page.path.match(/^\/blog(-en)?\/.+/))
  printTable(
    'Size budgets (gzip KB, before interaction)',
    ['route', 'HTML', 'CSS', 'JS', 'JS budget', 'status'],
    shown.map((page) => [
      page.path,
      page.html,
      page.css,
      page.js,
      page.jsBudget,
      overBudget(page).join('; ') || 'ok',
    ]),
  )
  if (posts.length > 0) {
    const worst = posts.reduce((a, b) => (a.js + a.html > b.js + b.html ? a : b))
    printTable(
      'Blog posts',
      ['posts', 'heaviest', 'HTML', 'CSS', 'JS'],
      [[posts.length, worst.path, worst.html, worst.css, worst.js]],
    )
  }
  const failures = weights.flatMap((page) =>
    overBudget(page).map((reason) => `${page.path}: ${reason}`),
  )
  if (failures.length > 0) {
    console.error(`\n${failures.length} budget(s) exceeded:\n${failures.join('\n')}`)
    process.exitCode = 1
  }
}
