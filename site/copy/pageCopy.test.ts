import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { stringify } from 'yaml'
import { projectSiteFactsFile, readSiteFacts } from '../../engine/facts/readSiteFacts'
import { FACT_NAMES, factValues, fillFacts } from './copyText'
import { pageCopySchemas } from './pageCopySchemas'
import { pageCopyDir, parsePageCopy, readPageCopy } from '../../generator/readPageCopy'

const facts = readSiteFacts(projectSiteFactsFile)

/** The pages each language has, as the route table has them (the legal pages are French only). */
const expectedFiles = {
  fr: Object.keys(pageCopySchemas).filter((page) => page !== 'conviction'),
  en: Object.keys(pageCopySchemas).filter(
    (page) => !['legal-notice', 'privacy', 'terms'].includes(page),
  ),
}

/** A copy file of the project, its text changed by `edit`, parsed as the build parses it. */
function parsedWith(page: string, edit: (text: string) => string) {
  const file = path.join(pageCopyDir, 'fr', `${page}.yaml`)
  return () => parsePageCopy(file, edit(readFileSync(file, 'utf8')), facts)
}

describe('the pages’ copy in content/pages/', () => {
  it('has one file per page and language, each valid for its page’s schema', () => {
    for (const locale of ['fr', 'en'] as const) {
      const files = readdirSync(path.join(pageCopyDir, locale)).map((file) =>
        file.replace(/\.yaml$/, ''),
      )
      expect(files.sort()).toEqual([...expectedFiles[locale]].sort())
      for (const page of files) {
        expect(() => readPageCopy(page as keyof typeof pageCopySchemas, locale)).not.toThrow()
      }
    }
  })

  it('names the file and the field of a misspelt key', () => {
    const misspelt = parsedWith('vision', (text) => text.replace('symptomsTitle:', 'symptomTitle:'))
    expect(misspelt).toThrow(/^content\/pages\/fr\/vision\.yaml n’est pas valide\s:\n/)
    expect(misspelt).toThrow(/^- necessity\s: Champ inconnu\s: symptomTitle /m)
    expect(misspelt).toThrow(/^- necessity\.symptomsTitle\s: Ce champ manque\.$/m)
  })

  it('refuses HTML, an unknown fact and a link outside the fields that allow one', () => {
    const vision = (lead: string) =>
      parsedWith('vision', (text) => text.replace(/^ {2}lead: .*$/m, `  lead: "${lead}"`))
    expect(vision('<b>Vision</b>')).toThrow(/hero\.lead\s*: Le HTML n’est pas permis/)
    expect(vision('Depuis {ville}')).toThrow(/hero\.lead\s*: Entre accolades/)
    expect(vision('Un {')).toThrow(/hero\.lead\s*: Entre accolades/)
    expect(vision('Voir [la page](/contact)')).toThrow(/hero\.lead\s*: Un lien/)
  })

  it('takes a link in a legal paragraph to a page of the site, the web or a mail address only', () => {
    const terms = (link: string) =>
      parsedWith('terms', (text) => text.replace('(/politique-confidentialite)', `(${link})`))
    expect(terms('/contact')).not.toThrow()
    expect(terms('https://www.exemple.ca/page')).not.toThrow()
    expect(terms('mailto:bonjour@exemple.ca')).not.toThrow()
    for (const address of [
      'javascript:alert(1)',
      'http://exemple.ca',
      '/page-inconnue',
      'data:x',
    ]) {
      expect(terms(address), address).toThrow(/sections\[\d+\]\.blocks\[\d+\]\s: Un lien /)
    }
  })

  it('leads buttons to pages of the route table and anchors only', () => {
    const home = (to: string) =>
      parsedWith('home', (text) => text.replace('to: /vision', `to: "${to}"`))
    expect(home('/services#top')).not.toThrow()
    expect(home('#soutien')).not.toThrow()
    expect(home('/home-en')).not.toThrow()
    for (const to of ['/visions', 'https://exemple.ca', '#', '/vision#Haut']) {
      expect(home(to), to).toThrow(/intro\.action\.to\s*: L’adresse doit être celle d’une page/)
    }
  })

  it('names the file of a YAML syntax error and of a file of no page', () => {
    expect(parsedWith('vision', (text) => `${text}\nhead: deux fois\n`)).toThrow(
      /content\/pages\/fr\/vision\.yaml n’est pas un YAML valide/,
    )
    expect(() =>
      parsePageCopy(path.join(pageCopyDir, 'fr', 'inconnue.yaml'), 'head: {}', facts),
    ).toThrow(/n’est pas le texte d’une page du site/)
  })

  it('refuses YAML aliases, which could multiply a small file', () => {
    const bomb = parsedWith(
      'not-found',
      () => 'head: &h { title: a, description: b }\neyebrow: *h\nheading: x\nlead: y\n',
    )
    expect(bomb).toThrow(/YAML valide/)
  })
})

describe('the facts in a page’s copy', () => {
  const factValue = fc.string({ maxLength: 40 }).filter((text) => !/[{}]/.test(text))

  it('writes each fact where its name stands, and nothing else changes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FACT_NAMES),
        factValue,
        factValue,
        factValue,
        (name, value, before, after) => {
          const values = { ...factValues(facts, 'fr'), [name]: value }
          const copy = { items: [`${before}{${name}}${after}`], note: { text: `{${name}}` } }
          expect(fillFacts(copy, values)).toEqual({
            items: [`${before}${value}${after}`],
            note: { text: value },
          })
        },
      ),
    )
  })

  it('writes the other words of `{name|…}` when the fact is empty', () => {
    fc.assert(
      fc.property(factValue, factValue, (value, otherwise) => {
        const values = { ...factValues(facts, 'fr'), socialNetworks: value }
        const filled = fillFacts(`sur {socialNetworks|${otherwise}}.`, values)
        expect(filled).toBe(`sur ${value === '' ? otherwise : value}.`)
      }),
    )
  })

  it('gives the social networks of the facts, or the page’s own words when there are none', () => {
    const noProfiles = { ...facts, socialProfiles: [] }
    const withTwo = {
      ...facts,
      socialProfiles: [
        { network: 'LinkedIn', url: 'https://www.linkedin.com/x' },
        { network: 'Facebook', url: 'https://www.facebook.com/x' },
      ],
    }
    const sentence = (siteFacts: typeof facts) =>
      readPageCopy('privacy', 'fr', siteFacts)
        .sections.flatMap((section) => section.blocks)
        .find((block) => typeof block === 'string' && block.includes('les profils sur'))
    expect(sentence(noProfiles)).toContain('comme les profils sur les réseaux sociaux et')
    expect(sentence(withTwo)).toContain('comme les profils sur LinkedIn, Facebook et')
  })

  it('names the town, the region, the person and the phone only through the facts, on every page', () => {
    const moved = {
      ...facts,
      businessName: 'Atelier Mieux-être',
      person: { ...facts.person, name: 'Camille Tremblay' },
      email: 'camille@atelier.example',
      phone: '819 555-0199',
      town: 'L’Assomption',
      region: 'Nouveau-Brunswick',
      serviceArea: { fr: 'Partout en Mauricie', en: 'Throughout Mauricie' },
    }
    const before = [
      facts.businessName,
      facts.person.name,
      facts.email,
      facts.phone,
      facts.town,
      'Lanaudière',
    ]
    for (const locale of ['fr', 'en'] as const) {
      for (const page of expectedFiles[locale]) {
        const text = stringify(readPageCopy(page as keyof typeof pageCopySchemas, locale, moved))
        for (const old of before) expect(text, `${locale}/${page}: ${old}`).not.toContain(old)
        // Where a page writes the town with its region, it is the facts' region.
        for (const [, region] of text.matchAll(/L’Assomption(?:, | \()(\p{Lu}\p{L}*)/gu)) {
          expect(region, `${locale}/${page}`).toBe('Nouveau')
        }
      }
    }
    // The home page's title and the contact page's description, which wrote the town in words.
    expect(readPageCopy('home', 'fr', moved).head.title).toBe(
      'Santé et performance au travail à L’Assomption',
    )
    expect(readPageCopy('contact', 'en', moved).head.description).toMatch(
      /^Get in touch with SANTRA in L’Assomption, Nouveau-Brunswick: /,
    )
  })

  it('fills a copy file whatever the facts hold, text only', () => {
    fc.assert(
      fc.property(factValue, factValue, (town, businessName) => {
        const copy = readPageCopy('legal-notice', 'fr', { ...facts, town, businessName })
        expect(stringify(copy)).not.toMatch(/\{(?:town|businessName)\}/)
        const [identity] = copy.sections[0]?.blocks ?? []
        expect(identity).toContain(`Nom\u00a0: ${businessName}`)
        expect(identity).toContain(`Lieu d’établissement\u00a0: ${town} (${facts.region}), Canada`)
      }),
      { numRuns: 20 },
    )
  })
})
