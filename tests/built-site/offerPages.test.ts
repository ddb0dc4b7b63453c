import { describe, expect, it } from 'vitest'
import {
  builtDocument,
  builtHtml,
  cardOf,
  elementsWithText,
  headingsOf,
  linksNamed,
  mainOf,
  textOf,
} from './builtSite.ts'

/**
 * The pre-rendered content of the home, vision, services and meetings pages in both languages:
 * the sections the spec lists, their calls to action, badges and numbers. The browser tests of
 * tests/e2e/offer-pages.spec.ts keep what needs a browser: the forms, a click, the layout at 320 px.
 */

interface PageContent {
  path: string
  h1: string
  /** Every h2 of the main area, in order. */
  sections: string[]
  /** Links a visitor must find, by accessible name, with their target. */
  links: { name: string; href: string }[]
}

const pages: PageContent[] = [
  {
    path: '/',
    h1: 'Et si votre entreprise devenait le moteur de la santé de vos employés ?',
    sections: [
      'Une méthode pour agir à la source',
      'Ce que SANTRA apporte à votre organisation',
      'Vous êtes au bon endroit si…',
      'Conférences et formations',
      'Qui est derrière SANTRA',
      'Parlons de votre organisation',
      'Où en est votre organisation ?',
    ],
    links: [
      { name: 'Découvrir la méthode', href: '/services#top' },
      { name: 'Comprendre SANTRA en 3 minutes', href: '/santra-3-minutes' },
      { name: 'Voir les conférences et formations', href: '/rencontres' },
      { name: 'Découvrir la vision SANTRA', href: '/vision' },
      { name: 'Lire la biographie complète', href: '/a-propos' },
    ],
  },
  {
    path: '/en',
    h1: 'What if your company became the engine of your employees’ health?',
    sections: [
      'A method that acts at the source',
      'How SANTRA supports your organization',
      'The six-pillar method',
      'Who I work with',
      'Start the conversation',
    ],
    links: [
      { name: 'Discover the method', href: '/services-en#top' },
      { name: 'Take the preliminary self-assessment', href: '/auto-diagnostic-en' },
      { name: 'Contact me', href: '/contact-en' },
      { name: 'Discover the SANTRA vision', href: '/vision-en' },
    ],
  },
  {
    path: '/vision',
    h1: 'La santé au travail, une nécessité stratégique',
    sections: [
      'Pourquoi la santé de vos équipes est devenue un enjeu stratégique',
      'Trois principes pour changer la donne',
      'Les cinq piliers SANTRA',
      'Une démarche en cinq étapes',
      'Parlons de votre organisation',
    ],
    links: [],
  },
  {
    path: '/vision-en',
    h1: 'Workplace health is a strategic necessity',
    sections: [
      'Why your teams’ health has become a strategic issue',
      'Three principles to change the game',
      'The five SANTRA pillars',
      'A five-step approach',
      'Let’s talk about your organization',
    ],
    links: [],
  },
  {
    path: '/services',
    h1: 'Des services pour passer de l’intention à l’action',
    sections: [
      'Quatre façons de travailler ensemble',
      'Comparer les services',
      'Vous cherchez plutôt une conférence ou une formation ?',
      'Pourquoi travailler avec moi ?',
      'Réserver une rencontre exploratoire',
      'Vous ne savez pas par où commencer ?',
    ],
    links: [
      { name: 'Voir les conférences et formations', href: '/rencontres' },
      { name: 'Faire l’auto-diagnostic préliminaire', href: '/auto-diagnostic' },
      { name: 'Réserver une rencontre exploratoire', href: '/services#reservation' },
    ],
  },
  {
    path: '/services-en',
    h1: 'Services that turn intention into action',
    sections: ['Four ways to work together', 'Book an exploratory meeting'],
    links: [{ name: 'Book an exploratory meeting', href: '/services-en#booking' }],
  },
  {
    path: '/rencontres',
    h1: 'Conférences et formations',
    sections: [
      'Quatre conférences pour mobiliser vos équipes',
      'Formations et ateliers',
      'Trois formats, selon votre réalité',
      'Des contextes adaptables',
      'Comment ça se passe',
      'Inviter SANTRA dans votre organisation',
    ],
    links: [{ name: 'Inviter SANTRA dans votre organisation', href: '/rencontres#invitation' }],
  },
  {
    path: '/meetings-en',
    h1: 'Talks and trainings',
    sections: [
      'Four talks to rally your teams',
      'Trainings and workshops',
      'Three formats to fit your reality',
      'Adaptable contexts',
      'How it works',
      'Invite SANTRA to your organization',
    ],
    links: [{ name: 'Invite SANTRA to your organization', href: '/meetings-en#invitation' }],
  },
]

/** An element of the page by its CSS selector; the check fails when it is missing. */
function one(document: Document, selector: string): Element {
  const element = document.querySelector(selector)
  if (!element) throw new Error(`no ${selector}`)
  return element
}

const texts = (elements: Element[]) => elements.map(textOf)

describe.each(pages)('$path', (content) => {
  it('pre-rendered HTML is finished: no filler words, no empty section', () => {
    const html = builtHtml(content.path)
    expect(html).not.toMatch(/lorem|\bTODO\b|placeholder/i)
    const mainHtml = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
    for (const section of mainHtml.split('<section').slice(1)) {
      const text = section
        .slice(0, section.indexOf('</section>'))
        .replace(/<h2[\s\S]*?<\/h2>/, '')
        .replace(/<[^<>]+>/g, ' ')
        .trim()
      expect(text.length, `a section of ${content.path} has only a heading`).toBeGreaterThan(40)
    }
  })

  it('shows the spec’s sections under one h1, with a sound outline', () => {
    const document = builtDocument(content.path)
    const main = mainOf(document)
    expect(document.querySelectorAll('h1')).toHaveLength(1)
    expect(textOf(document.querySelector('h1'))).toBe(content.h1)
    expect(texts([...main.querySelectorAll('h2')])).toEqual(content.sections)
    const levels = [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
      Number(heading.tagName.slice(1)),
    )
    levels.forEach((level, index) => {
      const previous = levels[index - 1] ?? 1
      expect(level, `heading ${index} jumps from h${previous} to h${level}`).toBeLessThanOrEqual(
        previous + 1,
      )
    })
  })

  it('calls to action lead where the spec says', () => {
    const main = mainOf(builtDocument(content.path))
    for (const link of content.links) {
      expect(linksNamed(main, link.name)[0]?.getAttribute('href'), link.name).toBe(link.href)
    }
  })
})

describe('French home', () => {
  const document = () => builtDocument('/')

  it('the hero asks its question and offers the method and the self-assessment', () => {
    const hero = one(document(), 'main > div')
    expect(linksNamed(hero, 'Découvrir la méthode')[0]?.getAttribute('href')).toBe('/services#top')
    expect(linksNamed(hero, 'Faire l’auto-diagnostic préliminaire')[0]?.getAttribute('href')).toBe(
      '/auto-diagnostic',
    )
  })

  it('support has 4 benefits, the right place has 5 profiles', () => {
    expect(headingsOf(one(document(), '#soutien'), [3])).toHaveLength(4)
    expect(document().querySelectorAll('#pour-qui li')).toHaveLength(5)
  })

  it('talks and trainings list the four talks with durations and the three audiences', () => {
    const section = one(document(), '#conferences')
    expect(headingsOf(section, [4])).toHaveLength(7)
    for (const [title, duration] of [
      ['L’énergie humaine, premier moteur de la performance', '45 à 60 min'],
      ['La fatigue organisationnelle', '60 min'],
      ['La méthode SANTRA', '30 à 90 min'],
      ['Bâtir une culture de santé durable', '60 min'],
    ] as const) {
      expect(textOf(cardOf(section, title))).toContain(duration)
    }
    expect(textOf(cardOf(section, /La méthode SANTRA/))).toContain('Populaire')
    expect(elementsWithText(section, 'Populaire')).toHaveLength(1)
    for (const audience of [
      'Gestionnaires',
      'Ambassadeurs internes',
      'Sensibilisation des employés',
    ]) {
      expect(elementsWithText(section, audience).map(textOf), audience).toContain(audience)
    }
  })

  it('the founder biography shows its credentials', () => {
    const founder = one(document(), '#fondateur')
    expect(headingsOf(founder, [3]).length).toBeGreaterThan(0)
    expect(texts(headingsOf(founder))).toContain('Champs d’expertise')
    expect(founder.querySelectorAll('aside li').length).toBeGreaterThanOrEqual(3)
  })

  it('the closing section notes the location above the form', () => {
    const closing = [...document().querySelectorAll('section[aria-labelledby]')].find(
      (section) =>
        textOf(document().getElementById(section.getAttribute('aria-labelledby') ?? '')) ===
        'Parlons de votre organisation',
    )
    expect(textOf(closing)).toContain('Repentigny')
    expect(closing?.querySelector('form')).not.toBeNull()
  })
})

it('English home presents the six-pillar method and the three audiences', () => {
  const document = builtDocument('/en')
  expect(texts(headingsOf(one(document, '#six-pillars'), [3]))).toEqual([
    'Stress',
    'Nutrition',
    'Nature',
    'Training',
    'Recovery',
    'Autonomy',
  ])
  expect(texts(headingsOf(one(document, '#audience'), [3]))).toEqual([
    'Organizations',
    'HR Teams',
    'Leaders',
  ])
  expect(headingsOf(one(document, '#support'), [3])).toHaveLength(4)
})

it.each([
  ['/vision', ['Source', 'Alignement', 'Normalisation', 'Transmission', 'Résultats + Ajustements']],
  ['/vision-en', ['Source', 'Alignment', 'Normalization', 'Transmission', 'Results + Adjustments']],
] as const)('%s: symptoms, three principles, five lettered pillars, five steps', (path, titles) => {
  const document = builtDocument(path)
  expect(document.querySelectorAll('#necessite li').length).toBeGreaterThanOrEqual(5)
  expect(headingsOf(one(document, '#principes'), [3])).toHaveLength(3)
  expect(texts(headingsOf(one(document, '#piliers'), [3]))).toEqual(
    ['S', 'A', 'N', 'T', 'RA'].map((letter, index) => `${letter}. ${titles[index] ?? ''}`),
  )
  expect(document.querySelectorAll('#demarche ol > li')).toHaveLength(5)
})

it('/vision: the three principles the spec names', () => {
  expect(texts(headingsOf(one(builtDocument('/vision'), '#principes'), [3]))).toEqual([
    'Agir à la source',
    'Aligner les messages',
    'Construire une direction',
  ])
})

describe('French services', () => {
  const document = () => builtDocument('/services')

  it('four offers with their durations, the phased plan and the popular badge', () => {
    const offers = one(document(), '#offres')
    expect(texts(headingsOf(offers, [3]))).toEqual([
      'Coaching individuel de dirigeants',
      'Diagnostic Express SANTRA',
      'Plan stratégique SANTRA',
      'Accompagnement SANTRA',
    ])
    expect(textOf(cardOf(offers, 'Diagnostic Express SANTRA'))).toContain('5 à 10 jours')
    expect(textOf(cardOf(offers, 'Diagnostic Express SANTRA'))).toContain('4 pages')
    expect(textOf(cardOf(offers, 'Plan stratégique SANTRA'))).toContain('1 mois')
    const support = textOf(cardOf(offers, 'Accompagnement SANTRA'))
    for (const period of ['3 à 18 mois', '0 à 3 mois', '3 à 6 mois', '6 à 12 mois']) {
      expect(support).toContain(period)
    }
    expect(textOf(cardOf(offers, 'Plan stratégique SANTRA'))).toContain('Populaire')
    expect(elementsWithText(offers, 'Populaire')).toHaveLength(1)
  })

  it('the comparison table has its four columns and a row per offer', () => {
    const table = one(document(), 'main table')
    expect(document().querySelectorAll('main table')).toHaveLength(1)
    expect(texts([...table.querySelectorAll('thead th')])).toEqual([
      'Service',
      'Durée',
      'Pour qui',
      'Résultat clé',
    ])
    const rows = [...table.querySelectorAll('tbody tr')]
    expect(rows).toHaveLength(4)
    const row = (name: string) => textOf(rows.find((candidate) => textOf(candidate).includes(name)))
    expect(row('Plan stratégique SANTRA')).toContain('1 mois')
    expect(row('Diagnostic Express SANTRA')).toContain('5 à 10 jours')
    expect(row('Accompagnement SANTRA')).toContain('3 à 18 mois')
  })

  it('the why-me block gives its reasons', () => {
    expect(headingsOf(one(document(), '#pourquoi-moi'), [3]).length).toBeGreaterThanOrEqual(3)
  })
})

it('English services: each offer has Duration, Objective and Result, one is Most Popular', () => {
  const section = one(builtDocument('/services-en'), '#offres')
  const offers = [...section.querySelectorAll('article')]
  expect(offers).toHaveLength(4)
  for (const offer of offers) {
    for (const label of ['Duration', 'Objective', 'Result:']) {
      expect(elementsWithText(offer, label).map(textOf), label).toContain(label)
    }
  }
  expect(textOf(cardOf(section, 'SANTRA Strategic Plan'))).toContain('Most Popular')
  expect(elementsWithText(section, 'Most Popular')).toHaveLength(1)
  expect(textOf(cardOf(section, 'SANTRA Express Diagnostic'))).toContain('5 to 10 days')
  expect(textOf(cardOf(section, 'SANTRA Strategic Plan'))).toContain('1 month')
  const support = textOf(cardOf(section, 'SANTRA Implementation Support'))
  for (const period of ['3 to 18 months', 'Months 0–3', 'Months 3–6', 'Months 6–12']) {
    expect(support).toContain(period)
  }
})

it.each([
  [
    '/rencontres',
    {
      talks: [
        ['L’énergie humaine', '45 à 60 min'],
        ['La fatigue organisationnelle', '60 min'],
        ['La méthode SANTRA', '30 à 90 min'],
        ['Bâtir une culture de santé durable', '60 min'],
      ],
      audienceLabel: 'Public :',
      popular: 'Populaire',
      trainings: ['Gestionnaires', 'Ambassadeurs internes', 'Sensibilisation des employés'],
      formats: ['En personne', 'Virtuel', 'Hybride'],
      steps: ['Premier contact', 'Validation', 'Adaptation', 'Présentation'],
    },
  ],
  [
    '/meetings-en',
    {
      talks: [
        ['Human Energy', '45–60 min'],
        ['Organizational Fatigue', '60 min'],
        ['The SANTRA Method', '30–90 min'],
        ['Building a Lasting Health Culture', '60 min'],
      ],
      audienceLabel: 'Audience:',
      popular: 'Most Popular',
      trainings: ['Managers', 'Internal ambassadors', 'Employee awareness'],
      formats: ['In person', 'Virtual', 'Hybrid'],
      steps: ['Initial contact', 'Validation', 'Adaptation', 'Delivery'],
    },
  ],
] as const)('%s: talks, trainings, formats, contexts and the four-step process', (path, copy) => {
  const document = builtDocument(path)
  const talks = one(document, '#conferences')
  expect(headingsOf(talks, [3])).toHaveLength(4)
  for (const [title, duration] of copy.talks) {
    const talk = textOf(cardOf(talks, new RegExp(`^${title}`)))
    expect(talk).toContain(duration)
    expect(talk).toContain(copy.audienceLabel)
  }
  expect(textOf(cardOf(talks, new RegExp(`^${copy.talks[2][0]}`)))).toContain(copy.popular)
  expect(elementsWithText(talks, copy.popular)).toHaveLength(1)
  for (const audience of copy.trainings) {
    expect(elementsWithText(one(document, '#formations'), audience).map(textOf)).toContain(audience)
  }
  expect(texts(headingsOf(one(document, '#formats'), [3]))).toEqual([...copy.formats])
  expect(document.querySelectorAll('#contextes li')).toHaveLength(5)
  expect(texts(headingsOf(one(document, '#deroulement'), [3]))).toEqual([...copy.steps])
})
