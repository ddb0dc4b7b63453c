import { defineConfig, devices } from '@playwright/test'

/** Port of the local server the browser tests start; set E2E_PORT to run several suites at once. */
const port = Number(process.env.E2E_PORT ?? 4173)

export default defineConfig({
  testDir: 'e2e',
  forbidOnly: Boolean(process.env.CI),
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry on CI: a test that passes only on its retry is still printed as flaky, to be fixed.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
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
    },
  ],
  webServer: {
    command: 'tsx api/start.ts',
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
