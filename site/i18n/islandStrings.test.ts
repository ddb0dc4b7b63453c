import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { islandFiles, partFolders } from '../../lingui.config'

/*
 * The pages without the app load the strings of their live parts only (lingui.config.ts): the
 * `islands` catalog, and a part's own with its code. A component the islands draw whose strings
 * sit in another catalog would show message ids; one listed in `islands` that they never draw
 * would weigh on every page for nothing. The islands' code is followed from their entry, static
 * and dynamic imports alike, as TypeScript resolves them.
 */

const root = path.resolve(import.meta.dirname, '../..')
const entry = path.join(root, 'site/islands/start.tsx')
const fromConfig = (file: string) => path.join(root, file.replace('<rootDir>/', ''))

/** The project's files the islands' code is made of. */
function islandModules(): Set<string> {
  const options: ts.CompilerOptions = {
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    jsx: ts.JsxEmit.ReactJSX,
  }
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule
      const target = resolved?.resolvedFileName
      if (target?.startsWith(path.join(root, 'site')) && /\.tsx?$/.test(target)) visit(target)
    }
  }
  visit(entry)
  return seen
}

/** Whether a file writes its strings with Lingui's macros (`t`, `msg`, `<Trans>`). */
function usesLingui(file: string): boolean {
  return /from '@lingui\/(?:core|react)\/macro'/.test(readFileSync(file, 'utf8'))
}

describe('the strings of the pages’ live parts', () => {
  const modules = islandModules()
  const parts = Object.values(partFolders).flat().map(fromConfig)

  it('follows the islands’ code to its parts', () => {
    for (const file of [
      'site/components/Header/MobileDrawer.tsx',
      'site/components/ContactForm/LiveContactForm.tsx',
      'site/pages/SelfAssessment/Results.tsx',
    ]) {
      expect(modules, file).toContain(path.join(root, file))
    }
    expect(modules).not.toContain(path.join(root, 'site/components/Footer/Footer.tsx'))
  })

  it('finds each of them in a catalog the islands load', () => {
    const islands = new Set(islandFiles.map(fromConfig))
    const unloaded = [...modules].filter(
      (file) =>
        usesLingui(file) &&
        !islands.has(file) &&
        !parts.some((folder) => file.startsWith(`${folder}/`)),
    )
    expect(unloaded.map((file) => path.relative(root, file))).toEqual([])
  })

  it('lists in the islands’ catalog only what the islands draw', () => {
    for (const file of islandFiles.map(fromConfig)) {
      expect(modules, file).toContain(file)
      expect(usesLingui(file), file).toBe(true)
    }
  })
})
