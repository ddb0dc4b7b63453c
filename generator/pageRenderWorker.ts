/*
 * A worker thread that renders pages (see pageRenderer.ts): React's server render and the
 * articles' Markdown are plain JavaScript on one thread, so a second thread with its own copy of
 * the server bundle draws pages beside the main one. It reads the same environment (the build's
 * instant is pinned in it before the thread starts), so a page comes out the same whichever
 * thread draws it.
 */
import { pathToFileURL } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'
import { renderedPostBodies, type RenderedBodies } from './siteBlogRegistry.ts'
import type { RenderedPage } from './pageHtml.ts'
import { pageDataLoader, renderPage, type ServerEntry } from './renderRoutes.ts'

/** A page to draw, or (`bodies`) a request for the post bodies this thread rendered. */
export type RenderTask = { id: number; route: string } | { bodies: true }

export type RenderResult =
  { id: number; page: RenderedPage } | { id: number; error: string } | { bodies: RenderedBodies }

const { serverEntry } = workerData as { serverEntry: string }
const ready = (async () => {
  const { createRoot } = (await import(pathToFileURL(serverEntry).href)) as ServerEntry
  const app = await createRoot(false)
  return { app, loader: pageDataLoader(app) }
})()

parentPort?.on('message', (task: RenderTask) => {
  if ('bodies' in task) {
    // Once every page is drawn: the main thread writes the API's copy of the posts from them.
    void renderedPostBodies().then((bodies) =>
      parentPort?.postMessage({ bodies } satisfies RenderResult),
    )
    return
  }
  ready
    .then(async ({ app, loader }) =>
      renderPage(app, loader.dataRoutes, await loader.load(task.route)),
    )
    .then(
      (page) => parentPort?.postMessage({ id: task.id, page } satisfies RenderResult),
      (error: unknown) =>
        parentPort?.postMessage({
          id: task.id,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        } satisfies RenderResult),
    )
})
