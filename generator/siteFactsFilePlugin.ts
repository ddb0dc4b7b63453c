import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { projectSiteFactsFile } from '../engine/node.ts'

/**
 * The pages import the project's content/site.json (site/siteFacts.ts). When the build
 * reads another facts file (`SITE_FACTS_FILE`: the content repository the local server writes
 * to), this plugin hands the bundles that file instead, so a « Coordonnées » save shows on the
 * rebuilt pages.
 */
export function siteFactsFilePlugin(factsFile: URL): Plugin {
  const target = fileURLToPath(factsFile)
  return {
    name: 'santra-site-facts-file',
    enforce: 'pre',
    resolveId(source, importer) {
      if (target === projectSiteFactsFile || !importer || !source.endsWith('site.json')) {
        return undefined
      }
      const resolved = path.resolve(path.dirname(importer.split('?')[0] ?? importer), source)
      return resolved === projectSiteFactsFile ? target : undefined
    },
  }
}
