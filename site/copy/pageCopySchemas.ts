import { type Locale, routePaths, z } from '../../engine/index.ts'
import { STATEMENTS_PER_MEASURE } from '../pages/SelfAssessment/statementCounts.ts'
import { FACT_NAMES, FACT_PATTERN, LINK_PATTERN } from './copyText.ts'

/*
 * The shape of each page's copy, content/pages/<fr|en>/<page>.yaml: one schema per page, which
 * both languages' files follow (the home and diagnostic pages are different screens in each
 * language, as the spec has them: each language has its schema there). The build checks every
 * file with its schema as the pages import it (generator/pageCopyPlugin.ts) and stops on the
 * first faulty file, naming it and each faulty field; the pages receive the copy as typed and
 * ship no validation code. Unknown keys are refused, so a misspelt field is found at once.
 */

/** The longest text read: a length limit runs first and stops the checks after it. */
const TEXT_MAX = 2000

const factNames: readonly string[] = FACT_NAMES

const lengthLimit = z.maxLength(TEXT_MAX, {
  error: `Ce texte dépasse ${TEXT_MAX} caractères : raccourcissez-le.`,
  abort: true,
})

const notEmpty = z.minLength(1, { error: 'Ce texte est vide : écrivez-le ou retirez le champ.' })

/** Each `{name}` names a fact of content/site.json, and no brace stands alone. */
const knownFacts = z.refine<string>(
  (text: string) => {
    const outside = text.replace(FACT_PATTERN, '')
    const names = [...text.matchAll(FACT_PATTERN)].map((match) => match[1] ?? '')
    return !/[{}]/.test(outside) && names.every((name) => factNames.includes(name))
  },
  {
    error: `Entre accolades, seul le nom d’un renseignement du site est permis : ${FACT_NAMES.map((name) => `{${name}}`).join(', ')}.`,
  },
)

const noHtml = z.refine<string>((text: string) => !/<\/?[a-z!]/i.test(text), {
  error: 'Le HTML n’est pas permis dans les textes des pages : écrivez le texte seul.',
})

const noLink = z.refine<string>((text: string) => !new RegExp(LINK_PATTERN.source).test(text), {
  error: 'Un lien [texte](adresse) n’est pas permis dans ce champ.',
})

/** A path of the route table (an alias included), an anchor on it, or an anchor alone. */
function isSitePath(address: string): boolean {
  const [path = '', anchor] = address.split('#', 2)
  if (anchor !== undefined && !/^[a-z0-9-]+$/.test(anchor)) return false
  return path === '' ? anchor !== undefined : routePaths.some((route) => route.path === path)
}

/** A link's address: a page of the site, a web address or a mail address. */
function isLinkAddress(address: string): boolean {
  if (address.startsWith('/') || address.startsWith('#')) return isSitePath(address)
  return /^https:\/\/[^\s/]+/.test(address) || /^mailto:\S+$/.test(address)
}

const wellFormedLinks = z.refine<string>((text) => !text.replace(LINK_PATTERN, '').includes(']('), {
  error: 'Un lien s’écrit [texte](adresse), sans espace ni parenthèse dans l’adresse.',
})

const safeLinks = z.refine<string>(
  (text) => [...text.matchAll(LINK_PATTERN)].every((match) => isLinkAddress(match[2] ?? '')),
  {
    error:
      'Un lien mène à une page du site (/contact), à une adresse web (https://…) ou à une adresse courriel (mailto:…).',
  },
)

/** What a faulty value's issue says: that the field is missing, or what it should hold. */
function missingOr(issue: { input?: unknown }, expected: string): string {
  return issue.input === undefined ? 'Ce champ manque.' : expected
}

const textError = (issue: { input?: unknown }) =>
  missingOr(issue, 'Ce champ doit contenir du texte.')

/** Words shown as they are, with the site's facts written `{town}`. */
const text = () =>
  z.string({ error: textError }).check(lengthLimit, notEmpty, noHtml, knownFacts, noLink)

/** A paragraph that may hold links, written `[text](address)`. */
const richText = () =>
  z
    .string({ error: textError })
    .check(lengthLimit, notEmpty, noHtml, knownFacts, wellFormedLinks, safeLinks)

/** Where a button or a card leads: a page of the site, or an anchor of the page. */
const sitePath = () =>
  z.string({ error: 'Ce champ doit contenir l’adresse d’une page du site.' }).check(
    z.maxLength(200, { error: 'Cette adresse est trop longue.', abort: true }),
    z.refine<string>(isSitePath, {
      error:
        'L’adresse doit être celle d’une page du site (par exemple /contact ou /services#top) ou une ancre de la page (#reservation).',
    }),
  )

/** A section's anchor: lower-case letters, digits and hyphens. */
const anchor = () =>
  z.string({ error: 'L’ancre doit être un texte.' }).check(
    z.maxLength(60, { error: 'Cette ancre est trop longue.', abort: true }),
    z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      error: 'L’ancre ne contient que des minuscules sans accents, des chiffres et des tirets.',
    }),
  )

const list = <Item extends z.ZodMiniType>(item: Item) =>
  z
    .array(item, { error: 'Ce champ doit être une liste.' })
    .check(z.minLength(1, { error: 'Cette liste est vide.' }))

const exactly = <Item extends z.ZodMiniType>(item: Item, count: number) =>
  z
    .array(item, { error: 'Ce champ doit être une liste.' })
    .check(z.length(count, { error: `Cette liste compte exactement ${count} éléments.` }))

/** An object whose keys are exactly these: a misspelt or unknown key is named. */
const record = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Champ inconnu : ${issue.keys.join(', ')} (vérifiez son orthographe).`
        : missingOr(issue, 'Ce champ doit contenir des champs nommés.'),
  })

/* The blocks pages are made of. */

/** The document title (without the site's name) and the description search engines show. */
const head = () => record({ title: text(), description: text() })

const hero = () => record({ eyebrow: text(), title: text(), lead: text() })

/** A call to action: its label and where it leads. */
const action = () => record({ label: text(), to: sitePath() })

/** A short titled paragraph: a principle, a benefit, an audience, a format. */
const feature = () => record({ title: text(), description: text() })

/** The contact form's heading and sentence on a page. */
const form = () => record({ title: text(), description: text() })

/** A banner's heading, its sentence and its buttons. */
const banner = () => record({ title: text(), text: text(), actions: list(action()) })

/** The colour of a SANTRA pillar in the theme. */
const pillarColor = () =>
  z.enum(['S', 'A', 'N', 'T', 'RA'], {
    error: 'La couleur est celle d’un pilier : S, A, N, T ou RA.',
  })

/** One of the five SANTRA pillars. */
const pillar = () =>
  record({
    letter: text(),
    title: text(),
    /** The pillar in one short sentence, for compact lists. */
    summary: z.optional(text()),
    description: text(),
    color: pillarColor(),
  })

/** A section's heading (an h2) and its optional introduction. */
const section = { title: text(), lead: z.optional(text()) }

/** The same, with its anchor and an optional kicker above the heading. */
const anchoredSection = { id: anchor(), eyebrow: z.optional(text()), ...section }

/** A step of a process, in order; `detail` is a short line under its title. */
const step = () => record({ title: text(), description: text(), detail: z.optional(text()) })

/* The pages. */

/** The opening both home pages share: the question, the method in brief, the support. */
const homeOpening = {
  head: head(),
  hero: record({ ...hero().shape, primary: action(), secondary: action() }),
  intro: record({ ...section, paragraphs: list(text()), action: action() }),
  support: record({ ...section, benefits: list(feature()) }),
}

const frenchHome = record({
  ...homeOpening,
  profiles: record({ ...section, items: list(text()) }),
  /** The talks and trainings themselves are the meetings page's. */
  talks: record({ ...section, talksTitle: text(), trainingsTitle: text(), action: action() }),
  /** The founder's words are the about page's. */
  founder: record({ ...section, action: action() }),
  closing: form(),
  diagnostic: banner(),
})

const englishHome = record({
  ...homeOpening,
  method: record({
    ...section,
    /** The English home's six-pillar method (Stress, Nutrition, Nature…). */
    items: list(record({ title: text(), description: text(), color: pillarColor() })),
  }),
  audience: record({ ...section, items: list(feature()) }),
  conversation: banner(),
})

const vision = record({
  head: head(),
  hero: hero(),
  necessity: record({
    ...section,
    paragraphs: list(text()),
    symptomsTitle: text(),
    symptoms: list(text()),
    conclusion: text(),
  }),
  principles: record({ ...section, items: list(feature()) }),
  /** The five pillars; the home, introduction and conviction pages show them too. */
  pillars: record({ ...section, items: exactly(pillar(), 5) }),
  approach: record({ ...section, steps: list(step()) }),
  form: form(),
})

/** A period of the phased implementation plan. */
const phase = () => record({ period: text(), title: text(), description: text() })

/** One of the four services. */
const offer = () =>
  record({
    id: z.enum(['coaching', 'express', 'plan', 'support'], {
      error: 'L’identifiant d’un service est coaching, express, plan ou support.',
    }),
    title: text(),
    duration: text(),
    objective: text(),
    /** Shown with the « Populaire » badge. */
    popular: z.boolean({ error: 'popular vaut true ou false.' }),
    features: list(text()),
    result: text(),
    /** The result in a few words, for the comparison table. */
    keyResult: text(),
    ideal: text(),
    phases: z.optional(list(phase())),
  })

/** The French page has more blocks than the English one: those are optional. */
const services = record({
  head: head(),
  hero: record({ ...hero().shape, action: action() }),
  offers: record({ ...section, items: list(offer()) }),
  comparison: z.optional(record({ ...section, caption: text() })),
  meetingsBanner: z.optional(banner()),
  whyMe: z.optional(record({ ...section, points: list(feature()) })),
  /** The booking form, with the anchor the hero's button leads to. */
  form: record({ id: anchor(), ...form().shape }),
  selfAssessment: z.optional(banner()),
})

const talk = () =>
  record({
    id: anchor(),
    title: text(),
    audience: text(),
    duration: text(),
    description: text(),
    popular: z.boolean({ error: 'popular vaut true ou false.' }),
  })

const training = () =>
  record({ title: text(), audience: text(), description: text(), topics: list(text()) })

const meetings = record({
  head: head(),
  hero: record({ ...hero().shape, action: action() }),
  /** The talks and trainings; the French home shows them too. */
  talks: record({ ...section, items: list(talk()) }),
  trainings: record({ ...section, items: list(training()) }),
  formats: record({ ...section, items: list(feature()) }),
  contexts: record({ ...section, items: list(text()) }),
  process: record({ ...section, steps: list(step()) }),
  form: form(),
})

/** A call to action that leads to a page of the site. */
const pageLinks = () => list(action())

const diagnosticOpening = {
  head: head(),
  hero: record({ ...hero().shape, actions: pageLinks() }),
  why: record({
    ...anchoredSection,
    paragraphs: list(text()),
    signalsTitle: text(),
    signals: list(text()),
  }),
  steps: record({ ...anchoredSection, items: list(step()) }),
}

const diagnosticInfo = record({
  ...diagnosticOpening,
  dimensions: record({ ...anchoredSection, items: exactly(pillar(), 5) }),
  /** `answers` is shown beside each sample question (« Oui / Non »). */
  questions: record({ ...anchoredSection, items: list(text()), answers: text(), note: text() }),
  benefits: record({ ...anchoredSection, items: list(feature()) }),
  closing: record({ ...anchoredSection, text: text(), actions: pageLinks() }),
})

const diagnosticService = record({
  ...diagnosticOpening,
  deliverables: record({ ...anchoredSection, items: list(feature()) }),
  facts: record({
    ...anchoredSection,
    items: list(record({ label: text(), value: text(), note: z.optional(text()) })),
  }),
  form: form(),
})

/** A section of the self-assessment and its result card: ten statements answered yes or no. */
const measure = () =>
  record({
    title: text(),
    /** What the statements describe and what a « oui » means in this section. */
    intro: text(),
    /** How to read the score: for culture higher is better, for risk the opposite. */
    scale: text(),
    statements: exactly(text(), STATEMENTS_PER_MEASURE),
  })

/** What a level is called and two or three sentences of guidance. */
const level = () => record({ label: text(), description: text() })

const selfAssessment = record({
  head: head(),
  hero: record({ ...hero().shape, instructions: text(), privacy: text() }),
  measures: record({ culture: measure(), risk: measure() }),
  levels: record({
    culture: record({ excellent: level(), potential: level(), realignment: level() }),
    risk: record({ high: level(), moderate: level(), low: level() }),
  }),
  results: record({ title: text(), intro: text(), nextTitle: text(), next: text() }),
})

const intro = record({
  head: head(),
  hero: hero(),
  /** The opening of the story, in order: each chapter is a section with a few paragraphs. */
  chapters: list(record({ ...anchoredSection, paragraphs: list(text()) })),
  /** The pillars themselves are the vision page's. */
  method: record({ ...anchoredSection, closing: text() }),
  outcome: record({ ...anchoredSection, paragraphs: list(text()) }),
  nextSteps: record({
    ...anchoredSection,
    cards: list(
      record({
        meta: z.optional(text()),
        title: text(),
        description: text(),
        to: sitePath(),
        linkLabel: text(),
      }),
    ),
  }),
  form: form(),
})

const about = record({
  head: head(),
  hero: hero(),
  /** How the founder works; the home page shows it too. Name, title and biography are facts. */
  founder: record({
    ...anchoredSection,
    /** One or two sentences, shown while content/site.json has no biography. */
    summary: text(),
    paragraphs: list(text()),
    expertise: list(text()),
  }),
  approach: record({ ...anchoredSection, items: list(feature()) }),
  clients: record({ ...anchoredSection, items: list(text()), note: text() }),
  /** The French page ends with the contact form, the English one with links. */
  form: z.optional(form()),
  closing: z.optional(record({ ...anchoredSection, text: text(), actions: pageLinks() })),
})

const contact = record({
  head: head(),
  hero: hero(),
  details: record({
    ...anchoredSection,
    locationLabel: text(),
    locationNote: text(),
    emailLabel: text(),
    emailNote: text(),
    phoneLabel: text(),
    phoneNote: text(),
  }),
  topics: record({ ...anchoredSection, items: list(feature()) }),
  form: form(),
})

const conviction = record({
  head: head(),
  hero: record({ ...hero().shape, actions: exactly(action(), 2) }),
  workplace: record({ ...anchoredSection, paragraphs: list(text()) }),
  failures: record({ ...anchoredSection, items: list(feature()) }),
  /** The pillars themselves are the vision page's. */
  method: record({ ...anchoredSection, closing: text() }),
  businessCase: record({ ...anchoredSection, paragraphs: list(text()) }),
  closing: record({ ...anchoredSection, text: text(), action: action() }),
})

const blog = record({
  list: record({
    title: text(),
    description: text(),
    lead: text(),
    /** Shown while no post is published. */
    empty: text(),
    emptyHint: text(),
  }),
  /** The RSS feed: the title of its link in the pages' head, and its own title in feed readers. */
  feed: record({ title: text(), channelTitle: text() }),
  /** The end of every article, and the section named in its metadata. */
  article: record({
    section: text(),
    closingTitle: text(),
    closingText: text(),
    closingContactLead: z.optional(text()),
    closingContactLink: z.optional(text()),
    closingActions: list(action()),
  }),
})

const notFound = record({
  head: head(),
  eyebrow: text(),
  heading: text(),
  lead: text(),
})

/** One numbered part of a legal page: a paragraph is a text, a bulleted list a list of texts. */
const legalSection = () =>
  record({
    id: anchor(),
    title: text(),
    blocks: list(
      z.union([richText(), list(richText())], {
        error: 'Un bloc est un paragraphe ou une liste de paragraphes.',
      }),
    ),
  })

/** A legal page (in French only, as the spec has them), with a short note for English readers. */
const legal = record({
  head: head(),
  eyebrow: text(),
  title: text(),
  lead: text(),
  /** As printed under the title: « Dernière mise à jour : janvier 2024 ». */
  updated: text(),
  /** One or two sentences in English. */
  englishNote: text(),
  sections: list(legalSection()),
})

/** Each page's schema, by its file name in content/pages/<locale>/, per language where they differ. */
export const pageCopySchemas = {
  home: { fr: frenchHome, en: englishHome },
  vision,
  services,
  meetings,
  diagnostic: { fr: diagnosticInfo, en: diagnosticService },
  'self-assessment': selfAssessment,
  intro,
  about,
  contact,
  conviction,
  blog,
  'not-found': notFound,
  'legal-notice': legal,
  privacy: legal,
  terms: legal,
} as const

export type PageCopyName = keyof typeof pageCopySchemas

type Schemas = typeof pageCopySchemas

/** The copy of `Page` in `Language`, as its schema gives it. */
export type PageCopy<Page extends PageCopyName, Language extends Locale> = z.output<
  Schemas[Page] extends { fr: infer French; en: infer English }
    ? Language extends 'fr'
      ? French
      : English
    : Schemas[Page]
>

export type FrenchHomeCopy = z.output<typeof frenchHome>
export type EnglishHomeCopy = z.output<typeof englishHome>
export type HomeOpeningCopy = Pick<FrenchHomeCopy, keyof typeof homeOpening>
export type VisionCopy = z.output<typeof vision>
export type ServicesCopy = z.output<typeof services>
export type MeetingsCopy = z.output<typeof meetings>
export type DiagnosticInfoCopy = z.output<typeof diagnosticInfo>
export type DiagnosticServiceCopy = z.output<typeof diagnosticService>
export type DiagnosticOpeningCopy = Pick<DiagnosticInfoCopy, keyof typeof diagnosticOpening>
export type SelfAssessmentCopy = z.output<typeof selfAssessment>
/** What the self-assessment's island loads: the page's copy but its head and hero. */
export type SelfAssessmentContent = Pick<SelfAssessmentCopy, 'measures' | 'levels' | 'results'>
export type IntroCopy = z.output<typeof intro>
export type AboutCopy = z.output<typeof about>
export type ContactCopy = z.output<typeof contact>
export type ConvictionCopy = z.output<typeof conviction>
export type BlogPageCopy = z.output<typeof blog>
export type NotFoundCopy = z.output<typeof notFound>
export type LegalCopy = z.output<typeof legal>

export type Pillar = VisionCopy['pillars']['items'][number]
export type PillarColor = Pillar['color']
export type Offer = ServicesCopy['offers']['items'][number]
export type Talk = MeetingsCopy['talks']['items'][number]
export type Training = MeetingsCopy['trainings']['items'][number]
export type Step = VisionCopy['approach']['steps'][number]
export type Action = z.output<ReturnType<typeof action>>
export type Banner = z.output<ReturnType<typeof banner>>
export type LegalSection = LegalCopy['sections'][number]
export type FounderApproach = AboutCopy['founder']
