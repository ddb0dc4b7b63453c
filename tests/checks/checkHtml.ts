import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import { promisify } from 'node:util'
import { printTable } from './printTable'

interface VnuMessage {
  type: string
  url?: string
  lastLine?: number
  message: string
}

const require = createRequire(import.meta.url)

/**
 * CSS the checker's own CSS validator does not know yet, though browsers do: cross-document view
 * transitions (site/styles/viewTransitions.css, the header's `view-transition-name`). Only these
 * messages are set aside; any other CSS error still counts.
 */
const UNKNOWN_TO_CHECKER = [
  /^CSS: Unrecognized at-rule “@view-transition”/,
  /^CSS: “view-transition-name”: Property “view-transition-name” doesn't exist/,
]

/** Runs the Nu HTML Checker (vnu-jar, on the machine's Java) over every HTML file of `dir`. */
export async function checkHtml(dir: string): Promise<{ errors: VnuMessage[] }> {
  const jar = join(dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar')
  const args = ['-jar', jar, '--errors-only', '--format', 'json', '--skip-non-html', resolve(dir)]
  const stderr = await promisify(execFile)('java', args, { maxBuffer: 64 * 1024 * 1024 }).then(
    (result) => result.stderr,
    (error: unknown) => {
      // vnu exits 1 when it found errors; anything else is a failure to run it.
      const failed = error as { stderr?: string; code?: number }
      if (failed.code === 1 && failed.stderr) return failed.stderr
      throw error
    },
  )
  const { messages } = JSON.parse(stderr || '{"messages":[]}') as { messages: VnuMessage[] }
  return {
    errors: messages.filter(
      (message) =>
        message.type === 'error' &&
        !UNKNOWN_TO_CHECKER.some((pattern) => pattern.test(message.message)),
    ),
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const dir = process.argv[2] ?? 'dist'
  const { errors } = await checkHtml(dir)
  printTable('Nu HTML Checker', ['errors'], [[errors.length]])
  if (errors.length > 0) {
    printTable(
      'HTML errors',
      ['file', 'line', 'message'],
      errors.map((error) => [
        error.url ? relative(resolve(dir), new URL(error.url).pathname) : '?',
        error.lastLine ?? '',
        error.message,
      ]),
    )
    process.exitCode = 1
  }
}
