import { defineConfig } from 'vitest/config'

/**
 * Checks over the built site (`npm run test:dist`): they read `dist/` (or DIST_DIR) and need no
 * browser. `npm test` runs them after its one build; the unit tests (vite.config.ts) stay
 * build-free.
 */
export default defineConfig({
  test: {
    include: ['tests/built-site/**/*.test.ts'],
    // jsdom gives the checks a DOMParser to read the pages with.
    environment: 'jsdom',
    // A file per core: each sets up its own jsdom (about a second), which vitest's default of one
    // worker on two cores did one file at a time.
    maxWorkers: '100%',
    testTimeout: 20_000,
  },
})
