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
      /person\.photo\.file\u00a0: Le nom du fichier de la photo doit finir par/,
    )
  })

  it('reports a JSON syntax error with the file name', () => {
    expect(() => parseSiteFactsText('{ "businessName": ', 'content/site.json')).toThrow(
      /^content\/site\.json n’est pas un JSON valide/,
    )
  })
})

describe('the facts’ messages', () => {
  const emptyFields = {
    ...shipped,
    businessName: '',
    email: 'bonjour@',
    phone: '450-555-01',
    siteUrl: 'www.example.com',
    person: { ...shipped.person, title: { fr: '', en: 3 } },
  }

  it('are sentences that name the field by its label and say what to type', () => {
    const messages = problemsOf(emptyFields).map((problem) => problem.message)
    expect(messages).toEqual([
      'Remplissez le champ « Nom de l’entreprise ».',
      'Remplissez le champ « Titre professionnel (français) ».',
      'Le champ « Titre professionnel (anglais) » doit contenir du texte.',
      'Le champ « Courriel » doit contenir une adresse courriel complète, par exemple bonjour@exemple.ca.',
      'Le champ « Téléphone » doit contenir un numéro nord-américain de 10 chiffres, indicatif régional compris, par exemple 450 555-0123.',
      'Le champ « Adresse du site » doit contenir une adresse web complète, qui commence par https:// (par exemple https://www.exemple.ca).',
    ])
  })

  it('keep the phone number one way: the saved facts hold « 450 555-0123 »', () => {
    expect(parseSiteFacts({ ...shipped, phone: '+1 (450) 555.0123' }).phone).toBe('450 555-0123')
  })

  it('check the length before any pattern, and the patterns take linear time', () => {
    // 40,000 characters took 1.6 s when the patterns ran first and backtracked; a linear pattern
    // behind its length limit answers at once. The bound is loose for a busy machine.
    const long = (unit: string) => unit.repeat(40_000)
    const started = performance.now()
    const problems = problemsOf({
      ...shipped,
      email: `a@${long('.')}`,
      siteUrl: `https://${long('a.')}`,
      socialProfiles: [{ network: 'LinkedIn', url: `https://a${long('.a')} ` }],
    })
    expect(performance.now() - started).toBeLessThan(200)
    expect(problems.map((problem) => problem.message)).toEqual([
      'Le champ « Courriel » dépasse 120 caractères : raccourcissez-le.',
      'Le champ « Adresse du profil » dépasse 300 caractères : raccourcissez-le.',
      'Le champ « Adresse du site » dépasse 300 caractères : raccourcissez-le.',
    ])
  })
})
