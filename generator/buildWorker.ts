import { readFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

/** Cloudflare refuses larger workers on the free plan; the API must stay well inside it. */
export const WORKER_GZIP_LIMIT_BYTES = 1024 * 1024

export const workerOutfile = 'dist-worker/worker.js'

/**
 * Bundles the edge worker for workerd. It targets Node's module flavours (with `nodejs_compat`)
 * rather than the browser ones wrangler would pick: mammoth's browser build reads its input
 * differently, while its Node build runs as it does in the tests.
 */
export async function buildWorker(): Promise<{ bytes: number; gzipBytes: number }> {
  await build({
    entryPoints: ['server/worker.ts'],
    outfile: workerOutfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'node', 'import'],
    minify: true,
    legalComments: 'none',
    // CommonJS dependencies require Node's built-ins; workerd offers `require` through
    // node:module (nodejs_compat) but has no module URL, hence the fixed path.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire('/worker.js');",
    },
    logLevel: 'warning',
  })
  const code = await readFile(workerOutfile)
  return { bytes: code.length, gzipBytes: gzipSync(code).length }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const { bytes, gzipBytes } = await buildWorker()
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`
  console.log(
    `Worker bundle ${workerOutfile}: ${kib(bytes)}, gzip ${kib(gzipBytes)} (limit ${kib(WORKER_GZIP_LIMIT_BYTES)})`,
  )
  if (gzipBytes > WORKER_GZIP_LIMIT_BYTES) {
    console.error('The worker bundle is over its size limit.')
    process.exitCode = 1
  }
}
