import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { ShareImageContent } from '../../../site/components/PageHead/shareImage.ts'
import type { DrawResult, DrawTask } from './shareImageWorker.ts'

/** Images each worker is given ahead, so that it never waits for the main thread. */
const TASKS_AHEAD = 4

/**
 * The threads that draw share images: one, as an image costs about 3 ms once the thread has its
 * fonts and glyphs (a second or so), and a thousand pages take far longer to render; a second
 * one only where cores are to spare, as each thread repeats that start.
 */
const defaultThreads = availableParallelism() > 2 ? 2 : 1

/**
 * Worker threads that draw share images into files: the build hands them images while it is
 * still rendering pages, and the two run side by side. Workers start at the first image and stop
 * with {@link close}.
 */
export class ShareImagePool {
  private workers: { worker: Worker; busy: number }[] = []
  private queue: DrawTask[] = []
  private pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>()
  private nextId = 0

  constructor(private size = defaultThreads) {}

  /** Threads started. */
  get threads(): number {
    return this.workers.length
  }

  /** Images waiting for a thread. */
  get waiting(): number {
    return this.queue.length
  }

  /**
   * Lets the pool grow to `threads` threads, for what is queued and what comes next: once the
   * pages are drawn, their cores are free for the images still waiting.
   */
  widen(threads: number): void {
    this.size = Math.max(this.size, threads)
    this.dispatch()
  }

  /** Draws `content` into the file `target`; resolves once the file is in place. */
  draw(content: ShareImageContent, target: string): Promise<void> {
    const id = (this.nextId += 1)
    return new Promise<void>((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      this.queue.push({ id, content, target })
      this.dispatch()
    })
  }

  /** Stops the workers; images still queued are refused. */
  async close(): Promise<void> {
    const workers = this.workers
    this.workers = []
    for (const task of this.queue.splice(0)) {
      this.settle({ id: task.id, error: 'The share image pool was closed.' })
    }
    await Promise.all(workers.map(({ worker }) => worker.terminate()))
  }

  private start(): { worker: Worker; busy: number } {
    const worker = new Worker(new URL('./shareImageWorker.mjs', import.meta.url))
    const entry = { worker, busy: 0 }
    worker.on('message', (result: DrawResult) => {
      entry.busy -= 1
      // An idle worker never keeps the build's process alive.
      if (entry.busy === 0) worker.unref()
      this.settle(result)
      this.dispatch()
    })
    worker.on('error', (error) => {
      for (const id of [...this.pending.keys()]) this.settle({ id, error: error.message })
    })
    worker.unref()
    this.workers.push(entry)
    return entry
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      // One more thread only when every one is busy: a rebuild that draws one image starts one.
      if (this.workers.length < this.size && this.workers.every((entry) => entry.busy > 0)) {
        this.start()
      }
      const idle = this.workers.reduce((least, entry) => (entry.busy < least.busy ? entry : least))
      if (idle.busy >= TASKS_AHEAD) return
      const task = this.queue.shift()
      if (!task) return
      idle.busy += 1
      idle.worker.ref()
      idle.worker.postMessage(task)
    }
  }

  private settle(result: DrawResult): void {
    const waiting = this.pending.get(result.id)
    if (!waiting) return
    this.pending.delete(result.id)
    if (result.error === undefined) waiting.resolve()
    else waiting.reject(new Error(`A share image could not be drawn: ${result.error}`))
  }
}
