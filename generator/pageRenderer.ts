import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { RenderedPage } from './pageHtml.ts'
import type { RenderedBodies } from './siteBlogRegistry.ts'
import type { RenderResult, RenderTask } from './pageRenderWorker.ts'
import type { PageData } from './renderRoutes.ts'

/** Pages drawn on the main thread before a second thread is worth its start-up (about 1 s). */
const PAGES_BEFORE_THREAD = 48
/**
 * Pages the second thread holds at once; the main thread draws a page only when it holds that
 * many. The main thread also loads every page's data (its module loads go through the TypeScript
 * loader's thread), finishes and writes every page: with 12 pages in progress, the second thread
 * draws about three pages in five and is never left without work.
 */
const TASKS_AHEAD = 8

/** When the second thread starts, and how many pages it holds at once. */
export interface ThreadPlan {
  after: number
  ahead: number
}

/** The plan for real builds. */
const sharedDrawing: ThreadPlan = { after: PAGES_BEFORE_THREAD, ahead: TASKS_AHEAD }

/**
 * Draws pages on the main thread and, once a build draws enough of them to pay for it, on one
 * more thread beside it, which loads the page's data itself and renders it (the articles'
 * Markdown included). The main thread keeps the keys and the files.
 */
export class PageRenderer {
  private worker: Worker | undefined
  private failure: Error | undefined
  private inFlight = 0
  private drawn = 0
  private nextId = 0
  /** Pages drawn on the second thread so far. */
  drawnThere = 0
  private readonly pending = new Map<
    number,
    { resolve: (page: RenderedPage) => void; reject: (error: Error) => void }
  >()
  private readonly threads = availableParallelism() > 1
  /** Whether this thread has other work for now (see {@link keepMainFreeUntil}). */
  private mainHeld = false

  constructor(
    private readonly code: { serverEntry: string; renderWorker: string },
    private readonly renderHere: (data: PageData) => Promise<RenderedPage>,
    private readonly plan: ThreadPlan = sharedDrawing,
  ) {}

  /**
   * Until `settled` settles, pages are drawn on the second thread only: this one has other work
   * that the rest of the build waits for (the client bundles, which the pages are finished with).
   */
  keepMainFreeUntil(settled: Promise<unknown>): void {
    this.mainHeld = true
    const release = () => {
      this.mainHeld = false
    }
    settled.then(release, release)
  }

  /** Draws the page of `data`, here or on the second thread. */
  render(data: PageData): Promise<RenderedPage> {
    this.drawn += 1
    const { after, ahead } = this.plan
    const there = this.threads && (this.mainHeld || (this.drawn > after && this.inFlight < ahead))
    if (!there) {
      return this.renderHere(data)
    }
    this.drawnThere += 1
    return this.renderThere(data.path)
  }

  /**
   * The post bodies the second thread rendered with its pages (none when it never started), asked
   * once every page is drawn.
   */
  renderedBodies(): Promise<RenderedBodies> {
    const worker = this.worker
    if (!worker || this.failure) return Promise.resolve([])
    return new Promise((resolve, reject) => {
      const answer = (result: RenderResult) => {
        if (!('bodies' in result)) return
        worker.off('message', answer)
        worker.off('error', reject)
        resolve(result.bodies)
      }
      worker.on('message', answer)
      worker.once('error', reject)
      worker.postMessage({ bodies: true } satisfies RenderTask)
    })
  }

  /** Stops the second thread. */
  async close(): Promise<void> {
    const worker = this.worker
    this.worker = undefined
    await worker?.terminate()
  }

  private renderThere(route: string): Promise<RenderedPage> {
    const worker = this.start()
    const id = (this.nextId += 1)
    this.inFlight += 1
    return new Promise<RenderedPage>((resolve, reject) => {
      if (this.failure) {
        reject(this.failure)
        return
      }
      this.pending.set(id, { resolve, reject })
      worker.postMessage({ id, route } satisfies RenderTask)
    })
  }

  private start(): Worker {
    if (this.worker) return this.worker
    // Plain JavaScript, started without the main thread's TypeScript loader (see codeBuild.ts).
    const worker = new Worker(this.code.renderWorker, {
      execArgv: [],
      workerData: { serverEntry: this.code.serverEntry },
    })
    worker.on('message', (result: RenderResult) => {
      if ('bodies' in result) return
      this.inFlight -= 1
      const waiting = this.pending.get(result.id)
      this.pending.delete(result.id)
      if ('error' in result) waiting?.reject(new Error(result.error))
      else waiting?.resolve(result.page)
    })
    worker.on('error', (error) => {
      this.failure = error
      for (const [id, waiting] of this.pending) {
        this.pending.delete(id)
        waiting.reject(error)
      }
    })
    this.worker = worker
    return worker
  }
}
