import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** The consultant's facts, as the pages read them. */
const facts = JSON.parse(readFileSync(path.resolve('content/site.json'), 'utf8')) as {
  businessName: string
  person: { name: string }
  email: string
  phone: string
  town: string
  region: string
}
const settings = {
  consultantName: facts.businessName,
  personName: facts.person.name,
  email: facts.email,
  phone: facts.phone,
  town: facts.town,
  region: facts.region,
}
import {
  builtDocument,
  builtHtml,
  elementsWithText,
  linksNamed,
  mainOf,
  textOf,
} from './builtSite.ts'

/**
 * The pre-rendered content of the Diagnostic, Intro, About, Contact, Conviction and legal pages:
 * every section the spec lists, the calls to action and where they lead, the spec's numbers, a
 * sound heading outline, and HTML free of filler. The browser tests of
 * tests/e2e/information-pages.spec.ts keep what needs a browser: the forms, the buttons, the layout at
 * 320 px.
 */

interface PageExpectation {
  path: string
  /** The h2 of each section the spec lists, in page order. */
  sections: readonly string[]
  /** Links a visitor can follow, by accessible name, with their target. */
  links?: readonly { name: string; href: string }[]
  /** Figures and facts that must be written on the page. */
  texts?: readonly string[]
}

const pages: readonly PageExpectation[] = [
  {
    path: '/diagnostic',
    sections: [
      'Pourquoi un diagnostic ?',
      'Trois étapes, du constat au plan d’action',
      'Les 5 dimensions examinées en rencontre',
      'Exemples de questions',
      'Ce que le diagnostic vous apporte',
      'Prêt à faire le point ?',
    ],
    links: [
      { name: 'Commencer l’auto-diagnostic', href: '/auto-diagnostic#top' },
      { name: 'Faire l’auto-diagnostic préliminaire', href: '/auto-diagnostic#top' },
    ],
    texts: [
      'L’auto-diagnostic en ligne',
      '20 énoncés, 5 minutes',
      'La rencontre d’évaluation stratégique',
      '30 à 45 minutes',
      'Un plan d’action clair',
      '3 recommandations',
      'les 3 leviers prioritaires',
    ],
  },
  {
    path: '/diagnostic-en',
    sections: [
      'Why a diagnostic?',
      'Three steps: Listen, Analyze, Recommend',
      'What you get',
      'At a glance',
      'Request a diagnostic',
    ],
    links: [
      { name: 'Request a diagnostic', href: '/diagnostic-en#contact-form' },
      { name: 'Try the self-assessment first', href: '/auto-diagnostic-en#top' },
    ],
    texts: [
      'Listen',
      'Analyze',
      'Recommend',
      'Current state assessment',
      'Action roadmap',
      'A 4-page report',
      '5 to 10 business days',
      'Varies with organization size',
      '3 priority levers',
    ],
  },
  {
    path: '/santra-3-minutes',
    sections: [
      'La fatigue est devenue un enjeu d’organisation',
      'Le milieu de travail peut devenir un moteur de santé',
      'Cinq piliers, dans cet ordre',
      'Des équipes qui durent, une organisation plus performante',
      'Deux façons de faire le premier pas',
      'Parlons de votre organisation',
    ],
    links: [
      { name: 'Faire l’auto-diagnostic', href: '/auto-diagnostic' },
      { name: 'Découvrir les rencontres', href: '/rencontres' },
    ],
    texts: ['5 minutes', 'Source', 'Alignement', 'Normalisation', 'Transmission'],
  },
  {
    path: '/santra-3-minutes-en',
    sections: [
      'Fatigue has become an organizational issue',
      'The workplace can become an engine of health',
      'Five pillars, in this order',
      'Teams that last, an organization that performs',
      'Two ways to take the first step',
      'Let’s talk about your organization',
    ],
    links: [
      { name: 'Take the self-assessment', href: '/auto-diagnostic-en' },
      { name: 'Explore meetings and talks', href: '/meetings-en' },
    ],
    texts: ['5 minutes', 'Source', 'Alignment', 'Normalization', 'Transmission'],
  },
  {
    path: '/a-propos',
    sections: [
      'La personne derrière SANTRA',
      'Ma façon de travailler',
      'Les organisations que j’accompagne',
      'Faisons connaissance',
    ],
    texts: [settings.personName, 'Champs d’expertise', 'Conception de la méthode SANTRA'],
  },
  {
    path: '/about-en',
    sections: [
      'The person behind SANTRA',
      'How I work',
      'Who I work with',
      'Let’s see what SANTRA can do for you',
    ],
    links: [
      { name: 'Contact me', href: '/contact-en' },
      { name: 'Discover the services', href: '/services-en' },
    ],
    texts: [settings.personName, 'Areas of expertise', 'Creator of the SANTRA method'],
  },
  {
    path: '/contact',
    sections: ['Coordonnées', 'Pour quelles demandes ?', 'Écrivez-moi'],
    links: [{ name: settings.email, href: `mailto:${settings.email}` }],
    texts: [`${settings.town}, ${settings.region}`, settings.phone],
  },
  {
    path: '/contact-en',
    sections: ['Contact details', 'What can I help you with?', 'Write to me'],
    links: [{ name: settings.email, href: `mailto:${settings.email}` }],
    texts: [`${settings.town}, ${settings.region}`, settings.phone],
  },
  {
    path: '/conviction-en',
    sections: [
      'Where health is really made',
      'Why most wellness programs fail',
      'What works instead',
      'Health and performance are the same project',
      'Ready to make your workplace an engine of health?',
    ],
    links: [
      { name: 'Understand SANTRA in 3 minutes', href: '/santra-3-minutes-en' },
      { name: 'Discover the Services', href: '/services-en' },
      { name: 'Start the conversation', href: '/contact-en' },
    ],
  },
  {
    path: '/politique-confidentialite',
    sections: [
      'Responsable de la protection des renseignements personnels',
      'Ce que le site ne fait pas',
      'Le formulaire de contact',
      'L’auto-diagnostic préliminaire',
      'Hébergement et journaux techniques',
      'Espace d’administration',
      'Liens vers d’autres sites',
      'Vos droits',
      'Porter plainte',
      'Incidents de confidentialité',
      'Modifications',
    ],
    links: [
      { name: 'www.cai.gouv.qc.ca', href: 'https://www.cai.gouv.qc.ca' },
      { name: settings.email, href: `mailto:${settings.email}` },
    ],
    texts: [
      'Dernière mise à jour : janvier 2024',
      `la personne responsable de la protection des renseignements personnels est ${settings.personName}`,
      'Commission d’accès à l’information du Québec',
      'sessionStorage',
      'Cloudflare',
      'aucun témoin (cookie)',
    ],
  },
  {
    path: '/conditions-utilisation',
    sections: [
      'Objet',
      'Nature de l’information',
      'L’auto-diagnostic préliminaire',
      'Propriété intellectuelle',
      'Formulaire de contact et échanges',
      'Liens vers d’autres sites',
      'Disponibilité et responsabilité',
      'Droit applicable',
      'Modifications et questions',
    ],
    links: [{ name: 'politique de confidentialité', href: '/politique-confidentialite' }],
    texts: ['Dernière mise à jour : janvier 2024', 'lois de la province de Québec'],
  },
  {
    path: '/mentions-legales',
    sections: [
      'Éditeur du site',
      'Hébergement',
      'Propriété intellectuelle',
      'Renseignements personnels',
      'Droit applicable',
    ],
    links: [
      { name: 'conditions d’utilisation', href: '/conditions-utilisation' },
      { name: 'politique de confidentialité', href: '/politique-confidentialite' },
    ],
    texts: [
      'Dernière mise à jour : janvier 2024',
      settings.consultantName,
      `${settings.town} (${settings.region})`,
      'Cloudflare, Inc.',
    ],
  },
]

/** Headings of the main area, as level and text, in document order. */
function mainHeadings(main: Element) {
  return [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((element) => ({
    level: Number(element.tagName.slice(1)),
    text: textOf(element),
  }))
}

describe.each(pages)('$path', (expected) => {
  it('shows every section, call to action and figure', () => {
    const main = mainOf(builtDocument(expected.path))
    expect(main.querySelectorAll('h1')).toHaveLength(1)

    const h2s = mainHeadings(main)
      .filter((h) => h.level === 2)
      .map((h) => h.text)
    // The listed sections appear in this order (the legal table of contents may come first).
    const found = expected.sections.map((title) => h2s.findIndex((text) => text.endsWith(title)))
    expect(found, `sections of ${expected.path}: ${h2s.join(' | ')}`).not.toContain(-1)
    expect([...found].sort((a, b) => a - b)).toEqual(found)

    for (const link of expected.links ?? []) {
      expect(linksNamed(main, link.name, true)[0]?.getAttribute('href'), link.name).toBe(link.href)
    }
    for (const text of expected.texts ?? []) {
      expect(elementsWithText(main, text).length, text).toBeGreaterThan(0)
    }
  })

  it('has a heading outline without skipped levels', () => {
    const headings = mainHeadings(mainOf(builtDocument(expected.path)))
    expect(headings[0]?.level).toBe(1)
    for (const [index, heading] of headings.entries()) {
      expect(heading.text, `heading ${index} is empty`).not.toBe('')
      const previous = headings[index - 1]
      if (previous) expect(heading.level, heading.text).toBeLessThanOrEqual(previous.level + 1)
    }
  })

  it('is pre-rendered without filler or empty sections', () => {
    const html = builtHtml(expected.path)
    expect(html).not.toMatch(/lorem|TODO|placeholder/i)
    // French typography puts a no-break space before « : » and « ? ».
    const main = (/<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '').replace(
      /&nbsp;|\u00a0|\u202f/g,
      ' ',
    )
    for (const title of expected.sections) {
      expect(main, title).toContain(title)
    }
    // Every section holds more than its heading.
    const sections = main.split(/<section\b/).slice(1)
    expect(sections.length).toBeGreaterThanOrEqual(expected.sections.length)
    for (const section of sections) {
      const text = section
        .replace(/<h2[\s\S]*?<\/h2>/, '')
        .replace(/<[^<>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
      expect(text.length, section.slice(0, 120)).toBeGreaterThan(20)
    }
  })
})
