import { lingui } from '@lingui/vite-plugin'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { addContentSecurityPolicy } from './scripts/build/contentSecurityPolicy'

export default defineConfig(({ mode }) => ({
  plugins: [
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    // A missing English translation fails the production build instead of showing French.
    lingui({ failOnMissing: mode === 'production' }),
    vanillaExtractPlugin(),
  ],
  // SITE_OUT_DIR lets a second build (a benchmark, a parallel test run) leave dist/ alone.
  build: { outDir: process.env.SITE_OUT_DIR ?? 'dist' },
  ssgOptions: {
    entry: 'site/main.tsx',
    dirStyle: 'flat',
    script: 'async',
    // Catch-all routes are never pre-rendered on their own: the explicit /404 route is the page
    // the server sends with a 404 status.
    includedRoutes: (paths: string[]) => [
      ...new Set(paths.filter((path) => !path.includes(':') && !path.includes('*'))),
    ],
    // The head manager writes its tags first; the charset must stay within the first 1024 bytes.
    onPageRendered: (_route: string, html: string) =>
      html
        .replace(/\s*<meta charset="UTF-8">/i, '')
        .replace('<head>', '<head><meta charset="UTF-8">'),
    onFinished: async (dir: string) => {
      // Sitemap, robots.txt, RSS feeds and post images, from the posts the pages were built from
      // (imported here so the dev server and the unit tests never load the Markdown pipeline).
      const { writeSiteFiles } = await import('./scripts/siteFiles')
      await writeSiteFiles(dir)
      await addContentSecurityPolicy(dir)
    },
  },
  test: {
    include: ['{site,blog,cli,api,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
  },
}))
