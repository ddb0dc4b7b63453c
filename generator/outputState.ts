/*
 * The record of the last build into an output folder: the code digest, each page's key and every
 * file written, with its size and modification time. A rebuild trusts the folder only when it
 * still holds exactly those files, untouched; otherwise it starts from an empty folder.
 */
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rm, rmdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'

const fileStamp = z.object({ size: z.number(), mtimeMs: z.number() })

const stateSchema = z.object({
  version: z.literal(1),
  outDir: z.string(),
  codeDigest: z.string(),
  pages: z.record(z.string(), z.string()),
  files: z.record(z.string(), fileStamp),
})

export interface OutputState {
  codeDigest: string
  pages: Map<string, string>
  files: Map<string, z.infer<typeof fileStamp>>
}

function stateFile(cacheDir: string, outDir: string): string {
  const name = createHash('sha256').update(outDir).digest('hex').slice(0, 16)
  return path.join(cacheDir, `output-${name}.json`)
}

async function stampsOf(outDir: string): Promise<Map<string, z.infer<typeof fileStamp>>> {
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true })
  const files = entries.filter((entry) => entry.isFile())
  const stamps = await Promise.all(
    files.map(async (entry) => {
      const full = path.join(entry.parentPath, entry.name)
      const { size, mtimeMs } = await stat(full)
      return [path.relative(outDir, full).split(path.sep).join('/'), { size, mtimeMs }] as const
    }),
  )
  return new Map(stamps)
}

function sameFiles(recorded: OutputState['files'], found: OutputState['files']): boolean {
  if (recorded.size !== found.size) return false
  for (const [file, stamp] of recorded) {
    const now = found.get(file)
    if (now?.size !== stamp.size || now.mtimeMs !== stamp.mtimeMs) return false
  }
  return true
}

/** The last build into `outDir`, if its record exists and the folder still matches it. */
export async function readOutputState(
  cacheDir: string,
  outDir: string,
): Promise<OutputState | undefined> {
  let recorded: z.infer<typeof stateSchema>
  try {
    const parsed = stateSchema.safeParse(
      JSON.parse(await readFile(stateFile(cacheDir, outDir), 'utf8')),
    )
    if (!parsed.success || parsed.data.outDir !== outDir) return undefined
    recorded = parsed.data
  } catch {
    return undefined
  }
  const files = new Map(Object.entries(recorded.files))
  const found = await stampsOf(outDir).catch(() => undefined)
  if (!found || !sameFiles(files, found)) return undefined
  return { codeDigest: recorded.codeDigest, pages: new Map(Object.entries(recorded.pages)), files }
}

/** Records the build just finished into `outDir`. */
export async function writeOutputState(
  cacheDir: string,
  outDir: string,
  state: { codeDigest: string; pages: Map<string, string> },
): Promise<void> {
  const record: z.infer<typeof stateSchema> = {
    version: 1,
    outDir,
    codeDigest: state.codeDigest,
    pages: Object.fromEntries(state.pages),
    files: Object.fromEntries(await stampsOf(outDir)),
  }
  await mkdir(cacheDir, { recursive: true })
  await writeFile(stateFile(cacheDir, outDir), JSON.stringify(record))
}

/**
 * Removes the files of the last build that this one does not keep (pages of deleted posts, the
 * site files it writes again), and the folders they leave empty.
 */
export async function removeStaleFiles(
  outDir: string,
  previous: Iterable<string>,
  keep: ReadonlySet<string>,
): Promise<void> {
  const folders = new Set<string>()
  for (const file of previous) {
    if (keep.has(file)) continue
    await rm(path.join(outDir, file), { force: true })
    for (let dir = path.dirname(file); dir !== '.'; dir = path.dirname(dir)) folders.add(dir)
  }
  const deepestFirst = [...folders].sort((a, b) => b.split('/').length - a.split('/').length)
  for (const dir of deepestFirst) {
    const full = path.join(outDir, dir)
    if ((await readdir(full).catch(() => ['?'])).length === 0) await rmdir(full)
  }
}
