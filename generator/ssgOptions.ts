import { counted, secondsSince } from './frenchFigures.ts'
import { withoutModulePreloads } from './pageAssets.ts'
import type { shareImageBuild } from './shareImages/writeShareImages.ts'

/**
 * The pre-rendering options: vite.config.ts hands them to vite-react-ssg's dev server under
 * `ssgOptions`, and the site build (siteBuild.ts) follows the same ones. Their hooks are the
 * build's steps around each page and at the end.
 */
export interface SsgOptions {
  entry: string
  dirStyle: 'flat'
  script: 'async'
  includedRoutes: (paths: string[]) => string[]
  onPageRendered: (route: string, html: string) => string
  /** Told of every page this build draws, once written (the site's own option). */
  onPageWritten: (file: string, html: string) => void
  onFinished: (dir: string) => Promise<void>
  /**
   * Folders of the output that `onFinished` keeps in step with the pages by itself (the site's
   * own option): a rebuild leaves their files to it instead of removing and writing them again.
   */
  siteFileFolders: string[]
}

/** The options, with the share images drawn by `shareImages` as the pages are written. */
export function siteSsgOptions(shareImages: ReturnType<typeof shareImageBuild>): SsgOptions {
  return {
    entry: 'site/main.tsx',
    dirStyle: 'flat',
    script: 'async',
    // Catch-all routes are never pre-rendered on their own: the explicit /404 route is the page
    // the server sends with a 404 status.
    includedRoutes: (paths) => [
      ...new Set(paths.filter((path) => !path.includes(':') && !path.includes('*'))),
    ],
    // The head manager writes its tags first; the charset must stay within the first 1024 bytes.
    // The module preload hints go: the first paint waits for the page and its stylesheet
    // only, and hydration follows. A page is cached by its inputs: this must stay a pure
    // function of the page.
    onPageRendered: (_route, html) =>
      withoutModulePreloads(
        html
          .replace(/(?<!\s)\s*<meta charset="UTF-8"\s*\/?>/i, '')
          .replace('<head>', '<head><meta charset="UTF-8">'),
      ),
    // Each page's share image is drawn while the next pages render.
    onPageWritten: (file, html) => {
      shareImages.pageRendered(html, file)
    },
    // dist/og/ holds exactly the images the pages ask for: the share image step sees to it.
    siteFileFolders: ['og'],
    onFinished: async (dir) => {
      // Sitemap, robots.txt, RSS feeds and post images, from the posts the pages were built from
      // (imported here so the dev server and the unit tests never load the Markdown pipeline).
      const { writeSitemapFeedsAndMedia } = await import('./writeSitemapFeedsAndMedia.ts')
      await writeSitemapFeedsAndMedia(dir)
      const started = performance.now()
      const images = await shareImages.finish(dir)
      console.log(
        `Images de partage\u00a0: ${counted(images.drawn, 'dessinée')}, ${counted(images.cached, 'reprise')} du cache, en ${secondsSince(started)}\u00a0s.`,
      )
    },
  }
}

/** The options vite.config.ts gave, from Vite's resolved configuration (which does not type them). */
export function ssgOptionsOf(config: object): SsgOptions {
  if (!('ssgOptions' in config) || typeof config.ssgOptions !== 'object' || !config.ssgOptions) {
    throw new Error('vite.config.ts gives no ssgOptions: the site build follows them.')
  }
  return config.ssgOptions as SsgOptions
}
