/*
 * Helpers of the build benchmarks: run a command and time it, in wall time and in CPU time.
 */
import { spawn } from 'node:child_process'
import { loadavg } from 'node:os'
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'

/**
 * CPU seconds used by the finished child processes (Linux), which a busy shared machine does not
 * inflate the way it inflates wall time; `undefined` where /proc is missing.
 */
async function childrenCpuSeconds(): Promise<number | undefined> {
  try {
    const fields = (await readFile('/proc/self/stat', 'utf8')).split(') ')[1]?.split(' ') ?? []
    // cutime and cstime, fields 16 and 17 of proc(5), in clock ticks (100 per second on Linux).
    return (Number(fields[13]) + Number(fields[14])) / 100
  } catch {
    return undefined
  }
}

export interface Timing {
  wall: number
  /** User plus system seconds of the command and its children (worker threads included). */
  cpu: number | undefined
  /** The one-minute load average when the command ended: how shared the machine was. */
  load: number
  /** What the command printed. */
  output: string
}

/** Runs a command to its end; fails with its error output if it fails. */
export async function timed(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<Timing> {
  const started = performance.now()
  const cpuBefore = await childrenCpuSeconds()
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    let errors = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) resolve()
      else reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${errors}`))
    })
  })
  const wall = (performance.now() - started) / 1000
  const cpuAfter = await childrenCpuSeconds()
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore
  return { wall, cpu, load: loadavg()[0] ?? 0, output }
}

/** Files under `dir`, recursively, with their sizes. */
export async function filesOf(dir: string): Promise<{ file: string; size: number }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name)
        return { file: path.relative(dir, file), size: (await stat(file)).size }
      }),
  )
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

export const loadText = (value: number) => value.toFixed(1)

export const seconds = (value: number | undefined) =>
  value === undefined ? 'n/a' : `${value.toFixed(1)} s`

export function megabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(1)} MB`
}

/** Prints rows as a right-aligned table. */
export function printRows(rows: readonly (readonly string[])[]): void {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? []
  for (const row of rows) {
    console.log(row.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  '))
  }
}

/** The pages a build drew, read from its summary (« … dont 3 dessinées … », generator/buildSite.ts). */
export function drawnPages(output: string): string {
  return /dont (\d+)\s+dessinées?/.exec(output)?.[1] ?? '?'
}
