import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { contentEnvironment } from '../server/localSite'
import { projectSiteFactsFile, siteFactsFile } from '../engine/facts/readSiteFacts'
import { siteFactsFilePlugin } from './siteFactsFilePlugin'

const siteFactsModule = path.join(path.dirname(projectSiteFactsFile), '../site/facts/siteFacts.ts')

function resolveWith(factsFile: string, source: string, importer = siteFactsModule) {
  const hook = siteFactsFilePlugin(pathToFileURL(factsFile)).resolveId
  if (typeof hook !== 'function') throw new Error('The plugin has no resolveId function.')
  return (hook as (source: string, importer: string) => string | undefined)(source, importer)
}

describe('the facts file of a build', () => {
  it('is the content repository’s when the local server writes to another one', () => {
    const other = '/srv/contenu/content/site.json'
    expect(siteFactsFile({})).toBe(projectSiteFactsFile)
    expect(siteFactsFile({ SITE_FACTS_FILE: other })).toBe(other)
    expect(contentEnvironment('/srv/contenu/content')).toEqual({
      BLOG_CONTENT_DIR: '/srv/contenu/content/blog',
      SITE_FACTS_FILE: other,
    })
  })

  it('replaces the project’s content/site.json in the bundles, and nothing else', () => {
    const other = '/srv/contenu/content/site.json'
    expect(resolveWith(other, '../../content/site.json')).toBe(other)
    expect(resolveWith(other, './site.json')).toBeUndefined()
    expect(resolveWith(projectSiteFactsFile, '../../content/site.json')).toBeUndefined()
  })
})
