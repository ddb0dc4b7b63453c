import { expect, type Locator, type Page, test } from './siteTest'
import { contactFormCopy } from '../site/components/ContactForm/contactFormCopy'

/**
 * The content of the home, vision, services and meetings pages in both languages: the
 * sections the spec lists, their calls to action, badges and numbers, and the contact form of
 * the right type.
 */

interface PageContent {
  path: string
  locale: 'fr' | 'en'
  h1: string
  /** Every h2 of the main area, in order. */
  sections: string[]
  /** Links a visitor must find, by accessible name, with their target. */
  links: { name: string; href: string }[]
  /** The request type written in the message the page's contact form prepares. */
  formType: string
}

const pages: PageContent[] = [
  {
    path: '/',
    locale: 'fr',
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
    formType: 'Type de demande : Demande générale',
  },
  {
    path: '/en',
    locale: 'en',
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
    formType: '',
  },
  {
    path: '/vision',
    locale: 'fr',
    h1: 'La santé au travail, une nécessité stratégique',
    sections: [
      'Pourquoi la santé de vos équipes est devenue un enjeu stratégique',
      'Trois principes pour changer la donne',
      'Les cinq piliers SANTRA',
      'Une démarche en cinq étapes',
      'Parlons de votre organisation',
    ],
    links: [],
    formType: 'Type de demande : Demande générale',
  },
  {
    path: '/vision-en',
    locale: 'en',
    h1: 'Workplace health is a strategic necessity',
    sections: [
      'Why your teams’ health has become a strategic issue',
      'Three principles to change the game',
      'The five SANTRA pillars',
      'A five-step approach',
      'Let’s talk about your organization',
    ],
    links: [],
    formType: 'Request type: General inquiry',
  },
  {
    path: '/services',
    locale: 'fr',
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
    formType: 'Type de demande : Services',
  },
  {
    path: '/services-en',
    locale: 'en',
    h1: 'Services that turn intention into action',
    sections: ['Four ways to work together', 'Book an exploratory meeting'],
    links: [{ name: 'Book an exploratory meeting', href: '/services-en#booking' }],
    formType: 'Request type: Services',
  },
  {
    path: '/rencontres',
    locale: 'fr',
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
    formType: 'Type de demande : Conférence',
  },
  {
    path: '/meetings-en',
    locale: 'en',
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
    formType: 'Request type: Meeting',
  },
]

const main = (page: Page) => page.locator('main')

/** The card (list item or article) whose heading has this name. */
function card(scope: Locator, heading: string | RegExp): Locator {
  return scope
    .locator('li, article')
    .filter({ has: scope.page().getByRole('heading', { name: heading }) })
    .last()
}

declare global {
  interface Window {
    openedMail: string[]
  }
}

/** Keeps the browser from handing mailto: links to the system, and records them. */
async function watchMailClient(page: Page) {
  await page.addInitScript(() => {
    window.openedMail = []
    window.addEventListener(
      'click',
      (event) => {
        const link = event.target instanceof Element ? event.target.closest('a') : null
        if (link?.href.startsWith('mailto:')) {
          window.openedMail.push(link.href)
          event.preventDefault()
        }
      },
      true,
    )
  })
}

for (const content of pages) {
  test.describe(content.path, () => {
    test('pre-rendered HTML is finished: no filler words, no empty section', async ({
      request,
    }) => {
      const html = await (await request.get(content.path)).text()
      expect(html).not.toMatch(/lorem|\bTODO\b|placeholder/i)
      const mainHtml = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
      for (const section of mainHtml.split('<section').slice(1)) {
        const text = section
          .slice(0, section.indexOf('</section>'))
          .replace(/<h2[\s\S]*?<\/h2>/, '')
          .replace(/<[^>]+>/g, ' ')
          .trim()
        expect(text.length, `a section of ${content.path} has only a heading`).toBeGreaterThan(40)
      }
    })

    test('shows the spec’s sections under one h1, with a sound outline', async ({ page }) => {
      await page.goto(content.path)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('h1')).toHaveText(content.h1)
      await expect(main(page).locator('h2')).toHaveText(content.sections)
      const levels = await main(page)
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))))
      levels.forEach((level, index) => {
        const previous = levels[index - 1] ?? 1
        expect(level, `heading ${index} jumps from h${previous} to h${level}`).toBeLessThanOrEqual(
          previous + 1,
        )
      })
    })

    test('calls to action lead where the spec says', async ({ page }) => {
      await page.goto(content.path)
      for (const link of content.links) {
        await expect(main(page).getByRole('link', { name: link.name }).first()).toHaveAttribute(
          'href',
          link.href,
        )
      }
    })

    test('its content fits a 320 px screen without sideways scrolling', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 720 })
      await page.goto(content.path)
      // The page's own content is under test here; the site header is checked on its own.
      const overflow = await page.evaluate(() => {
        document
          .querySelector<HTMLElement>('header[data-site-header]')
          ?.style.setProperty('display', 'none')
        return document.documentElement.scrollWidth - document.documentElement.clientWidth
      })
      expect(overflow).toBeLessThanOrEqual(0)
    })

    if (content.formType) {
      test('its contact form prepares a message of the right type', async ({ page }) => {
        await watchMailClient(page)
        await page.goto(content.path)
        const copy = contactFormCopy[content.locale]
        const form = main(page).locator('form')
        await form
          .getByRole('textbox', { name: copy.labels.firstName, exact: true })
          .fill('Camille')
        await form
          .getByRole('textbox', { name: copy.labels.lastName, exact: true })
          .fill('Tremblay')
        await form
          .getByRole('textbox', { name: copy.labels.email, exact: true })
          .fill('camille@example.com')
        await form
          .getByRole('textbox', { name: copy.labels.phone, exact: true })
          .fill('450 555-0199')
        await form
          .getByRole('textbox', { name: copy.labels.message, exact: true })
          .fill('Nous aimerions en discuter avec vous.')
        await form.getByRole('button', { name: copy.submit }).click()
        await expect.poll(() => page.evaluate(() => window.openedMail.length)).toBe(1)
        const href = await page.evaluate(() => window.openedMail[0] ?? '')
        expect(decodeURIComponent(href)).toContain(content.formType)
      })
    }
  })
}

test.describe('French home', () => {
  test('the hero asks its question and offers the method and the self-assessment', async ({
    page,
  }) => {
    await page.goto('/')
    const hero = page.locator('main > div').first()
    await expect(hero.getByRole('link', { name: 'Découvrir la méthode' })).toHaveAttribute(
      'href',
      '/services#top',
    )
    await expect(
      hero.getByRole('link', { name: 'Faire l’auto-diagnostic préliminaire' }),
    ).toHaveAttribute('href', '/auto-diagnostic')
  })

  test('support has 4 benefits, the right place has 5 profiles', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('#soutien').getByRole('heading', { level: 3 })).toHaveCount(4)
    await expect(page.locator('#pour-qui li')).toHaveCount(5)
  })

  test('talks and trainings list the four talks with durations and the three audiences', async ({
    page,
  }) => {
    await page.goto('/')
    const section = page.locator('#conferences')
    await expect(section.getByRole('heading', { level: 4 })).toHaveCount(7)
    for (const [title, duration] of [
      ['L’énergie humaine, premier moteur de la performance', '45 à 60 min'],
      ['La fatigue organisationnelle', '60 min'],
      ['La méthode SANTRA', '30 à 90 min'],
      ['Bâtir une culture de santé durable', '60 min'],
    ] as const) {
      await expect(card(section, title)).toContainText(duration)
    }
    await expect(card(section, /La méthode SANTRA/)).toContainText('Populaire')
    await expect(section.getByText('Populaire')).toHaveCount(1)
    for (const audience of [
      'Gestionnaires',
      'Ambassadeurs internes',
      'Sensibilisation des employés',
    ]) {
      await expect(section.getByText(audience, { exact: true })).toBeVisible()
    }
  })

  test('the founder biography shows its credentials', async ({ page }) => {
    await page.goto('/')
    const founder = page.locator('#fondateur')
    await expect(founder.getByRole('heading', { level: 3 })).toBeVisible()
    await expect(founder.getByRole('heading', { name: 'Champs d’expertise' })).toBeVisible()
    expect(await founder.locator('aside li').count()).toBeGreaterThanOrEqual(3)
  })

  test('the closing section notes the location above the form', async ({ page }) => {
    await page.goto('/')
    const closing = page.getByRole('region', { name: 'Parlons de votre organisation' })
    await expect(closing).toContainText('Repentigny')
    await expect(closing.locator('form')).toBeVisible()
  })

  test('the method button opens the services page at its top', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Découvrir la méthode' }).click()
    await expect(page).toHaveURL(/\/services#top$/)
    await expect(page.locator('h1')).toContainText('Des services')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('English home', () => {
  test('presents the six-pillar method and the three audiences', async ({ page }) => {
    await page.goto('/en')
    await expect(page.locator('#six-pillars').getByRole('heading', { level: 3 })).toHaveText([
      'Stress',
      'Nutrition',
      'Nature',
      'Training',
      'Recovery',
      'Autonomy',
    ])
    await expect(page.locator('#audience').getByRole('heading', { level: 3 })).toHaveText([
      'Organizations',
      'HR Teams',
      'Leaders',
    ])
    await expect(page.locator('#support').getByRole('heading', { level: 3 })).toHaveCount(4)
  })

  test('/home-en shows the same page', async ({ page }) => {
    await page.goto('/home-en')
    await expect(page.getByRole('heading', { name: 'Start the conversation' })).toBeVisible()
  })
})

for (const [path, titles] of [
  ['/vision', ['Source', 'Alignement', 'Normalisation', 'Transmission', 'Résultats + Ajustements']],
  ['/vision-en', ['Source', 'Alignment', 'Normalization', 'Transmission', 'Results + Adjustments']],
] as const) {
  test(`${path}: symptoms, three principles, five lettered pillars, five steps`, async ({
    page,
  }) => {
    await page.goto(path)
    expect(await page.locator('#necessite li').count()).toBeGreaterThanOrEqual(5)
    await expect(page.locator('#principes').getByRole('heading', { level: 3 })).toHaveCount(3)
    const pillars = page.locator('#piliers').getByRole('heading', { level: 3 })
    await expect(pillars).toHaveText(
      ['S', 'A', 'N', 'T', 'RA'].map((letter, index) => `${letter}. ${titles[index] ?? ''}`),
    )
    await expect(page.locator('#demarche ol > li')).toHaveCount(5)
  })
}

test('/vision: the three principles the spec names', async ({ page }) => {
  await page.goto('/vision')
  await expect(page.locator('#principes').getByRole('heading', { level: 3 })).toHaveText([
    'Agir à la source',
    'Aligner les messages',
    'Construire une direction',
  ])
})

test.describe('French services', () => {
  test('four offers with their durations, the phased plan and the popular badge', async ({
    page,
  }) => {
    await page.goto('/services')
    const offers = page.locator('#offres')
    await expect(offers.getByRole('heading', { level: 3 })).toHaveText([
      'Coaching de dirigeants 1:1',
      'Diagnostic Express SANTRA',
      'Plan stratégique SANTRA',
      'Accompagnement SANTRA',
    ])
    await expect(card(offers, 'Diagnostic Express SANTRA')).toContainText('5 à 10 jours')
    await expect(card(offers, 'Diagnostic Express SANTRA')).toContainText('4 pages')
    await expect(card(offers, 'Plan stratégique SANTRA')).toContainText('1 mois')
    const support = card(offers, 'Accompagnement SANTRA')
    for (const period of ['3 à 18 mois', '0 à 3 mois', '3 à 6 mois', '6 à 12 mois']) {
      await expect(support).toContainText(period)
    }
    await expect(card(offers, 'Plan stratégique SANTRA')).toContainText('Populaire')
    await expect(offers.getByText('Populaire')).toHaveCount(1)
  })

  test('the comparison table has its four columns and a row per offer', async ({ page }) => {
    await page.goto('/services')
    const table = page.getByRole('table')
    await expect(table.getByRole('columnheader')).toHaveText([
      'Service',
      'Durée',
      'Pour qui',
      'Résultat clé',
    ])
    await expect(table.locator('tbody tr')).toHaveCount(4)
    await expect(table.getByRole('row', { name: /Plan stratégique SANTRA/ })).toContainText(
      '1 mois',
    )
    await expect(table.getByRole('row', { name: /Diagnostic Express SANTRA/ })).toContainText(
      '5 à 10 jours',
    )
    await expect(table.getByRole('row', { name: /Accompagnement SANTRA/ })).toContainText(
      '3 à 18 mois',
    )
  })

  test('the why-me block gives its reasons', async ({ page }) => {
    await page.goto('/services')
    expect(
      await page.locator('#pourquoi-moi').getByRole('heading', { level: 3 }).count(),
    ).toBeGreaterThanOrEqual(3)
  })
})

test('English services: each offer has Duration, Objective and Result, one is Most Popular', async ({
  page,
}) => {
  await page.goto('/services-en')
  const offers = page.locator('#offres article')
  await expect(offers).toHaveCount(4)
  for (const offer of await offers.all()) {
    await expect(offer.getByText('Duration', { exact: true })).toBeVisible()
    await expect(offer.getByText('Objective', { exact: true })).toBeVisible()
    await expect(offer.getByText('Result:', { exact: true })).toBeVisible()
  }
  const section = page.locator('#offres')
  await expect(card(section, 'SANTRA Strategic Plan')).toContainText('Most Popular')
  await expect(section.getByText('Most Popular')).toHaveCount(1)
  await expect(card(section, 'SANTRA Express Diagnostic')).toContainText('5 to 10 days')
  await expect(card(section, 'SANTRA Strategic Plan')).toContainText('1 month')
  const support = card(section, 'SANTRA Implementation Support')
  for (const period of ['3 to 18 months', 'Months 0–3', 'Months 3–6', 'Months 6–12']) {
    await expect(support).toContainText(period)
  }
})

for (const [path, copy] of [
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
      steps: ['Premier contact', 'Validation', 'Adaptation', 'Livraison'],
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
] as const) {
  test(`${path}: talks, trainings, formats, contexts and the four-step process`, async ({
    page,
  }) => {
    await page.goto(path)
    const talks = page.locator('#conferences')
    await expect(talks.getByRole('heading', { level: 3 })).toHaveCount(4)
    for (const [title, duration] of copy.talks) {
      const talk = card(talks, new RegExp(`^${title}`))
      await expect(talk).toContainText(duration)
      await expect(talk).toContainText(copy.audienceLabel)
    }
    await expect(card(talks, new RegExp(`^${copy.talks[2][0]}`))).toContainText(copy.popular)
    await expect(talks.getByText(copy.popular)).toHaveCount(1)
    for (const audience of copy.trainings) {
      await expect(page.locator('#formations').getByText(audience, { exact: true })).toBeVisible()
    }
    await expect(page.locator('#formats').getByRole('heading', { level: 3 })).toHaveText([
      ...copy.formats,
    ])
    await expect(page.locator('#contextes li')).toHaveCount(5)
    await expect(page.locator('#deroulement').getByRole('heading', { level: 3 })).toHaveText([
      ...copy.steps,
    ])
  })
}

test('/conferences shows the French meetings page', async ({ page }) => {
  await page.goto('/conferences')
  await expect(page.locator('h1')).toHaveText('Conférences et formations')
  await expect(
    page.getByRole('heading', { name: 'Inviter SANTRA dans votre organisation' }),
  ).toBeVisible()
})
