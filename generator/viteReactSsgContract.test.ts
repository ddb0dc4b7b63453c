/*
 * The site build (siteBuild.ts) renders the pages itself and uses vite-react-ssg only as the
 * app's runtime: `ViteReactSSG(...)` gives the routes on the server and hydrates in the browser.
 * What the two sides agree on is checked here, so an upgrade that changes it fails with a
 * sentence saying what to look at, instead of a site that stops hydrating.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { ViteReactSSG } from 'vite-react-ssg'
import { loaderDataFile, loaderDataManifestFile, pageHtml } from './pageHtml.ts'
import { pageDataLoader, renderPage, routePaths, type ServerEntry } from './renderRoutes.ts'

const root = path.resolve(import.meta.dirname, '..')
const PINNED = '0.9.2'

async function packageJson(file: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>
}

describe('vite-react-ssg', () => {
  it(`is pinned to ${PINNED}, the version this contract was checked against`, async () => {
    const project = await packageJson(path.join(root, 'package.json'))
    const installed = await packageJson(path.join(root, 'node_modules/vite-react-ssg/package.json'))
    const dependencies = project.dependencies as Record<string, string>
    expect(
      dependencies['vite-react-ssg'],
      'package.json must pin vite-react-ssg exactly: the build relies on its runtime (see this file).',
    ).toBe(PINNED)
    expect(
      installed.version,
      `vite-react-ssg ${String(installed.version)} is installed; this contract was checked with ${PINNED}. ` +
        'Read its dist/index.mjs, check the points below, then update PINNED.',
    ).toBe(PINNED)
  })

  it('in the browser, finds the route data where the build writes it', async () => {
    const runtime = await readFile(
      path.join(root, 'node_modules/vite-react-ssg/dist/index.mjs'),
      'utf8',
    )
    const expectations: [string, string][] = [
      [
        'static-loader-data-manifest-${window.__VITE_REACT_SSG_HASH__}.json',
        'The browser runtime no longer reads the route data manifest named after window.__VITE_REACT_SSG_HASH__: update pageHtml.ts (loaderDataManifestFile, BUILD_HASH_GLOBAL).',
      ],
      [
        '[data-server-rendered=true]',
        'The browser runtime no longer tells a pre-rendered page by data-server-rendered="true": update pageHtml.ts.',
      ],
      [
        'manifest?.[pathname]',
        'The browser runtime no longer looks a page up in the manifest by its path: update siteBuild.ts (loaderManifest).',
      ],
      [
        '[pathname]?.[route.id]',
        'The browser runtime no longer reads route data by route id: update siteBuild.ts (the route data files).',
      ],
    ]
    for (const [code, message] of expectations) expect(runtime.includes(code), message).toBe(true)
    expect(loaderDataManifestFile('abc')).toBe('static-loader-data-manifest-abc.json')
    expect(loaderDataFile('/blog/x', 'abc')).toBe('static-loader-data/blog/x.abc.json')
    expect(loaderDataFile('/', 'abc')).toBe('static-loader-data/index.abc.json')
  })

  it('on the server, hands the build routes that render with their data', async () => {
    const routes = [
      {
        path: '/',
        Component: () => createElement('p', null, 'accueil'),
        children: [
          {
            path: 'notes/:id',
            loader: ({ params }: { params: { id?: string } }) => ({ id: params.id }),
            getStaticPaths: () => ['notes/a', 'notes/b'],
            Component: () => createElement('p', null, 'note'),
          },
        ],
      },
    ]
    const entry: ServerEntry = {
      createRoot: ViteReactSSG({ routes }) as unknown as ServerEntry['createRoot'],
    }
    const app = await entry.createRoot(false)
    expect(
      app.routes,
      'createRoot(false) no longer gives the routes: update renderRoutes.ts (ServerApp).',
    ).toBe(routes)
    expect(app.base, 'createRoot(false) no longer gives the base path.').toBe('/')
    expect(await routePaths(app.routes)).toEqual(['/', 'notes/a', 'notes/b'])
    const loader = pageDataLoader(app)
    const data = await loader.load('notes/a')
    expect(data.context.loaderData).toEqual({ '0': null, '0-0': { id: 'a' } })
    const page = await renderPage(app, loader.dataRoutes, data)
    const html = pageHtml('<html><head></head><body><div id="root"></div></body></html>', page, 'h')
    expect(html).toContain('<div id="root" data-server-rendered="true"><p>accueil</p>')
    expect(html).toContain("<script>window.__VITE_REACT_SSG_HASH__ = 'h'</script>")
  })
})
