import { z } from 'zod'
import { COMMIT_PATTERN } from '../siteModel/siteDeployment.ts'
import { BlogError } from './errors.ts'
import { DESCRIPTION_MAX_LENGTH } from './postDescription.ts'
import { POST_IMAGE_EXTENSIONS } from './postImages.ts'
import { POST_ID_MAX_LENGTH, postIdSchema, postStatusSchema } from './postSchema.ts'

/**
 * What people and clients may send to the blog, defined once: the API validates its parameters
 * and bodies with these schemas (through `@hono/zod-validator`), and the CLI parses its options
 * with the same ones. A refusal is one sentence in both languages, from {@link inputProblem}.
 */

/** The sentences of refused input, by the key a schema puts in its issue's message. */
const INPUT_SENTENCES = {
  'post-id': {
    fr: 'L’identifiant d’article doit avoir la forme AAAA-MM-JJ-titre, par exemple 2026-11-23-mon-article.',
    en: 'A post id must look like YYYY-MM-DD-slug, for example 2026-11-23-my-post.',
  },
  status: {
    fr: 'Le statut doit être brouillon, programmé ou publié (ou draft, scheduled, published).',
    en: 'The status must be draft, scheduled or published (or brouillon, programmé, publié).',
  },
  'start-date': {
    fr: 'La date de début doit être du texte, par exemple 2026-11-23T08:00.',
    en: 'The start date must be text, for example 2026-11-23T08:00.',
  },
  'start-date-length': {
    fr: 'La date de début est trop longue pour être une date : écrivez-la comme 2026-11-23 ou 2026-11-23T08:00.',
    en: 'The start date is too long to be a date: write it like 2026-11-23 or 2026-11-23T08:00.',
  },
  'allow-past': {
    fr: 'La confirmation allowPast doit valoir true ou false.',
    en: 'The allowPast confirmation must be true or false.',
  },
  document: {
    fr: 'Aucun document reçu : joignez un seul fichier Word (.docx) dans le champ « document ».',
    en: 'No document received: attach one Word file (.docx) in the “document” field.',
  },
  'unknown-field': {
    fr: 'La requête contient un champ inconnu ; seuls « document », « startDate », « allowPast », « mode », « draft », « replacePublished » et « englishOnly » sont acceptés.',
    en: 'The request holds an unknown field; only “document”, “startDate”, “allowPast”, “mode”, “draft”, “replacePublished” and “englishOnly” are accepted.',
  },
  mode: {
    fr: 'Le champ « mode » vaut « update » (remplacer les articles déjà importés) ou « new » (les importer comme nouveaux).',
    en: 'The “mode” field is “update” (replace articles already imported) or “new” (import them as new).',
  },
  draft: {
    fr: 'Le champ « draft » doit valoir true ou false.',
    en: 'The “draft” field must be true or false.',
  },
  'english-only': {
    fr: 'Le champ « englishOnly » vaut « draft » (importer l’article anglais comme brouillon en attente de sa version française) ou « skip » (ne pas l’importer).',
    en: 'The “englishOnly” field is “draft” (import the English article as a draft awaiting its French version) or “skip” (do not import it).',
  },
  'replace-published': {
    fr: 'La confirmation replacePublished doit valoir true ou false.',
    en: 'The replacePublished confirmation must be true or false.',
  },
  'post-change': {
    fr: 'Envoyez un objet JSON avec « scheduledDate » (une date), « status » (« published », « scheduled » ou « draft ») ou « excerpt » (une description de 1 à 155 caractères, avec « language » « fr » ou « en »), un seul à la fois.',
    en: 'Send a JSON object with “scheduledDate” (a date), “status” (“published”, “scheduled” or “draft”) or “excerpt” (a description of 1 to 155 characters, with “language” “fr” or “en”), only one at a time.',
  },
  description: {
    fr: 'La description tient en une ligne de 1 à 155 caractères, ce qu’un résultat de recherche en montre.',
    en: 'A description is one line of 1 to 155 characters, what a search result shows of it.',
  },
  'image-name': {
    fr: 'Le nom d’image doit être celui d’un fichier du dossier de l’article (lettres, chiffres et traits d’union, puis .png, .jpg, .gif, .webp ou .avif).',
    en: 'An image name must be that of a file of the post’s folder (letters, digits and hyphens, then .png, .jpg, .gif, .webp or .avif).',
  },
  commit: {
    fr: 'Le paramètre « commit » doit être l’identifiant complet d’un commit (40 ou 64 chiffres hexadécimaux).',
    en: 'The “commit” parameter must be a full commit id (40 or 64 hexadecimal digits).',
  },
  'change-id': {
    fr: 'Envoyez un objet JSON avec « commit », l’identifiant du changement (40 ou 64 chiffres hexadécimaux) tel que l’historique le donne.',
    en: 'Send a JSON object with “commit”, the change’s id (40 or 64 hexadecimal digits) as the history gives it.',
  },
  slug: {
    fr: 'Cet article n’existe pas ou n’est pas encore publié.',
    en: 'This article does not exist or is not published yet.',
  },
} as const

/** The key of one sentence of {@link INPUT_SENTENCES}. */
export type InputSentenceKey = keyof typeof INPUT_SENTENCES

/** The two sentences for the first problem zod found, or a generic one for an unknown key. */
export function inputProblem(error: { issues: readonly { code: string; message: string }[] }): {
  fr: string
  en: string
} {
  const issue = error.issues[0]
  if (issue?.code === 'unrecognized_keys') return INPUT_SENTENCES['unknown-field']
  const key = issue?.message ?? ''
  return key in INPUT_SENTENCES
    ? INPUT_SENTENCES[key as InputSentenceKey]
    : { fr: 'La requête est mal formée.', en: 'The request is malformed.' }
}

/** Parses `value` with `schema`, or throws the sentence of its first problem as `invalid-input`. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): z.output<Schema> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const problem = inputProblem(result.error)
  throw new BlogError('invalid-input', problem.fr, { english: problem.en })
}

/*
 * Every length below is checked first and stops the checks (`abort`): in zod 4 a failed check
 * does not keep the next one from running, so a pattern would still read an over-long value.
 */

/** The longest start date: an ISO instant with nanoseconds is 35 characters. */
const START_DATE_MAX_LENGTH = 64

/** The longest image name: {@link IMPORTED_IMAGE_NAME} allows 121 characters and an extension. */
const IMAGE_NAME_MAX_LENGTH = 130

/** `DELETE /api/blog/:id`, `santra-blog delete <id>`. */
export const postIdParamSchema = z.strictObject({
  id: z
    .string()
    .max(POST_ID_MAX_LENGTH, { abort: true, error: 'post-id' })
    .refine((id) => postIdSchema.safeParse(id).success, { error: 'post-id' }),
})

/**
 * The name of an image as the import writes it (`img-<hash>.png`): one flat name of letters,
 * digits, hyphens and underscores, with one of the extensions the import gives. Nothing else can
 * name a file, so no dot, slash or percent sign can reach the store.
 */
const IMPORTED_IMAGE_NAME = new RegExp(
  `^[A-Za-z0-9][A-Za-z0-9_-]{0,120}\\.(?:${[...new Set(Object.values(POST_IMAGE_EXTENSIONS))].join('|')})$`,
)

/**
 * The body of `POST /api/blog/:id/revert` and `POST /api/blog/trash/:id/restore`: the change to
 * undo or the deletion to restore, as the history or the trash names it (optional for a restore:
 * the post's last deletion).
 */
export const undoBodySchema = z.strictObject({
  commit: z.optional(
    z
      .string()
      .max(64, { abort: true, error: 'change-id' })
      .regex(COMMIT_PATTERN, { error: 'change-id' }),
  ),
})

/** `GET /api/blog/preview/:id/images/:file`: a post's id and one of its images by name. */
export const previewImageParamSchema = z.strictObject({
  id: postIdParamSchema.shape.id,
  file: z
    .string()
    .max(IMAGE_NAME_MAX_LENGTH, { abort: true, error: 'image-name' })
    .regex(IMPORTED_IMAGE_NAME, { error: 'image-name' }),
})

/** `GET /api/blog/:slug`: any case, one path segment of a reasonable length. */
export const slugParamSchema = z.strictObject({
  slug: z
    .string()
    .max(200, { error: 'slug' })
    .transform((slug) => slug.toLowerCase()),
})

/** `GET /api/blog/deployment?commit=`: the full id of the commit a write made. */
export const deploymentQuerySchema = z.strictObject({
  commit: z
    .string()
    .max(64, { abort: true, error: 'commit' })
    .regex(COMMIT_PATTERN, { error: 'commit' }),
})

/** The admin's French badges, which the CLI takes as well as the English values. */
const FRENCH_STATUS_WORDS: Readonly<Record<string, string>> = {
  brouillon: 'draft',
  programme: 'scheduled',
  publie: 'published',
}

/** A status in English or as a French badge, in any case and with or without accents. */
const statusWordSchema = z
  .string({ error: 'status' })
  .transform((value) => {
    const folded = value.trim().toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')
    return FRENCH_STATUS_WORDS[folded] ?? folded
  })
  .pipe(z.enum(postStatusSchema.options, { error: 'status' }))

/** `santra-blog list --status`. */
export const listOptionsSchema = z.strictObject({
  status: statusWordSchema.optional(),
  json: z.boolean().optional(),
})

/** A yes/no confirmation as a form or an option sends it; `key` names its sentence. */
const confirmationSchema = (key: InputSentenceKey) =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: key })
    .transform((value) => value === true || value === 'true')

/** The start of an import: the upload form's fields and the CLI's `--start` / `--allow-past`. */
export const importStartSchema = z.strictObject({
  startDate: z
    .string({ error: 'start-date' })
    .max(START_DATE_MAX_LENGTH, { abort: true, error: 'start-date-length' })
    .optional(),
  allowPast: confirmationSchema('allow-past').optional(),
})

/**
 * `POST /api/blog/upload`: the Word document, the start of the import, whether articles already
 * held are replaced (`update`, the default) or imported as new, whether new posts are drafts, and
 * whether replacing posts readers can already see is confirmed.
 */
export const uploadFormSchema = importStartSchema.extend({
  document: z.instanceof(File, { error: 'document' }),
  mode: z.enum(['update', 'new'], { error: 'mode' }).default('update'),
  draft: confirmationSchema('draft').default(false),
  replacePublished: confirmationSchema('replace-published').default(false),
  englishOnly: z.enum(['draft', 'skip'], { error: 'english-only' }).optional(),
})

/**
 * A post's description as the admin sets it: one line of plain text, at most as long as the
 * description the pages write ({@link DESCRIPTION_MAX_LENGTH}), spaces collapsed.
 */
const postDescriptionSchema = z
  .string({ error: 'description' })
  .max(DESCRIPTION_MAX_LENGTH * 4, { abort: true, error: 'description' })
  .transform((text) => text.replace(/[^\S\u00a0\u202f]+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'description' })
      .max(DESCRIPTION_MAX_LENGTH, { error: 'description' }),
  )

/**
 * `PATCH /api/blog/:id`: a new date (a day alone means its 08:00 slot), a new state, or the
 * description of one language version.
 */
export const postChangeSchema = z.union(
  [
    z.strictObject({ scheduledDate: z.string().max(40, { abort: true }) }),
    z.strictObject({ status: z.enum(postStatusSchema.options) }),
    z.strictObject({ excerpt: postDescriptionSchema, language: z.enum(['fr', 'en']) }),
  ],
  { error: 'post-change' },
)
