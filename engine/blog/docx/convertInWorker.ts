import { Worker } from 'node:worker_threads'
import { build } from 'esbuild'
import {
  CONVERSION_HEAP_LIMIT_MB,
  CONVERSION_TIME_LIMIT_MS,
  CONVERSION_TOO_LARGE,
  CONVERSION_TOO_SLOW,
} from '../documentLimits.ts'
import { BlogError, type BlogErrorCode } from '../errors.ts'
import type { ConvertedDocument } from './convertDocx.ts'

/** The limits of one conversion; tests lower them. */
export interface ConversionLimits {
  timeMs: number
  heapMb: number
}

/** What the worker answers (see convertWorker.ts). */
type WorkerAnswer =
  | { converted: ConvertedDocument }
  | { refused: { code: BlogErrorCode; message: string; english?: string } }
  | { crashed: string }

let workerCode: Promise<string> | undefined

/**
 * The worker's code: convertWorker.ts and everything it imports, bundled once per process by
 * esbuild into one CommonJS script the thread evaluates. The thread then starts without a
 * TypeScript loader (Node 20 cannot start a worker from a .ts file, even under tsx, and a
 * loader would answer every module the thread loads from another thread) and without resolving
 * any path: the CLI may run from any folder. Bundling takes about half a second, once.
 */
function convertWorkerCode(): Promise<string> {
  workerCode ??= build({
    entryPoints: [new URL('./convertWorker.ts', import.meta.url).pathname],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    logLevel: 'warning',
  }).then((result) => result.outputFiles[0]?.text ?? '')
  return workerCode
}

/**
 * Converts a document as {@link convertDocx} does, on a worker thread with a wall-clock limit
 * and a heap limit (by default {@link CONVERSION_TIME_LIMIT_MS} and
 * {@link CONVERSION_HEAP_LIMIT_MB}): the calling thread (the local server's) keeps answering
 * meanwhile, and a conversion past either limit is stopped and refused with a sentence. Node
 * only: on Cloudflare the Worker's CPU limit plays this part (see wrangler.jsonc).
 *
 * @throws {BlogError} what convertDocx throws, or `too-large` for a conversion stopped
 */
export async function convertInWorker(
  bytes: Uint8Array,
  limits: ConversionLimits = { timeMs: CONVERSION_TIME_LIMIT_MS, heapMb: CONVERSION_HEAP_LIMIT_MB },
): Promise<ConvertedDocument> {
  const code = await convertWorkerCode()
  const worker = new Worker(code, {
    eval: true,
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
  })
  try {
    const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(
          new BlogError('too-large', CONVERSION_TOO_SLOW.fr, { english: CONVERSION_TOO_SLOW.en }),
        )
      }, limits.timeMs)
      const settle = () => {
        clearTimeout(timer)
      }
      worker.once('message', (message: WorkerAnswer) => {
        settle()
        resolve(message)
      })
      worker.once('error', (error: Error & { code?: string }) => {
        settle()
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new BlogError('too-large', CONVERSION_TOO_LARGE.fr, {
                english: CONVERSION_TOO_LARGE.en,
                cause: error,
              })
            : error,
        )
      })
      worker.once('exit', () => {
        settle()
        reject(new Error('The conversion worker stopped without answering.'))
      })
      // A copy the worker owns: the caller's bytes may be a view of a larger pooled buffer.
      const copy = bytes.slice()
      worker.postMessage(copy, [copy.buffer])
    })
    if ('converted' in answer) return answer.converted
    if ('refused' in answer) {
      const { code: errorCode, message, english } = answer.refused
      throw new BlogError(errorCode, message, english === undefined ? {} : { english })
    }
    throw new Error(`The conversion failed: ${answer.crashed}`)
  } finally {
    // Stops a conversion past its limit; a finished worker has nothing left to free.
    await worker.terminate()
  }
}
