import type { KnipConfig } from 'knip'

/**
 * `npm run check:deps`: nothing declared in package.json goes unused, nothing imported goes
 * undeclared, and no package that only tests or tools use sits in `dependencies`.
 */
const config: KnipConfig = {
  // The programs that ship: the site (the app and the post pages' islands), the local server,
  // the worker and the command line.
  entry: [
    'site/main.tsx!',
    'site/islands/main.tsx!',
    'api/start.ts!',
    'api/worker.ts!',
    'cli/main.ts!',
  ],
  ignoreDependencies: [
    // Injected into pages by file path (`axe-core/axe.min.js`), which knip cannot follow.
    'axe-core',
    // The peer through which vite-react-ssg's `Head` writes the head tags of every page; only a
    // test of ours imports it directly.
    'react-helmet-async',
    // Font files read by path: the variable fonts are cut to the site's characters by
    // `npm run fonts` (scripts/fonts/), the static woff files draw the share images
    // (scripts/build/shareImages/).
    '@fontsource-variable/fraunces',
    '@fontsource-variable/inter',
    '@fontsource/fraunces',
    '@fontsource/inter',
  ],
}

export default config
