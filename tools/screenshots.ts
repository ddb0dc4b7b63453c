/**
 * Full-page screenshots of every route of the table, at a phone width and a desktop width,
 * written to `screenshots/` for a visual review.
 *
 *   npm run screenshots                       # every route; starts the local server on dist/
 *   npm run screenshots -- /services /en      # only these paths
 *   SCREENSHOT_URL=http://127.0.0.1:3000 npm run screenshots   # use a server already running
 *
 * It builds nothing: run `npm run build` first. DIST_DIR is passed on to the local server.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdir } from 'node:fs/promises'
import { createServer } from 'node:net'
import { resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { routePaths } from '../engine/siteModel/pageTable'
import { chromiumPath } from '../tests/checks/chromiumFlags.ts'
import { trimTrailingSlashes } from '../engine/blog/trimTrailingSlashes.ts'

const WIDTHS = [375, 1280] as const
const OUTPUT_DIR = resolve('screenshots')
const SERVER_TIMEOUT_MS = 30_000

/** A port nobody listens on, chosen by the system. */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (address && typeof address === 'object') resolvePort(address.port)
        else reject(new Error('No free port found'))
      })
    })
  })
}

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + SERVER_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The local server stopped (code ${server.exitCode})`)
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250))
  }
  throw new Error(`The local server did not answer at ${url} within ${SERVER_TIMEOUT_MS / 1000} s`)
}

/** Starts `server/start.ts` on a free port, unless SCREENSHOT_URL names a running server. */
async function startServer(): Promise<{ baseUrl: string; stop: () => void }> {
  const given = process.env.SCREENSHOT_URL
  if (given) return { baseUrl: trimTrailingSlashes(given), stop: () => undefined }
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      ADMIN_TOKEN: process.env.ADMIN_TOKEN ?? 'captures-d-ecran-du-site-local',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitForServer(`${baseUrl}/`, server)
  return { baseUrl, stop: () => server.kill() }
}

/** `/` becomes `accueil`, `/admin/blog` becomes `admin-blog`. */
function fileStem(path: string): string {
  return path === '/' ? 'accueil' : path.slice(1).replaceAll('/', '-')
}

async function main(): Promise<void> {
  const only = process.argv.slice(2)
  const paths = routePaths
    .map((route) => route.path)
    .filter((path) => only.length === 0 || only.includes(path))
  if (paths.length === 0) throw new Error(`No route matches ${only.join(', ')}`)

  await mkdir(OUTPUT_DIR, { recursive: true })
  const { baseUrl, stop } = await startServer()
  const browser = await chromium.launch({
    // Debian's chromium, as in playwright.config.ts: npm never downloads a browser here.
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  })
  try {
    for (const width of WIDTHS) {
      const page = await browser.newPage({
        viewport: { width, height: 900 },
        reducedMotion: 'reduce',
      })
      for (const path of paths) {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
        await page.evaluate(() => document.fonts.ready)
        const file = resolve(OUTPUT_DIR, `${fileStem(path)}-${width}.png`)
        await page.screenshot({ path: file, fullPage: true })
        console.log(`${path} @ ${width}px -> ${file}`)
      }
      await page.close()
    }
  } finally {
    await browser.close()
    stop()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
