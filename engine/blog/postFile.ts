import matter from 'gray-matter'
import type { z } from 'zod'
import { BlogError } from './errors.ts'
import {
  BLOG_DIR,
  englishFrontmatterSchema,
  englishOnlyFrontmatterSchema,
  frenchFrontmatterSchema,
  type EnglishFrontmatter,
  type FrenchFrontmatter,
  type Post,
} from './postSchema.ts'
import { toTorontoIso } from './torontoTime.ts'

/** The Markdown file of each language inside a post folder. */
export const POST_FILE_NAMES = { fr: 'fr.md', en: 'en.md' } as const

/** The text of a post folder's Markdown files. */
export interface PostFileContents {
  fr: string
  en?: string
}

/** The folder of a post, relative to the repository root (or to `blogDir`'s base). */
export function postFolder(id: string, blogDir: string = BLOG_DIR): string {
  return `${blogDir}/${id}`
}

/**
 * Parses a post folder's Markdown files into a {@link Post}.
 *
 * @param id the folder name, `YYYY-MM-DD-<slug>`
 * @param files the contents of `fr.md` and, when present, `en.md`
 * @param options `images`: the image file names found in the folder; `blogDir`: the folder the
 *   post lives in, used to name the file in errors (default `content/blog`)
 * @throws {BlogError} `invalid-post`, naming the file, the field and the shape expected
 */
export function parsePost(
  id: string,
  files: PostFileContents,
  options: { images?: readonly string[]; blogDir?: string } = {},
): Post {
  const folder = postFolder(id, options.blogDir)
  const fr = parseMarkdownFile(`${folder}/${POST_FILE_NAMES.fr}`, files.fr, frenchFrontmatterSchema)
  const post: Post = { id, fr, images: [...(options.images ?? [])].sort() }
  if (files.en !== undefined) {
    post.en = parseMarkdownFile(
      `${folder}/${POST_FILE_NAMES.en}`,
      files.en,
      englishFrontmatterSchema,
    )
  }
  return post
}

/** Writes a post's Markdown files; the inverse of {@link parsePost}. */
export function serializePost(post: Post): PostFileContents {
  const files: PostFileContents = {
    fr: serializeMarkdownFile(frenchFields(post.fr.frontmatter), post.fr.body),
  }
  if (post.en) {
    files.en = serializeMarkdownFile(englishFields(post.en.frontmatter), post.en.body)
  }
  return files
}

/**
 * Parses the `en.md` of a folder without `fr.md`: an English article waiting for its French
 * version (see `Post.englishOnly`), always a draft.
 *
 * @throws {BlogError} `invalid-post`, naming the file and the field
 */
export function parseEnglishOnlyPost(
  id: string,
  en: string,
  options: { images?: readonly string[]; blogDir?: string } = {},
): Post {
  const file = `${postFolder(id, options.blogDir)}/${POST_FILE_NAMES.en}`
  const text = parseMarkdownFile(file, en, englishOnlyFrontmatterSchema)
  return { id, fr: text, images: [...(options.images ?? [])].sort(), englishOnly: true }
}

/**
 * The Markdown files a post writes, by name: `fr.md` and `en.md` when it has one, or `en.md`
 * alone for an English-only post (its lifecycle in its frontmatter, as fr.md's).
 */
export function postMarkdownFiles(post: Post): { name: string; content: string }[] {
  if (post.englishOnly) {
    return [
      {
        name: POST_FILE_NAMES.en,
        content: serializeMarkdownFile(frenchFields(post.fr.frontmatter), post.fr.body),
      },
    ]
  }
  const files = serializePost(post)
  return [
    { name: POST_FILE_NAMES.fr, content: files.fr },
    ...(files.en === undefined ? [] : [{ name: POST_FILE_NAMES.en, content: files.en }]),
  ]
}

function parseMarkdownFile<Schema extends z.ZodType>(
  file: string,
  text: string,
  schema: Schema,
): { frontmatter: z.output<Schema>; body: string } {
  assertYamlFrontmatter(file, text)
  let parsed: { data: Record<string, unknown>; content: string }
  try {
    // Passing options (even empty) bypasses gray-matter's cache, which hands back shared objects.
    // The engines that evaluate code are replaced too, should a language ever get past the check.
    parsed = matter(text, { engines: CODE_ENGINES_REFUSED })
  } catch (error) {
    throw new BlogError(
      'invalid-post',
      `${file}: the frontmatter is not valid YAML (${errorText(error)}).`,
      { file, cause: error },
    )
  }
  const result = schema.safeParse(withDatesAsStrings(parsed.data))
  if (!result.success) {
    const issue = result.error.issues[0]
    const field = issue?.path.join('.') ?? ''
    const where = field === '' ? 'the frontmatter' : `field "${field}"`
    throw new BlogError('invalid-post', `${file}: ${where}: ${issue?.message ?? 'invalid'}.`, {
      file,
      field: field === '' ? undefined : field,
      cause: result.error,
    })
  }
  return { frontmatter: result.data, body: parsed.content.replace(/^\n+/, '').trimEnd() }
}

/** The languages a front matter may name after its opening `---`: none (YAML), or YAML itself. */
const YAML_LANGUAGE_NAMES: ReadonlySet<string> = new Set(['', 'yaml', 'yml'])

function refuseEngine(): never {
  throw new Error('only YAML front matter is read')
}

/** gray-matter's `javascript` engine calls `eval`; `js` and `javascript` resolve to it. */
const CODE_ENGINES_REFUSED = { javascript: refuseEngine, js: refuseEngine, coffee: refuseEngine }

/**
 * Front matter is data, never code: gray-matter picks its parser from the text after the opening
 * `---` (`---js` is run with `eval`), so any language there but YAML is refused before it parses.
 * The line is read as gray-matter reads it: after a byte order mark, up to the first line break.
 *
 * @throws {BlogError} `invalid-post`, naming the file and the language found
 */
function assertYamlFrontmatter(file: string, text: string): void {
  const content = text.startsWith('\uFEFF') ? text.slice(1) : text
  // `----` and longer open no front matter for gray-matter: the whole text is the body.
  if (!content.startsWith('---') || content.charAt(3) === '-') return
  const lineEnd = content.indexOf('\n')
  const language = content.slice(3, lineEnd === -1 ? undefined : lineEnd).trim()
  if (YAML_LANGUAGE_NAMES.has(language.toLowerCase())) return
  const shown = language.length > 40 ? `${language.slice(0, 40)}…` : language
  throw new BlogError(
    'invalid-post',
    `${file} : l’en-tête est écrit en « ${shown} » ; seul le YAML est lu, ouvrez-le par une ligne « --- » seule.`,
    {
      file,
      english: `${file}: the front matter is written in "${shown}"; only YAML is read, open it with a line "---" alone.`,
    },
  )
}

/**
 * js-yaml reads an unquoted `2026-11-23T08:00:00-05:00` as a Date and drops its offset. Such a
 * hand-edited value is still the right instant, so it is written back as a Toronto ISO string.
 */
function withDatesAsStrings(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value instanceof Date && !Number.isNaN(value.getTime())
        ? toTorontoIso(value)
        : // A mapping such as `review` holds a date too.
          isPlainMapping(value)
          ? withDatesAsStrings(value)
          : value,
    ]),
  )
}

function isPlainMapping(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
  )
}

/** A front-matter value as the files hold it: text, `null`, or one level of named values. */
type FieldValue = string | null | undefined | Readonly<Record<string, string | true | undefined>>

function frenchFields(frontmatter: FrenchFrontmatter): [string, FieldValue][] {
  return [
    ['title', frontmatter.title],
    ['slug', frontmatter.slug],
    ['excerpt', frontmatter.excerpt],
    ['status', frontmatter.status],
    ['scheduledDate', frontmatter.scheduledDate],
    ['publishedDate', frontmatter.publishedDate],
    ['createdAt', frontmatter.createdAt],
    ['updatedAt', frontmatter.updatedAt],
    ['updatedDate', frontmatter.updatedDate],
    ['sourceDocument', frontmatter.sourceDocument],
    ['sourceDocumentId', frontmatter.sourceDocumentId],
    ['sourceId', frontmatter.sourceId],
    ['review', frontmatter.review],
  ]
}

function englishFields(frontmatter: EnglishFrontmatter): [string, FieldValue][] {
  return [
    ['title', frontmatter.title],
    ['slug', frontmatter.slug],
    ['excerpt', frontmatter.excerpt],
    ['review', frontmatter.review],
  ]
}

/**
 * Every string is written double-quoted with JSON escapes, which YAML reads back unchanged: dates
 * stay strings, and titles with colons, quotes or a leading `#` need no special casing.
 */
function serializeMarkdownFile(fields: [string, FieldValue][], body: string): string {
  const lines = fields.flatMap(([key, value]) => {
    if (value === undefined) return []
    if (value === null) return [`${key}: null`]
    if (typeof value === 'string') return [`${key}: ${yamlString(value)}`]
    // A mapping, one level deep, indented under its key; `true` stays YAML's boolean.
    return [
      `${key}:`,
      ...Object.entries(value).flatMap(([name, inner]) =>
        inner === undefined ? [] : [`  ${name}: ${inner === true ? 'true' : yamlString(inner)}`],
      ),
    ]
  })
  return `---\n${lines.join('\n')}\n---\n\n${body.trimEnd()}\n`
}

function yamlString(value: string): string {
  // JSON leaves U+2028/U+2029 raw; YAML would read them as line breaks.
  return JSON.stringify(value)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

function errorText(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error)
}
