/*
 * The conversion worker's entry (see convertInWorker.ts): converts the document it is sent and
 * answers once, with the converted document, the refusal's sentence, or a bug's stack.
 */
import { parentPort } from 'node:worker_threads'
import { isBlogError } from '../errors.ts'
import { convertDocx } from './convertDocx.ts'

parentPort?.once('message', (bytes: Uint8Array) => {
  convertDocx(bytes).then(
    (converted) => {
      parentPort?.postMessage({ converted })
    },
    (error: unknown) => {
      parentPort?.postMessage(
        isBlogError(error)
          ? { refused: { code: error.code, message: error.message, english: error.english } }
          : { crashed: error instanceof Error ? (error.stack ?? error.message) : String(error) },
      )
    },
  )
})
