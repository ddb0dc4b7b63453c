import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { readPageCopy } from './readPageCopy'
import { projectSiteFactsFile, readSiteFacts } from '../engine/facts/readSiteFacts'
import { pageCopyPlugin } from './pageCopyPlugin'

const root = mkdtempSync(path.join(tmpdir(), 'santra-copy-'))
afterAll(() => {
  rmSync(root, { recursive: true, force: true })
})

/** A copy of the project's facts with another town, as a content repository may have them. */
const factsFile = path.join(root, 'site.json')
const facts = JSON.parse(readFileSync(projectSiteFactsFile, 'utf8')) as Record<string, unknown>
writeFileSync(factsFile, JSON.stringify({ ...facts, town: 'Joliette' }))

/** A page's copy file under `root`, with the given text. */
function copyFile(page: string, text: string): string {
  const file = path.join(root, 'content/pages/fr', `${page}.yaml`)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, text)
  return file
}

/** What the plugin hands Vite for `id`, and the files it asked Vite to watch. */
function load(id: string) {
  const watched: string[] = []
  const hook = pageCopyPlugin(pathToFileURL(factsFile)).load
  if (typeof hook !== 'function') throw new Error('The plugin has no load function.')
  const result = (hook as (this: unknown, id: string) => unknown).call(
    { addWatchFile: (file: string) => watched.push(file) },
    id,
  ) as { code: string } | undefined
  return { code: result?.code, watched }
}

describe('the page copy plugin', () => {
  it('hands a page its checked copy, the facts of the build written in, field by field', async () => {
    const text = readFileSync(path.resolve('content/pages/fr/about.yaml'), 'utf8')
    const file = copyFile('about', text)
    const { code, watched } = load(`${file}?import`)
    expect(watched).toEqual([file, factsFile])
    const module = (await import(
      `data:text/javascript,${encodeURIComponent(code ?? '')}`
    )) as Record<string, unknown>
    const expected = readPageCopy('about', 'fr', readSiteFacts(factsFile))
    expect(module.default).toEqual(expected)
    expect(module.hero).toEqual(expected.hero)
    expect(JSON.stringify(module.default)).toContain('Joliette')
  })

  it('stops on a faulty file, naming it and its field', () => {
    const file = copyFile('not-found', 'head:\n  title: Page\neyebrow: x\nheading: y\nlead: z\n')
    expect(() => load(file)).toThrow(
      /not-found\.yaml n’est pas valide\s:\n- head\.description\s: Ce champ manque/,
    )
  })

  it('leaves any other file to Vite', () => {
    expect(load(path.join(root, 'content/pages/fr/inconnue.yaml')).code).toBeUndefined()
    expect(load(path.join(root, 'pnpm-lock.yaml')).code).toBeUndefined()
  })
})
