import { z } from '../zod.ts'

/*
 * The shape of content/site.json, the consultant's facts. Read by the build (vite.config.ts), the
 * launch check, the admin API and the admin form; the pages receive the file already validated. Each problem is
 * reported with the exact field (`relatedSites[2].url`), so a typo in the file is found at once.
 */

const text = (max: number) =>
  z
    .string({ error: 'texte attendu.' })
    .check(z.trim(), z.maxLength(max, { error: `${max} caractères au plus.` }))

const requiredText = (max: number) =>
  text(max).check(z.minLength(1, { error: 'ce champ est obligatoire.' }))

const webAddress = z.string({ error: 'adresse web attendue.' }).check(
  z.trim(),
  z.regex(/^https:\/\/[^\s/.]+(?:\.[^\s/.]+)+(?:\/\S*)?$/i, {
    error: 'adresse web complète attendue, commençant par https://.',
  }),
)

const bilingual = (max: number, required: boolean) =>
  z.object(
    { fr: required ? requiredText(max) : text(max), en: required ? requiredText(max) : text(max) },
    { error: 'un texte en français (fr) et un en anglais (en) sont attendus.' },
  )

export const siteFactsSchema = z.object(
  {
    /** Shown in titles, the footer, the share images and the structured data. */
    businessName: requiredText(80),
    person: z.object(
      {
        name: requiredText(80),
        title: bilingual(120, true),
        /** Diplomas, certifications, memberships: only what can be verified. */
        credentials: z
          .array(requiredText(160), { error: 'liste de textes attendue.' })
          .check(z.maxLength(12, { error: '12 éléments au plus.' })),
        /** A short biography, a few sentences, written in the first person. */
        bio: bilingual(1200, false),
        /** A portrait placed in content/; the build makes the web versions. */
        photo: z.optional(
          z.object(
            {
              file: z.string({ error: 'nom de fichier attendu.' }).check(
                z.trim(),
                z.regex(/^[\w-]+\.(jpe?g|png|webp)$/i, {
                  error:
                    'nom d’un fichier JPEG, PNG ou WebP placé dans content/ (lettres, chiffres, - et _ seulement).',
                }),
              ),
              alt: bilingual(200, true),
            },
            { error: 'un fichier (file) et un texte de remplacement (alt) sont attendus.' },
          ),
        ),
      },
      { error: 'objet attendu.' },
    ),
    email: z
      .string({ error: 'adresse courriel attendue.' })
      .check(
        z.trim(),
        z.regex(/^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/, { error: 'adresse courriel invalide.' }),
        z.maxLength(120, { error: '120 caractères au plus.' }),
      ),
    /** Display form; the tel: link is derived from it. */
    phone: requiredText(30).check(
      z.regex(/^\+?[\d\s().-]{10,}$/, {
        error: 'numéro de téléphone attendu, par exemple 450 555-0123.',
      }),
    ),
    town: requiredText(60),
    region: requiredText(60),
    /** One sentence that says where the consultant works, the same on every page. */
    serviceArea: bilingual(200, true),
    socialProfiles: z
      .array(z.object({ network: requiredText(40), url: webAddress }), {
        error: 'liste attendue.',
      })
      .check(z.maxLength(4, { error: '4 profils au plus.' })),
    /** Listed in the footers; an English page says when a site is in French. */
    relatedSites: z
      .array(
        z.object({
          label: requiredText(60),
          url: webAddress,
          language: z.enum(['fr', 'en'], { error: 'fr ou en.' }),
        }),
        { error: 'liste attendue.' },
      )
      .check(z.maxLength(6, { error: '6 sites au plus.' })),
    /** Absolute address of the site, for canonical links, the sitemap, feeds and share images. */
    siteUrl: webAddress,
  },
  { error: 'un objet JSON est attendu.' },
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
  throw new Error(`${source} n’est pas valide :\n${lines.join('\n')}`)
}
