import { type ChildProcess, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/** A running `wrangler dev`: the edge worker in workerd, offline, on a built site. */
export interface WorkerDev {
  origin: string
  /** What wrangler printed so far, to explain a failure. */
  output(): string
  /** Stops wrangler and the workerd and esbuild processes under it. */
  stop(): void
}

/**
 * Starts the built worker (`npm run build:worker` first) with `wrangler dev` on `port`, serving
 * `distDir` as its assets, with `vars` as its bindings, and waits until it answers its home page.
 * Shared by the worker's browser test and the load scripts that measure it.
 */
export async function startWorkerDev(options: {
  port: number
  distDir: string
  vars: Record<string, string>
  /** How long to wait for the first answer. Default 90 s. */
  timeoutMs?: number
}): Promise<WorkerDev> {
  const origin = `http://127.0.0.1:${String(options.port)}`
  const wrangler: ChildProcess = spawn(
    'node_modules/.bin/wrangler',
    [
      'dev',
      '--port',
      String(options.port),
      '--ip',
      '127.0.0.1',
      '--assets',
      resolve(options.distDir),
      ...Object.entries(options.vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
      '--show-interactive-dev-session=false',
    ],
    {
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so stopping it also stops workerd and esbuild under it.
      detached: true,
    },
  )
  let output = ''
  wrangler.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  wrangler.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const dev: WorkerDev = {
    origin,
    output: () => output,
    stop: () => {
      if (wrangler.pid && wrangler.exitCode === null) process.kill(-wrangler.pid, 'SIGTERM')
    },
  }
  const deadline = Date.now() + (options.timeoutMs ?? 90_000)
  while (Date.now() < deadline) {
    const status = await fetch(`${origin}/`).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return dev
    if (wrangler.exitCode !== null) break
    await sleep(250)
  }
  dev.stop()
  throw new Error(`wrangler dev did not answer on ${origin}:\n${output}`)
}
