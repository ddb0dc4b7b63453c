import { nationalDigits } from './phoneFormat.ts'
import type { SiteFacts } from './siteFactsSchema.ts'
import { factFieldLabel } from './siteFactsLabels.ts'

/** A value that must change before launch (error) or that the consultant should consider (warning). */
export interface LaunchProblem {
  level: 'error' | 'warning'
  /** The field in content/site.json, as in the admin form. */
  field: string
  message: string
}

/** The documentation domains (RFC 2606): never a real mailbox or site. */
const placeholderHost = /(^|\.)example\.(com|org|net)$/i

/** Names that only stand in for the person's own. */
const placeholderNames = [
  /\bresponsable\b/i,
  /\bsantra\b/i,
  /\bpr[ée]nom\b/i,
  /\bvotre nom\b/i,
  /\b(jane|john) doe\b/i,
  /\bnom de famille\b/i,
]

function isPlaceholderUrl(address: string): boolean {
  const url = URL.canParse(address) ? new URL(address) : undefined
  if (!url) return false
  // A real network's address with "example" as the account, like linkedin.com/company/example.
  const examplePath = url.pathname.split('/').some((part) => /^example$/i.test(part))
  return placeholderHost.test(url.hostname) || examplePath
}

/** 555-01xx and the other 555 exchange numbers are reserved for fiction in North America. */
function isFictionalPhone(phone: string): boolean {
  return nationalDigits(phone).slice(3, 6) === '555'
}

function urlProblems(facts: SiteFacts): LaunchProblem[] {
  const urls = [
    { field: 'siteUrl', url: facts.siteUrl },
    ...facts.socialProfiles.map((profile, index) => ({
      field: `socialProfiles[${index}].url`,
      url: profile.url,
    })),
    ...facts.relatedSites.map((site, index) => ({
      field: `relatedSites[${index}].url`,
      url: site.url,
    })),
  ]
  return urls
    .filter(({ url }) => isPlaceholderUrl(url))
    .map(({ field, url }) => ({
      level: 'error',
      field,
      message: `${url} est une adresse d’exemple : mettez la vraie ou retirez l’entrée.`,
    }))
}

function personProblems(facts: SiteFacts): LaunchProblem[] {
  const { person } = facts
  const problems: LaunchProblem[] = []
  if (placeholderNames.some((pattern) => pattern.test(person.name))) {
    problems.push({
      level: 'error',
      field: 'person.name',
      message: `« ${person.name} » n’est pas le nom d’une personne : écrivez le vôtre.`,
    })
  }
  for (const language of ['fr', 'en'] as const) {
    if (person.bio[language].trim() === '') {
      problems.push({
        level: 'error',
        field: `person.bio.${language}`,
        message: `la biographie ${language === 'fr' ? 'française' : 'anglaise'} est vide.`,
      })
    }
  }
  if (person.credentials.length === 0) {
    problems.push({
      level: 'warning',
      field: 'person.credentials',
      message: 'aucune formation ni aucun titre : ajoutez ceux que vous pouvez attester.',
    })
  }
  if (!person.photo) {
    problems.push({
      level: 'warning',
      field: 'person.photo',
      message: 'pas de photo : les pages montrent vos initiales.',
    })
  }
  return problems
}

/**
 * Every value of the facts that is still a placeholder. Errors block a deploy; warnings are
 * shown but let it go.
 */
export function launchProblems(facts: SiteFacts): LaunchProblem[] {
  const problems: LaunchProblem[] = []
  if (placeholderHost.test(facts.email.split('@')[1] ?? '')) {
    problems.push({
      level: 'error',
      field: 'email',
      message: `${facts.email} est une adresse d’exemple : les messages des visiteurs n’arriveraient nulle part.`,
    })
  }
  if (isFictionalPhone(facts.phone)) {
    problems.push({
      level: 'error',
      field: 'phone',
      message: `${facts.phone} est un numéro fictif (555).`,
    })
  }
  problems.push(...personProblems(facts), ...urlProblems(facts))
  return problems.sort((a, b) => (a.level === b.level ? 0 : a.level === 'error' ? -1 : 1))
}

/** The problems as lines for a terminal: one per value, errors first. */
export function formatLaunchProblems(problems: readonly LaunchProblem[]): string[] {
  return problems.map(
    ({ level, field, message }) =>
      `${level === 'error' ? '✗' : '!'} ${factFieldLabel(field)}\u00a0: ${message}`,
  )
}
