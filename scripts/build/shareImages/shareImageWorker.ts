/*
 * A worker thread that draws share images (see shareImagePool.ts): satori's layout is plain
 * JavaScript, so drawing on other threads leaves the main one free to render pages.
 */
import { rename, writeFile } from 'node:fs/promises'
import { parentPort } from 'node:worker_threads'
import type { ShareImageContent } from '../../../site/components/PageHead/shareImage.ts'
import { drawShareImage } from './drawShareImage.ts'

export interface DrawTask {
  id: number
  content: ShareImageContent
  /** The final file; written aside then renamed, so a stopped build never leaves half an image. */
  target: string
}

export type DrawResult = { id: number; error?: string }

parentPort?.on('message', (task: DrawTask) => {
  const aside = `${task.target}.${process.pid}-${task.id}.tmp`
  drawShareImage(task.content)
    .then((image) => writeFile(aside, image))
    .then(() => rename(aside, task.target))
    .then(
      () => parentPort?.postMessage({ id: task.id } satisfies DrawResult),
      (error: unknown) =>
        parentPort?.postMessage({
          id: task.id,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        } satisfies DrawResult),
    )
})
