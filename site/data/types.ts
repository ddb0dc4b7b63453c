/**
 * Shapes of the static content lists. Each list exists once per language, in
 * `site/data/fr/` and `site/data/en/`, and is rendered by a small component of
 * `site/components/sections/`.
 */

/** Key of a SANTRA pillar colour in the theme (`vars.color.pillar<Key>` and its `Soft` pair). */
export type PillarColor = 'S' | 'A' | 'N' | 'T' | 'RA'

/** One of the five SANTRA pillars. */
export interface Pillar {
  /** S, A, N, T or RA: the letters that spell the method's name. */
  letter: string
  title: string
  /** The pillar in one short sentence, for compact lists. */
  summary?: string
  description: string
  color: PillarColor
}

/** One pillar of the English home's six-pillar method (Stress, Nutrition, Nature...). */
export interface MethodPillar {
  title: string
  description: string
  /** The theme colour that marks it; the six share the five pillar colours and the brand. */
  color: PillarColor
}

/** A short titled paragraph: a principle, a benefit, an audience, a training, a format. */
export interface Feature {
  title: string
  description: string
}

/** A step of a process, in order. */
export interface Step {
  title: string
  description: string
}

/** A period of the phased implementation plan. */
interface Phase {
  /** The months it covers, as written on the page (e.g. « 0 à 3 mois »). */
  period: string
  title: string
  description: string
}

type OfferId = 'coaching' | 'express' | 'plan' | 'support'

/** One of the four services. */
export interface Offer {
  id: OfferId
  title: string
  /** As written on the page (e.g. « 5 à 10 jours »). */
  duration: string
  objective: string
  /** Shown with the « Populaire » / « Most Popular » badge. */
  popular: boolean
  features: string[]
  result: string
  /** The result in a few words, for the comparison table. */
  keyResult: string
  /** Who the offer suits best. */
  ideal: string
  /** The implementation offer's phased plan. */
  phases?: Phase[]
}

/** One of the four talks. */
export interface Talk {
  id: string
  title: string
  audience: string
  /** As written on the page (e.g. « 45 à 60 min »). */
  duration: string
  description: string
  popular: boolean
}

/** A training or workshop, for one audience. */
export interface Training {
  title: string
  audience: string
  description: string
  /** What participants work on. */
  topics: string[]
}

/* Page copy: the words of a page that are not a list of items, one module per language. */

/** Title and description of a page's head (meta tags). */
interface HeadCopy {
  title: string
  description: string
}

/** The top of a page. */
interface HeroCopy {
  eyebrow: string
  title: string
  lead: string
}

/** A section's heading and optional introduction. */
export interface SectionCopy {
  title: string
  lead?: string
}

/** A call to action: its label and where it leads. */
interface ActionCopy {
  label: string
  to: string
}

/** A banner's heading, text and calls to action. */
export interface BannerCopy {
  title: string
  text: string
  actions: ActionCopy[]
}

/** The contact form's heading and introduction on a page. */
interface FormCopy {
  title: string
  description: string
}

/** The Vision page, in one language. */
export interface VisionContent {
  head: HeadCopy
  hero: HeroCopy
  necessity: SectionCopy & {
    paragraphs: string[]
    symptomsTitle: string
    symptoms: string[]
    conclusion: string
  }
  principles: SectionCopy & { items: Feature[] }
  pillars: SectionCopy
  approach: SectionCopy & { steps: Step[] }
  form: FormCopy
}

/** The Meetings page (talks and trainings), in one language. */
export interface MeetingsContent {
  head: HeadCopy
  hero: HeroCopy & { action: ActionCopy }
  talks: SectionCopy
  trainings: SectionCopy
  formats: SectionCopy
  contexts: SectionCopy
  process: SectionCopy
  form: FormCopy
}

/** The opening both home pages share: the question, the method in brief, the support. */
export interface HomeOpeningContent {
  hero: HeroCopy & { primary: ActionCopy; secondary: ActionCopy }
  intro: SectionCopy & { paragraphs: string[]; action: ActionCopy }
  support: SectionCopy & { benefits: Feature[] }
}

/** The French home page. */
export interface FrenchHomeContent extends HomeOpeningContent {
  head: HeadCopy
  profiles: SectionCopy & { items: string[] }
  talks: SectionCopy & { talksTitle: string; trainingsTitle: string; action: ActionCopy }
  founder: SectionCopy & { action: ActionCopy }
  closing: FormCopy
  diagnostic: BannerCopy
}

/** The English home page. */
export interface EnglishHomeContent extends HomeOpeningContent {
  head: HeadCopy
  method: SectionCopy
  audience: SectionCopy & { items: Feature[] }
  conversation: BannerCopy
}

/** The Services page, in one language; the French page has more blocks than the English. */
export interface ServicesContent {
  head: HeadCopy
  hero: HeroCopy & { action: ActionCopy }
  offers: SectionCopy
  comparison?: SectionCopy & { caption: string }
  meetingsBanner?: BannerCopy
  whyMe?: SectionCopy & { points: Feature[] }
  form: FormCopy
  selfAssessment?: BannerCopy
}
