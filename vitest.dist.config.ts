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
    // The files only read dist/ and parse its pages into documents of their own (no global, no
    // mock, no clock), so a worker runs file after file in one process and one jsdom: run in a
    // fresh process each, they spent most of their time starting (docs/benchmarks.md, « npm test »).
    isolate: false,
    testTimeout: 20_000,
  },
})
