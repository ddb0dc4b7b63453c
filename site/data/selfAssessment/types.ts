/**
 * Shapes of the self-assessment's copy. Each language has one module beside this file
 * (`fr.ts`, `en.ts`) that fills them; the scoring lives in
 * `site/pages/SelfAssessment/scoring.ts`.
 */

/** The two sections of the questionnaire: positive practices, then warning signs. */
export type Measure = 'culture' | 'risk'

/** Levels of the health-culture score, from strongest to weakest. */
export type CultureLevel = 'excellent' | 'potential' | 'realignment'

/** Levels of the risk score, from most to fewest warning signs. */
export type RiskLevel = 'high' | 'moderate' | 'low'

/** What a level is called on the page and in the results mail, and what it means. */
export interface LevelCopy {
  label: string
  /** Two or three sentences of guidance for a company at this level. */
  description: string
}

/** One section of the questionnaire and its result card. */
export interface MeasureCopy {
  /** Section heading, result-card heading and mail line (e.g. « Culture santé »). */
  title: string
  /** What the statements describe and what a « oui » means in this section. */
  intro: string
  /** How to read the score: for culture higher is better, for risk it is the opposite. */
  scale: string
  /** Ten statements answered yes or no, in the order they are shown and scored. */
  statements: readonly string[]
}

/** The scores and level labels of one completed assessment, as the mail quotes them. */
export interface ResultSummary {
  culture: { score: number; label: string }
  risk: { score: number; label: string }
}

/** Every word of the self-assessment page in one language. */
export interface SelfAssessmentContent {
  head: { title: string; description: string }
  hero: {
    eyebrow: string
    title: string
    lead: string
    /** How to answer well. */
    instructions: string
    /** Where the answers go (nowhere). */
    privacy: string
  }
  /** Above each section's heading (« Partie 1 sur 2 »). */
  part: (part: number, parts: number) => string
  measures: Record<Measure, MeasureCopy>
  levels: { culture: Record<CultureLevel, LevelCopy>; risk: Record<RiskLevel, LevelCopy> }
  answers: { yes: string; no: string }
  progress: {
    /** Accessible name of the progress bar. */
    name: string
    /** The spec's « Questions (N/20) ». */
    count: (answered: number, total: number) => string
    percent: (percent: number) => string
    /** Spoken value of the progress bar. */
    valueText: (answered: number, total: number) => string
    /** Shown while the results button is disabled. */
    incomplete: string
    /** Replaces `incomplete` once every statement has an answer. */
    complete: string
    /** Moves focus to the first statement still without an answer. */
    firstUnanswered: string
    submit: string
    /** Shown when scripts are off: the results are computed in the browser. */
    noScript: string
  }
  results: {
    title: string
    intro: string
    /** Before the level's name, punctuation included (« Niveau : »). */
    level: string
    /** Spoken value of a score bar. */
    scoreText: (score: number, max: number) => string
    nextTitle: string
    next: string
    discuss: string
    /** Under the mail link: nothing is sent without the visitor's say. */
    discussNote: string
    learnMore: string
    redo: string
    /** The button that copies the link holding the answers, and what it says after. */
    copyLink: string
    linkCopied: string
    /** When the browser refuses the clipboard: the address bar holds the same link. */
    copyFailed: string
    /** The copy button's tooltip: what the link does and that nothing is sent. */
    copyHint: string
  }
  mail: {
    subject: (summary: ResultSummary) => string
    /** The message; `link` brings the same results back (its answers are in its fragment). */
    body: (summary: ResultSummary, link: string) => string
  }
}
