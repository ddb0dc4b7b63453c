import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { readSiteFacts } from '../../site/facts/readSiteFacts.ts'
import { pageCopyOf, parsePageCopy } from '../../site/copy/readPageCopy.ts'

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
      return { code: `export default ${JSON.stringify(copy)}`, map: null, moduleType: 'js' }
    },
  }
}
