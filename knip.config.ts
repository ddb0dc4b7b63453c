import type { KnipConfig } from 'knip'

/**
 * `npm run check:deps`: nothing ships or stays unused (files, exports, types, dependencies),
 * nothing imported goes undeclared, and no package that only tests or tools use sits in
 * `dependencies`. Scripts, tests and configurations are found by knip's plugins: the programs of
 * package.json's scripts (`tsx scripts/…`), vitest's `test.include` in vite.config.ts, the
 * Playwright configurations, eslint.config.js.
 */
const config: KnipConfig = {
  entry: [
    // The programs that ship: the site (the app and the pages' islands), the local server, the
    // worker and the command line.
    'site/main.tsx!',
    'site/islands/main.tsx!',
    'server/start.ts!',
    'server/worker.ts!',
    'cli/main.ts!',
    // Stands for react-router-dom in the islands' bundle (an alias in generator/codeBuild.ts):
    // its exports are imported under that name.
    'site/islands/pageLoadLinks.tsx!',
    // Started by path: each conversion of `npm run bench:import` runs in its own process.
    'tools/benchImportChild.ts',
    // Read by the Lingui CLI (`npm run i18n`), for which knip has no plugin.
    'lingui.config.ts',
  ],
  // The shell's own `wait`, with which `npm run check` collects ESLint run beside the other checks.
  ignoreBinaries: ['wait'],
  ignoreDependencies: [
    // Injected into pages by file path (`axe-core/axe.min.js`), which knip cannot follow.
    'axe-core',
    // The peer through which vite-react-ssg's `Head` writes the head tags of every page; only a
    // test of ours imports it directly.
    'react-helmet-async',
    // Font files read by path: the variable fonts are cut to the site's characters by
    // `npm run fonts` (tools/fonts/), the static woff files draw the share images
    // (generator/shareImages/).
    '@fontsource-variable/fraunces',
    '@fontsource-variable/inter',
    '@fontsource/fraunces',
    '@fontsource/inter',
  ],
}

export default config
