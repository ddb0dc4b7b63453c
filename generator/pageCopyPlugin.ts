import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { readSiteFacts } from '../engine/node.ts'
import { pageCopyOf, parsePageCopy } from './readPageCopy.ts'

/**
 * The module of a page's copy: each top-level field is a named export, and the whole copy the
 * default one. A part that needs some fields only imports those, and the bundle holds no other.
 */
function copyModule(copy: Record<string, unknown>): string {
  const fields = Object.keys(copy)
  return [
    ...fields.map((field) => `export const ${field} = ${JSON.stringify(copy[field])}`),
    `export default { ${fields.join(', ')} }`,
  ].join('\n')
}

/**
 * The pages import their copy, content/pages/<fr|en>/<page>.yaml, as a module: this plugin
 * checks each file with its page's schema as it is imported (a faulty field stops the build, or
 * shows in the dev server's overlay, with the file and the field named) and hands the page the
 * checked copy with the facts of `factsFile` written in. Only the copy reaches the bundles: the
 * schemas and the YAML parser stay here.
 */
export function pageCopyPlugin(factsFile: URL): Plugin {
  return {
    name: 'santra-page-copy',
    enforce: 'pre',
    load(id) {
      const [file = id] = id.split('?')
      if (!file.endsWith('.yaml') || !pageCopyOf(file)) return undefined
      this.addWatchFile(file)
      this.addWatchFile(fileURLToPath(factsFile))
      const copy = parsePageCopy(file, readFileSync(file, 'utf8'), readSiteFacts(factsFile))
      return { code: copyModule(copy), map: null, moduleType: 'js' }
    },
  }
}
