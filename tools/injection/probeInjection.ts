/*
 * `npm run probe:injection`: the injection payloads go into a temporary repository as Word
 * files, once through the CLI and once through the API, the site is built from it, and every
 * page is opened in Chromium. It prints a table of the scripts that ran (the goal is 0) and of
 * the payloads that show as text, and exits 1 when a script ran or a payload went missing.
 */
import { execFileSync } from 'node:child_process'
import { readdir, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { chromium, type Page } from '@playwright/test'
import { createApiApp } from '../../server/createApiApp.ts'
import { createBlogApi } from '../../server/createBlogApi.ts'
import { createSiteServer } from '../../server/createSiteServer.ts'
import { postImageType } from '../../engine/blog/postImages.ts'
import { readPosts } from '../../engine/blog/readPosts.ts'
import { createTestRepository } from '../../tests/support/createTestRepository.ts'
import { LocalGitStore } from '../../engine/blog/store/LocalGitStore.ts'
import { distFiles, pagePathOf } from '../../generator/distFiles.ts'
import { INJECTION_PAYLOADS, injectionDocument, skeleton } from './injectionPayloads.ts'
import { chromiumPath } from '../../tests/checks/chromiumFlags.ts'

const TOKEN = 'sonde-injection-phrase-de-passe'
const projectRoot = path.resolve(import.meta.dirname, '../..')
const port = Number(process.env.E2E_PORT ?? 0)
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

const repository = createTestRepository()
const blogDir = path.join(repository.root, 'content/blog')
const distDir = path.join(repository.root, 'dist')
const api = createApiApp({
  blog: createBlogApi({ store: new LocalGitStore(repository.root), adminToken: TOKEN }),
})
const server = serve({
  fetch: createSiteServer({ distDir, api }).fetch,
  port,
  hostname: '127.0.0.1',
})
await new Promise((done) => server.once('listening', done))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

try {
  const document = await injectionDocument(INJECTION_PAYLOADS)
  const docxPath = path.join(repository.root, 'sonde.docx')
  await writeFile(docxPath, document)
  execFileSync(
    'npx',
    ['tsx', 'cli/main.ts', '--root', repository.root, 'import', docxPath, '--start', day(3)],
    { cwd: projectRoot, stdio: 'pipe' },
  )
  const form = new FormData()
  form.append('document', new Blob([new Uint8Array(document)]), 'sonde.docx')
  form.append('startDate', `${day(60)}T08:00`)
  const upload = await fetch(`${origin}/api/blog/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${TOKEN}` },
    body: form,
  })
  if (!upload.ok) throw new Error(`API import failed: ${upload.status} ${await upload.text()}`)

  const posts = await readPosts(blogDir)
  const strayFiles = await filesOtherThanPostFiles(blogDir)
  execFileSync('node', ['scripts/build/buildSite.js'], {
    cwd: projectRoot,
    stdio: 'pipe',
    env: {
      ...process.env,
      BLOG_CONTENT_DIR: blogDir,
      SITE_OUT_DIR: distDir,
      BLOG_BUILD_TIME: new Date(Date.now() + 400 * 86_400_000).toISOString(),
    },
  })
  const pages = (await distFiles(distDir))
    .filter((file) => /\.(html|xml)$/.test(file))
    .map((file) => (file.endsWith('.html') ? pagePathOf(file) : `/${file}`))
  const slugs = posts.map((post) => post.fr.frontmatter.slug)
  const apiPaths = ['/api/blog', ...slugs.map((slug) => `/api/blog/${encodeURIComponent(slug)}`)]
  const report = await openEveryPage(origin, [...pages, ...apiPaths, '/admin/blog'])
  printReport(posts.length, pages.length + apiPaths.length + 1, strayFiles, report)
  process.exitCode = report.scriptsRan.length === 0 && report.missing.length === 0 ? 0 : 1
} finally {
  server.close()
  repository.remove()
}

async function filesOtherThanPostFiles(dir: string): Promise<string[]> {
  const stray: string[] = []
  for (const folder of await readdir(dir)) {
    for (const name of await readdir(path.join(dir, folder))) {
      if (name !== 'fr.md' && name !== 'en.md' && !postImageType(name))
        stray.push(`${folder}/${name}`)
    }
  }
  return stray
}

interface ProbeReport {
  /** `payload id @ page` for every call of `__probe`, and every dialog. */
  scriptsRan: string[]
  /** Per payload: the pages showing its text, by way of import. */
  shown: Map<string, { pages: number; expected: number }>
  missing: string[]
}

async function openEveryPage(base: string, paths: readonly string[]): Promise<ProbeReport> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
  })
  const report: ProbeReport = { scriptsRan: [], shown: new Map(), missing: [] }
  try {
    const context = await browser.newContext()
    await context.addInitScript((token) => {
      sessionStorage.setItem('santra-admin-passphrase', token)
    }, TOKEN)
    let current = ''
    await context.exposeFunction('__probe', (id: string) => {
      report.scriptsRan.push(`${id} @ ${current}`)
    })
    const page = await context.newPage()
    page.on('dialog', (dialog) => {
      report.scriptsRan.push(`dialog "${dialog.message()}" @ ${current}`)
      void dialog.dismiss()
    })
    // The counter itself is checked: a call from the page's world must reach it.
    await page.goto(`${base}/`)
    await page.evaluate(() =>
      (window as unknown as { __probe(id: string): Promise<void> }).__probe('self-check'),
    )
    if (report.scriptsRan.splice(0).length !== 1)
      throw new Error('The probe counter does not work.')
    const texts = new Map<string, string>()
    for (const sitePath of paths) {
      current = sitePath
      await page.goto(`${base}${sitePath}`, { waitUntil: 'load' })
      await settle(page, sitePath)
      // Alt text is no visible text: it is read back from the attribute.
      const alts = await page
        .locator('main img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''))
      texts.set(
        sitePath,
        skeleton(alts.join(' ')) +
          skeleton(
            await page.evaluate(() => {
              const root: Element = document.documentElement
              // An XML feed has no innerText: its text content is what Chromium shows.
              return root instanceof HTMLElement ? root.innerText : root.textContent
            }),
          ),
      )
    }
    for (const payload of INJECTION_PAYLOADS) checkShown(payload, texts, report)
  } finally {
    await browser.close()
  }
  return report
}

/** Lets hydration, the admin list and any delayed handler run before the page is read. */
async function settle(page: Page, sitePath: string): Promise<void> {
  if (!sitePath.startsWith('/api/')) {
    await page
      .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
        timeout: 10_000,
      })
      .catch(() => undefined)
  }
  if (sitePath === '/admin/blog') await page.waitForTimeout(1500)
  // Focus and hover every element once: handlers such as onfocus or onmouseover would fire.
  await page.keyboard.press('Tab')
  await page.mouse.move(200, 200)
  await page.waitForTimeout(100)
}

/** A payload must show as text on its two article pages (CLI and API imports). */
function checkShown(
  payload: (typeof INJECTION_PAYLOADS)[number],
  texts: ReadonlyMap<string, string>,
  report: ProbeReport,
) {
  const title = skeleton(payload.title)
  const articlePages = [...texts].filter(
    ([sitePath, text]) =>
      /^\/blog\/[^/]+$/.test(sitePath) && !sitePath.endsWith('.xml') && text.includes(title),
  )
  const showing = articlePages.filter(([, text]) =>
    payload.shown.every((shown) => text.includes(skeleton(shown))),
  )
  report.shown.set(payload.id, { pages: showing.length, expected: 2 })
  if (showing.length < 2) {
    report.missing.push(
      `${payload.id} (${articlePages.map(([sitePath, text]) => `${sitePath}: ${text.slice(0, 160)}`).join('; ')})`,
    )
  }
}

function printReport(posts: number, pages: number, strayFiles: string[], report: ProbeReport) {
  const rows = INJECTION_PAYLOADS.map((payload) => {
    const ran = report.scriptsRan.filter((entry) => entry.startsWith(`${payload.id} @`)).length
    const shown = report.shown.get(payload.id)
    return [payload.id, payload.label, String(ran), `${shown?.pages ?? 0}/${shown?.expected ?? 2}`]
  })
  const header = ['payload', 'what it tries', 'scripts ran', 'article pages showing it as text']
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  )
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`
  console.log(line(header))
  console.log(line(widths.map((width) => '-'.repeat(width))))
  for (const row of rows) console.log(line(row))
  console.log(
    `\nPosts imported: ${posts} (CLI and API). Pages opened in Chromium: ${pages}. ` +
      `Scripts that ran: ${report.scriptsRan.length}. Files other than fr.md, en.md and images in post folders: ${strayFiles.length}.`,
  )
  for (const entry of report.scriptsRan) console.log(`  script ran: ${entry}`)
  for (const file of strayFiles) console.log(`  stray file: ${file}`)
  for (const id of report.missing) console.log(`  not shown as text on both article pages: ${id}`)
}
