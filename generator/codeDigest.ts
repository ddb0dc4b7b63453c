/*
 * The digest of everything the site's code build reads: the app, the blog engine it bundles, the
 * build scripts, the configuration, the locked dependencies and the `VITE_*` variables. Posts are
 * not part of it: they are read while pre-rendering, page by page. Two builds with the same digest
 * produce the same client and server bundles, so the second reuses the first's.
 */
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { siteFactsFile } from '../engine/node.ts'

/** Folders and files of the project that feed the bundles or the pages' templates. */
const CODE_INPUTS = [
  'engine',
  'site',
  'generator',
  'public',
  // The consultant's facts and photo and the pages' copy (content/pages/) are bundled; the
  // posts beside them are read page by page.
  'content',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
] as const

/** Tests and benchmarks never reach a bundle or a page. */
function isCodeFile(file: string): boolean {
  if (file.startsWith('content/blog/')) return false
  return !/\.test\.[cm]?[jt]sx?$/.test(file) && !/(^|\/)bench[A-Z]\w*\.ts$/.test(file)
}

async function filesUnder(root: string, entry: string): Promise<string[]> {
  const full = path.join(root, entry)
  try {
    const items = await readdir(full, { recursive: true, withFileTypes: true })
    return items
      .filter((item) => item.isFile())
      .map((item) => path.relative(root, path.join(item.parentPath, item.name)))
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOTDIR') return [entry]
    if (code === 'ENOENT') return []
    throw error
  }
}

/**
 * The facts file the bundles take (`SITE_FACTS_FILE` or content/site.json) and the photo it
 * names, which may live in another repository than the code.
 */
async function factsFiles(env: NodeJS.ProcessEnv): Promise<string[]> {
  const file = siteFactsFile(env)
  const text = await readFile(file, 'utf8').catch(() => '')
  let photo: unknown
  try {
    photo = (JSON.parse(text) as { person?: { photo?: { file?: unknown } } }).person?.photo?.file
  } catch {
    // An invalid file is named by the build's own check of the facts.
  }
  return typeof photo === 'string' ? [file, path.resolve(path.dirname(file), photo)] : [file]
}

/** The variables that change what Vite writes into the bundles. */
function buildEnvironment(env: NodeJS.ProcessEnv): string {
  return Object.keys(env)
    .filter((name) => name.startsWith('VITE_') || name === 'NODE_ENV' || name === 'MODE')
    .sort()
    .map((name) => `${name}=${env[name] ?? ''}`)
    .join('\n')
}

/** A hex digest of the code inputs of `root` and of the build environment. */
export async function codeDigest(root: string, env: NodeJS.ProcessEnv = process.env) {
  const files = (await Promise.all(CODE_INPUTS.map((entry) => filesUnder(root, entry))))
    .flat()
    .map((file) => file.split(path.sep).join('/'))
    .filter(isCodeFile)
    .sort()
  const hash = createHash('sha256')
    // The footer's copyright years end with the build's year (vite.config.ts, __BUILD_YEAR__).
    .update(`${process.version}\n${new Date().getFullYear()}\n${buildEnvironment(env)}\n`)
  for (const file of files) {
    hash
      .update(`${file}\0`)
      .update(await readFile(path.join(root, file)))
      .update('\0')
  }
  // Named by role, not by path: the same facts give the same bundles wherever they live.
  for (const [index, file] of (await factsFiles(env)).entries()) {
    hash
      .update(`facts ${index}\0`)
      .update(await readFile(file).catch(() => 'missing'))
      .update('\0')
  }
  return hash.digest('hex')
}
