import { z } from '../zod.ts'
import { isNorthAmericanPhone } from './isNorthAmericanPhone.ts'
import { formatPhone } from './phoneFormat.ts'
import { languageLabel, siteFactsLabels } from './siteFactsLabels.ts'

/*
 * The shape of content/site.json, the consultant's facts. Read by the build (vite.config.ts), the
 * launch check, the admin API and the admin form; the pages receive the file already validated. Each problem is
 * reported with the exact field (`relatedSites[2].url`), so a typo in the file is found at once.
 */

const label = siteFactsLabels

/*
 * Every message is a sentence that names the field by its label in the admin form and says what
 * to type. A length limit runs first and stops the checks after it (`abort`), so no pattern ever
 * reads a 40,000-character value; the patterns themselves are linear (no nested or overlapping
 * repetition), which eslint-plugin-regexp's super-linear rules would flag.
 */

const lengthLimit = (field: string, max: number) =>
  z.maxLength(max, {
    error: `Le champ « ${field} » dépasse ${max} caractères : raccourcissez-le.`,
    abort: true,
  })

const text = (field: string, max: number) =>
  z
    .string({ error: `Le champ « ${field} » doit contenir du texte.` })
    .check(z.trim(), lengthLimit(field, max))

const requiredText = (field: string, max: number) =>
  text(field, max).check(z.minLength(1, { error: `Remplissez le champ « ${field} ».` }))

const webAddress = (field: string) =>
  z.string({ error: `Le champ « ${field} » doit contenir une adresse web.` }).check(
    z.trim(),
    lengthLimit(field, 300),
    z.regex(/^https:\/\/[^\s./]+(?:\.[^\s./]+)+(?:\/\S*)?$/i, {
      error: `Le champ « ${field} » doit contenir une adresse web complète, qui commence par https:// (par exemple https://www.exemple.ca).`,
    }),
  )

const bilingual = (field: string, max: number, required: boolean) => {
  const one = (language: 'fr' | 'en') =>
    (required ? requiredText : text)(languageLabel(field, language), max)
  return z.object(
    { fr: one('fr'), en: one('en') },
    { error: `Le champ « ${field} » demande un texte en français (fr) et un en anglais (en).` },
  )
}

/** The file name the admin gives an uploaded portrait: `portrait-` and the first hex of its hash. */
const PHOTO_FILE = /^[\w-]+\.(?:jpe?g|png|webp)$/i

export const siteFactsSchema = z.object(
  {
    /** Shown in titles, the footer, the share images and the structured data. */
    businessName: requiredText(label.businessName, 80),
    person: z.object(
      {
        name: requiredText(label.name, 80),
        title: bilingual(label.title, 120, true),
        /** Diplomas, certifications, memberships: only what can be verified. */
        credentials: z
          .array(requiredText(label.credentials, 160), {
            error: `Le champ « ${label.credentials} » doit être une liste de textes.`,
          })
          .check(
            z.maxLength(12, {
              error: `Gardez au plus 12 lignes dans le champ « ${label.credentials} ».`,
            }),
          ),
        /** A short biography, a few sentences, written in the first person. */
        bio: bilingual(label.bio, 1200, false),
        /** A portrait in content/, next to this file; the build makes the web versions. */
        photo: z.optional(
          z.object(
            {
              file: z.string({ error: 'Le nom du fichier de la photo doit être un texte.' }).check(
                z.trim(),
                lengthLimit('Photo', 100),
                z.regex(PHOTO_FILE, {
                  error:
                    'Le nom du fichier de la photo doit finir par .jpg, .png ou .webp et ne contenir que des lettres, des chiffres, - et _ : choisissez la photo de nouveau.',
                }),
              ),
              alt: bilingual(label.photoAlt, 200, true),
            },
            {
              error: `La photo demande un fichier (file) et une description (alt) en français et en anglais.`,
            },
          ),
        ),
      },
      {
        error:
          'Le fichier des coordonnées doit décrire la personne (person) : nom, titre, formations et biographie.',
      },
    ),
    email: z.string({ error: `Le champ « ${label.email} » doit contenir du texte.` }).check(
      z.trim(),
      lengthLimit(label.email, 120),
      z.regex(/^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/, {
        error: `Le champ « ${label.email} » doit contenir une adresse courriel complète, par exemple bonjour@exemple.ca.`,
      }),
    ),
    /** Written by the pages as « 450 555-0123 » whatever its spacing here (phoneFormat.ts). */
    phone: requiredText(label.phone, 30).check(
      z.refine(isNorthAmericanPhone, {
        error: `Le champ « ${label.phone} » doit contenir un numéro nord-américain de 10 chiffres, indicatif régional compris, par exemple 450 555-0123.`,
      }),
      z.overwrite(formatPhone),
    ),
    town: requiredText(label.town, 60),
    region: requiredText(label.region, 60),
    /** One sentence that says where the consultant works, the same on every page. */
    serviceArea: bilingual(label.serviceArea, 200, true),
    socialProfiles: z
      .array(
        z.object({
          network: requiredText(label.network, 40),
          url: webAddress(label.profileUrl),
        }),
        { error: `Le champ « ${label.socialProfiles} » doit être une liste de profils.` },
      )
      .check(
        z.maxLength(4, { error: `Gardez au plus 4 profils dans « ${label.socialProfiles} ».` }),
      ),
    /** Listed in the footers; an English page says when a site is in French. */
    relatedSites: z
      .array(
        z.object({
          label: requiredText(label.relatedLabel, 60),
          url: webAddress(label.relatedUrl),
          language: z.enum(['fr', 'en'], {
            error: `Choisissez la ${label.relatedLanguage.toLowerCase()} : français ou anglais.`,
          }),
        }),
        { error: `Le champ « ${label.relatedSites} » doit être une liste de sites.` },
      )
      .check(z.maxLength(6, { error: `Gardez au plus 6 sites dans « ${label.relatedSites} ».` })),
    /** Absolute address of the site, for canonical links, the sitemap, feeds and share images. */
    siteUrl: webAddress(label.siteUrl),
  },
  { error: 'Le fichier des coordonnées doit contenir un objet JSON.' },
)

export type SiteFacts = z.output<typeof siteFactsSchema>

/** What the admin form sends and the file holds, before trimming. */
export type SiteFactsInput = z.input<typeof siteFactsSchema>

/** One faulty field: its path in the file (`relatedSites[2].url`) and what is expected. */
export interface SiteFactsProblem {
  field: string
  message: string
}

function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`))
    .join('')
    .replace(/^\./, '')
}

/** Validates the facts: the parsed value, or every problem with the field it concerns. */
export function checkSiteFacts(
  value: unknown,
): { ok: true; facts: SiteFacts } | { ok: false; problems: SiteFactsProblem[] } {
  const result = siteFactsSchema.safeParse(value)
  if (result.success) return { ok: true, facts: result.data }
  return { ok: false, problems: siteFactsProblems(result.error.issues) }
}

/** The issues of a failed parse of the facts, each with the field it concerns. */
export function siteFactsProblems(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): SiteFactsProblem[] {
  return issues.map((issue) => ({
    field: fieldPath(issue.path) || '(fichier)',
    message: issue.message,
  }))
}

/** Parses the facts, or throws one line per faulty field, each naming it. */
export function parseSiteFacts(value: unknown, source = 'content/site.json'): SiteFacts {
  const result = checkSiteFacts(value)
  if (result.ok) return result.facts
  const lines = result.problems.map(({ field, message }) => `- ${field} : ${message}`)
  throw new Error(`${source} n’est pas valide :\n${lines.join('\n')}`)
}
