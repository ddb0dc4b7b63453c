import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { freshBundle } from './cliBundle.js'
import { runCli } from './runCli.ts'

let root: string
const options = () => ({ root, entry: 'main.ts', cacheDir: path.join(root, 'cache') })

/** Writes a source file an hour old, as a file is when a program starts long after its edit. */
function writeSource(name: string, text: string, ageSeconds = 3600): void {
  const file = path.join(root, name)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, text)
  const then = Date.now() / 1000 - ageSeconds
  utimesSync(file, then, then)
}

/** What the bundle prints when Node runs it. */
function run(file: string): string {
  return execFileSync(process.execPath, [file], { encoding: 'utf8' })
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'santra-cli-bundle-'))
  writeSource('main.ts', "import { word } from './word.ts'\nconsole.log(word satisfies string)\n")
  writeSource('word.ts', "export const word = 'lundi'\n")
})
afterEach(() => {
  rmSync(root, { recursive: true, force: true })
})

describe('freshBundle', () => {
  it('bundles once, then starts from the same bundle while nothing changed', async () => {
    const first = await freshBundle(options())
    expect(first.built).toBe(true)
    expect(run(first.file)).toBe('lundi\n')
    expect(await freshBundle(options())).toEqual({ file: first.file, built: false })
  })

  it('bundles again when a source is edited, even back to an older time or the same size', async () => {
    await freshBundle(options())
    writeSource('word.ts', "export const word = 'mardi'\n", 7200)
    const second = await freshBundle(options())
    expect(second.built).toBe(true)
    expect(run(second.file)).toBe('mardi\n')
  })

  it('bundles again when a source it read is gone, and says why it cannot', async () => {
    await freshBundle(options())
    unlinkSync(path.join(root, 'word.ts'))
    await expect(freshBundle(options())).rejects.toThrow(/word\.ts/)
  })

  it('does not trust a bundle made while a source was being edited', async () => {
    writeSource('word.ts', "export const word = 'mercredi'\n", 0)
    expect((await freshBundle(options())).built).toBe(true)
    // The edit is too recent to be sure esbuild read its final text: the next start bundles again.
    expect((await freshBundle(options())).built).toBe(true)
  })

  it('keeps each module’s own import.meta.url, so files beside a source are still found', async () => {
    writeSource('main.ts', "import { here } from './deep/here.ts'\nconsole.log(here)\n")
    writeSource(
      'deep/here.ts',
      "export const here = new URL('./beside.txt', import.meta.url).href\n",
    )
    const { file } = await freshBundle(options())
    expect(run(file)).toBe(`${pathToFileURL(path.join(root, 'deep/beside.txt')).href}\n`)
  })
})

describe('the santra-blog launcher', () => {
  it('prints what the command line itself prints', async () => {
    let help = ''
    await runCli(['--help'], { stdout: (text) => (help += text), stderr: () => {}, cwd: root })
    const launcher = path.join(import.meta.dirname, 'santra-blog.js')
    expect(execFileSync(process.execPath, [launcher, '--help'], { encoding: 'utf8' })).toBe(help)
  })
})
