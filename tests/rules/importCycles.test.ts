import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/*
 * No module imports itself through others, types included: a circle makes the order in which
 * modules run depend on which one is loaded first, and ties code that should layer. TypeScript
 * itself lists each file's imports (its pre-processor: no parse, no type-check, about a second
 * for the whole project) and resolves them as tsc does; knip does not look for circles, and
 * madge or dpdm would be one more dependency for these forty lines.
 */

const root = path.resolve(import.meta.dirname, '../..')

/** The project's files, as tsconfig.json lists them, and its compiler options. */
function project() {
  const file = path.join(root, 'tsconfig.json')
  const { config } = ts.readConfigFile(file, (name) => ts.sys.readFile(name)) as { config: unknown }
  return ts.parseJsonConfigFileContent(config, ts.sys, root)
}

/** Each project file and the project files it imports (static, type-only, re-exports, dynamic). */
function importGraph(): Map<string, string[]> {
  const { fileNames, options } = project()
  const files = new Set(fileNames)
  const cache = ts.createModuleResolutionCache(root, (name) => name, options)
  const graph = new Map<string, string[]>()
  for (const file of fileNames) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const imported = importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(
        ({ fileName }) =>
          ts.resolveModuleName(fileName, file, options, ts.sys, cache).resolvedModule
            ?.resolvedFileName,
      )
      .filter((resolved) => resolved !== undefined && files.has(resolved))
    graph.set(file, [...new Set(imported as string[])])
  }
  return graph
}

/** The circles of `graph`, one per strongly connected group of files (Tarjan's algorithm). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const found: string[][] = []
  const visit = (file: string) => {
    index.set(file, index.size)
    low.set(file, index.size - 1)
    stack.push(file)
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) visit(next)
      if (stack.includes(next))
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0, index.get(next) ?? 0))
    }
    if (low.get(file) !== index.get(file)) return
    const group = stack.splice(stack.indexOf(file))
    if (group.length > 1 || graph.get(file)?.includes(file)) found.push(group)
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return found.map((group) => group.sort())
}

describe('imports', () => {
  it('form no circle, types included', () => {
    const graph = importGraph()
    expect(graph.size).toBeGreaterThan(300)
    const named = circles(graph).map((group) => group.map((file) => path.relative(root, file)))
    expect(named).toEqual([])
  })

  it('are seen as circles when they form one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ])
    expect(circles(graph)).toEqual([['a', 'b', 'c'], ['e']])
  })
})
