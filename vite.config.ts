import { lingui } from '@lingui/vite-plugin'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { readFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { siteBuildConfig } from './generator/siteBuildConfig.ts'
import { readSiteFacts } from './engine/facts/readSiteFacts.ts'
import { publicSiteUrl } from './engine/facts/publicSiteUrl.ts'
import { founderPhotoPlugin } from './generator/founderPhotoPlugin.ts'
import { siteFactsFilePlugin } from './generator/siteFactsFilePlugin.ts'
import { pageCopyPlugin } from './generator/pageCopyPlugin.ts'
import { shareImageBuild } from './generator/shareImages/writeShareImages.ts'
import { devServerFiles } from './generator/devServerFiles.ts'
import { siteSsgOptions } from './generator/ssgOptions.ts'
import { ISOLATED_TESTS, UNIT_TESTS } from './tests/support/unitTestFiles.ts'

/**
 * Babel runs only on the files that use a Lingui macro (about a dozen): on any other file it
 * would parse and print the code for nothing, once per bundle. A file that cannot be read here
 * gets the macro plugin, as before.
 */
function linguiMacroBabel(id: string) {
  const [file = id] = id.split('?')
  let usesMacro = true
  try {
    usesMacro = /@lingui\/(core|react)\/macro/.test(readFileSync(file, 'utf8'))
  } catch {
    // A virtual module or a path with no file: transformed, to be safe.
  }
  return { plugins: usesMacro ? ['@lingui/babel-plugin-lingui-macro'] : [] }
}

const buildConfig = siteBuildConfig()
const { outDir } = buildConfig
// content/site.json, or the one of the content repository the local server writes to.
const siteFactsFile = pathToFileURL(buildConfig.siteFactsFile)
const browserHead = fileURLToPath(
  new URL('./site/components/PageHead/browserHead.ts', import.meta.url),
)

export default defineConfig(({ mode, command, isSsrBuild }) => {
  // The consultant's facts are checked before any page is rendered; a faulty field stops the build
  // with its name.
  const facts = readSiteFacts(siteFactsFile)
  // Images are named by content hash: a build draws only those whose page changed.
  const shareImages = shareImageBuild({
    cacheDir: buildConfig.shareImageCache,
    businessName: facts.businessName,
    siteUrl: publicSiteUrl(facts.siteUrl, buildConfig.siteUrlOverride),
  })
  return {
    // The browser bundle swaps react-helmet-async (which vite-react-ssg's client entry and `Head`
    // import) for the site's small head manager; the server render keeps helmet for the pages' heads.
    resolve: {
      alias:
        command === 'build' && !isSsrBuild
          ? [{ find: /^react-helmet-async$/, replacement: browserHead }]
          : [],
    },
    // `npm run dev` serves the app's sources only, never a secret (see devServerFiles).
    server: { fs: devServerFiles(buildConfig.siteFactsFile) },
    define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
    plugins: [
      react({ babel: linguiMacroBabel }),
      // A missing English translation fails the production build instead of showing French.
      lingui({ failOnMissing: mode === 'production' }),
      vanillaExtractPlugin(),
      siteFactsFilePlugin(siteFactsFile),
      pageCopyPlugin(siteFactsFile),
      founderPhotoPlugin(siteFactsFile, new URL('./', siteFactsFile)),
    ],
    // SITE_OUT_DIR lets a second build (a benchmark, a parallel test run) leave dist/ alone.
    // One stylesheet for the whole site (about 9 KB gzip): one request, cached across pages,
    // instead of a dozen per-component files.
    build: {
      outDir,
      cssCodeSplit: false,
      // No modulepreload polyfill (0.25 KB gzip on every page): it only serves preload hints in
      // the HTML, which the pages no longer carry (see onPageRendered). The preloading of a lazy
      // page's imports, which saves a round trip before hydration, stays: Vite's helper falls back
      // to rel=preload by itself where modulepreload is unknown.
      modulePreload: { polyfill: false },
      // The build prints no warnings: the timing report names the Lingui, React and
      // vanilla-extract transforms, which the site needs and which are already measured by
      // npm run bench:build.
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
    // Read by vite-react-ssg's dev server and by the site build (generator/siteBuild.ts).
    ssgOptions: siteSsgOptions(shareImages),
    test: {
      // Most test files share their worker's loaded modules (`isolate: false`): loading them
      // again for every file was most of the unit tests' time. Files that mock modules, stub
      // globals, the environment or the clock, or run in a DOM, keep a process of their own.
      projects: [
        { extends: true, test: { name: 'isolated', include: ISOLATED_TESTS } },
        {
          extends: true,
          test: { name: 'shared', include: UNIT_TESTS, exclude: ISOLATED_TESTS, isolate: false },
        },
      ],
      environment: 'node',
      testTimeout: 20_000,
      // A test file per core: by default vitest leaves one core to its main process, which on
      // two cores ran the files one at a time, while many of them wait on git, a child build
      // or sharp. Each file still runs in its own process (the default `forks` pool).
      maxWorkers: '100%',
      // One seed for every property test: fixed in `npm test`, new with `npm run fuzz`.
      setupFiles: ['tests/support/fastCheckSeed.ts'],
    },
  }
})
