/**
 * Shapes of the copy of the Diagnostic, Intro, About, Contact and Conviction pages. Each page has
 * one copy module per language in `site/data/fr/` and `site/data/en/`; the page component only
 * lays it out.
 */
import type { KeyFact } from '../components/sections/KeyFacts'
import type { LinkCard } from '../components/sections/LinkCards'
import type { StepListItem } from '../components/sections/StepList'
import type { Feature, Pillar } from './types'

/** A call to action that leads to a page of the site (or an anchor of the same page). */
export interface PageLink {
  label: string
  to: string
}

/** What the page's head says: the document title (without the site name) and the description. */
export interface HeadCopy {
  title: string
  /** About 150 characters; search engines and social cards show it. */
  description: string
}

/** The top of the page: the h1 and its lead. */
interface HeroCopy {
  eyebrow?: string
  title: string
  lead: string
}

/** A section's heading (an h2), its optional kicker and its introductory sentence. */
export interface SectionCopy {
  /** Anchor of the section; stable, lower-case, no accents. */
  id: string
  eyebrow?: string
  title: string
  lead?: string
}

/** The contact form's heading and sentence on a given page. */
interface ContactFormCopy {
  title: string
  description: string
}

/** What both diagnostic pages open with: the head, the hero, why a diagnostic, its steps. */
export interface DiagnosticOpeningCopy {
  head: HeadCopy
  hero: HeroCopy & { actions: PageLink[] }
  why: SectionCopy & { paragraphs: string[]; signalsTitle: string; signals: string[] }
  steps: SectionCopy & { items: StepListItem[] }
}

/** French diagnostic information page (/diagnostic). */
export interface DiagnosticInfoCopy extends DiagnosticOpeningCopy {
  dimensions: SectionCopy & { items: Pillar[] }
  questions: SectionCopy & { items: string[]; note: string }
  benefits: SectionCopy & { items: Feature[] }
  closing: SectionCopy & { text: string; actions: PageLink[] }
}

/** English diagnostic service page (/diagnostic-en). */
export interface DiagnosticServiceCopy extends DiagnosticOpeningCopy {
  deliverables: SectionCopy & { items: Feature[] }
  facts: SectionCopy & { items: KeyFact[] }
  form: ContactFormCopy
}

/** The three-minute introduction, the same story in both languages. */
export interface IntroCopy {
  head: HeadCopy
  hero: HeroCopy
  /** The opening of the story, in order: each chapter is a section with a few paragraphs. */
  chapters: (SectionCopy & { paragraphs: string[] })[]
  /** The five pillars (their text comes from the pillars data module). */
  method: SectionCopy & { closing: string }
  outcome: SectionCopy & { paragraphs: string[] }
  nextSteps: SectionCopy & { cards: LinkCard[] }
  form: ContactFormCopy
}

/** About page: the founder, the approach and the organizations served. */
export interface AboutCopy {
  head: HeadCopy
  hero: HeroCopy
  founder: SectionCopy
  approach: SectionCopy & { items: Feature[] }
  clients: SectionCopy & { items: string[]; note: string }
  /** French page: the contact form. */
  form?: ContactFormCopy
  /** English page: links to the contact and services pages. */
  closing?: SectionCopy & { text: string; actions: PageLink[] }
}

/** Contact page: where the consultant works, how to reach them and the form. */
export interface ContactCopy {
  head: HeadCopy
  hero: HeroCopy
  details: SectionCopy & {
    locationLabel: string
    locationNote: string
    emailLabel: string
    emailNote: string
    phoneLabel: string
    phoneNote: string
  }
  topics: SectionCopy & { items: Feature[] }
  form: ContactFormCopy
}

/** English conviction page (/conviction-en): the argument, then the two buttons of the spec. */
export interface ConvictionCopy {
  head: HeadCopy
  hero: HeroCopy & { actions: [PageLink, PageLink] }
  workplace: SectionCopy & { paragraphs: string[] }
  failures: SectionCopy & { items: Feature[] }
  method: SectionCopy & { closing: string }
  businessCase: SectionCopy & { paragraphs: string[] }
  closing: SectionCopy & { text: string; action: PageLink }
}
