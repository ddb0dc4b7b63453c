import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSiteFactsText } from './readSiteFacts'
import { checkSiteFacts, parseSiteFacts } from './siteFactsSchema'

const shipped = JSON.parse(
  readFileSync(new URL('../../content/site.json', import.meta.url), 'utf8'),
) as Record<string, unknown> & { person: Record<string, unknown>; relatedSites: object[] }

function problemsOf(value: unknown) {
  const result = checkSiteFacts(value)
  return result.ok ? [] : result.problems
}

describe('siteFactsSchema', () => {
  it('accepts the shipped content/site.json', () => {
    expect(parseSiteFacts(shipped).businessName).toBe('Conseils SANTRA')
  })

  it('names the exact field of a faulty related site', () => {
    const relatedSites = [...shipped.relatedSites]
    relatedSites[2] = { label: 'Balado', url: 'balado.example.com', language: 'fr' }
    expect(problemsOf({ ...shipped, relatedSites })).toEqual([
      { field: 'relatedSites[2].url', message: expect.stringContaining('https://') as string },
    ])
  })

  it('refuses a seventh related site and an empty name', () => {
    const relatedSites = [...shipped.relatedSites, shipped.relatedSites[0]]
    const fields = problemsOf({
      ...shipped,
      relatedSites,
      person: { ...shipped.person, name: '  ' },
    }).map((problem) => problem.field)
    expect(fields.sort()).toEqual(['person.name', 'relatedSites'])
  })

  it('refuses a photo outside content/ and says which field', () => {
    const person = {
      ...shipped.person,
      photo: { file: '../secret.jpg', alt: { fr: 'a', en: 'b' } },
    }
    expect(() => parseSiteFacts({ ...shipped, person })).toThrow(
      /person\.photo\.file\u00a0: nom d’un fichier/,
    )
  })

  it('reports a JSON syntax error with the file name', () => {
    expect(() => parseSiteFactsText('{ "businessName": ', 'content/site.json')).toThrow(
      /^content\/site\.json n’est pas un JSON valide/,
    )
  })
})
