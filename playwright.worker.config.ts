import { defineConfig } from '@playwright/test'

/**
 * The edge worker, offline: `wrangler dev` runs it in workerd on the built site (tests/e2e/worker.spec.ts
 * starts and stops wrangler itself). Its own step of `npm test` (`npm run test:worker`), after the
 * browser tests: it needs no browser and no local Node server, only the build.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties its output folder, which the browser tests may be using.
  outputDir: 'test-results/worker',
  testMatch: 'worker.spec.ts',
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 1,
  reporter: [['list']],
})
