import { defineConfig, devices } from '@playwright/test'

/** Port of the local server the browser tests start; set E2E_PORT to run several suites at once. */
const port = Number(process.env.E2E_PORT ?? 4173)

/**
 * The browser tests of the site. A test runs on the desktop viewport only, unless its behaviour
 * depends on the viewport (layout, overflow at small widths, the mobile drawer, touch): its title
 * then carries the tag `@layout` and it runs on the mobile project too. The worker spec has its own
 * configuration and step (playwright.worker.config.ts, `npm run test:worker`).
 */
export const layoutTag = /@layout/

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: Boolean(process.env.CI),
  fullyParallel: true,
  // Two workers on the 2-core machine: the tests mostly wait on the browser and the server.
  workers: 2,
  // No retry anywhere: a test that fails once is a failure to fix, never hidden as flaky.
  retries: 0,
  reporter: [['list']],
  testIgnore: 'worker.spec.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // No trace by default: recording one for every test cost a fifth of the suite's time (83 s
    // against 67 s on three specs) to keep it for the few that fail. A failing test keeps its
    // screenshot; to see its trace, run it again with `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's chromium: npm never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      },
      grep: layoutTag,
    },
  ],
  webServer: {
    command: 'tsx server/start.ts',
    url: `http://127.0.0.1:${port}/`,
    env: {
      PORT: String(port),
      ADMIN_TOKEN: process.env.ADMIN_TOKEN ?? 'e2e-admin-passphrase',
      // The build to serve; a run against its own build leaves others' dist/ alone.
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
