/**
 * French typography over the built site (`tsx tests/checks/checkFrenchTypography.ts [dist]`,
 * part of `npm run check:dist`). On every French page, in the text and in the attributes people
 * read (alt, title, aria-label, descriptions): the French spacing the importer applies (a no-break
 * space, never an ordinary space or nothing, before ; : ! ? and inside « », and never an ordinary
 * space around the « h » of a time, by the rules of engine/blog/frenchTypography.ts); no straight apostrophe between letters; « courriel », not « email »,
 * outside the strings the spec quotes word for word. Text marked lang="en" inside a French page
 * is skipped.
 */
import { readFile } from 'node:fs/promises'
import { decodeHTML } from 'entities'
import { frenchSpacingProblems } from '../../engine/blog/frenchTypography.ts'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { distFiles, pagePathOf } from '../../generator/distFiles.ts'
import { qualityConfig } from './qualityConfig.ts'

/** Strings SPEC.md quotes word for word; they stay as the spec has them. */
export const specQuotedStrings = [
  'Email ouvert!',
  'Votre client email va s’ouvrir avec le message pré-rempli.',
  "Votre client email va s'ouvrir avec le message pré-rempli.",
  'Adresse email invalide',
]

export interface TypographyProblem {
  page: string
  rule: string
  excerpt: string
}

/** What the checks ask beyond spacing, which the importer leaves to the author. */
const wordingRules = {
  apostrophe: {
    rule: 'apostrophe droite entre deux lettres (’ attendue)',
    pattern: /\p{L}'\p{L}/gu,
  },
  email: {
    rule: '« email » dans un texte français (« courriel » attendu)',
    pattern: /\be-?mails?\b/giu,
  },
  ellipsis: {
    rule: 'trois points (points de suspension « … » attendus)',
    pattern: /\.{3}/gu,
  },
}

const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
])
/** Never prose: code samples, scripts, styles, and the address bar of a link. */
const skippedElements = new Set(['script', 'style', 'code', 'pre', 'template', 'svg'])
const readAttributes = ['alt', 'title', 'aria-label', 'placeholder']
const readMeta =
  /^(description|og:title|og:description|og:image:alt|twitter:title|twitter:description|twitter:image:alt)$/

function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]
  return value === undefined ? undefined : decodeHTML(value)
}

/** The French texts of a page: its text nodes and readable attributes outside lang="en" parts. */
export function frenchTexts(html: string): string[] {
  const texts: string[] = []
  const stack: { name: string; french: boolean; skipped: boolean }[] = []
  const pageLang = /<html[^>]*\slang="([^"]+)"/i.exec(html)?.[1] ?? ''
  let french = pageLang.startsWith('fr')
  let skipped = false
  for (const [token] of html.matchAll(/<!--[\s\S]*?-->|<[^<>]+>|[^<]+/g)) {
    if (token.startsWith('<!--') || token.startsWith('<!')) continue
    if (token.startsWith('</')) {
      const name = (token.slice(2).split(/[\s>]/, 1)[0] ?? '').toLowerCase()
      const index = stack.map((entry) => entry.name).lastIndexOf(name)
      if (index >= 0) stack.length = index
      french = stack.at(-1)?.french ?? pageLang.startsWith('fr')
      skipped = stack.at(-1)?.skipped ?? false
      continue
    }
    if (token.startsWith('<')) {
      const name = /^<([\w-]+)/.exec(token)?.[1]?.toLowerCase() ?? ''
      const lang = attribute(token, 'lang')
      const ownFrench = lang === undefined ? french : lang.startsWith('fr')
      if (ownFrench && !skipped) {
        for (const key of readAttributes) {
          const value = attribute(token, key)
          if (value) texts.push(value)
        }
        const meta =
          name === 'meta' ? (attribute(token, 'property') ?? attribute(token, 'name')) : undefined
        const content = attribute(token, 'content')
        if (meta && readMeta.test(meta) && content) texts.push(content)
      }
      if (voidElements.has(name) || token.endsWith('/>')) continue
      stack.push({ name, french: ownFrench, skipped: skipped || skippedElements.has(name) })
      french = ownFrench
      skipped = skipped || skippedElements.has(name)
      continue
    }
    if (french && !skipped && token.trim() !== '') texts.push(decodeHTML(token))
  }
  return texts
}

/** Web and mail addresses are not prose: their apostrophes are left alone. */
function withoutAddresses(text: string): string {
  return text.replace(/\b(?:https?:\/\/|mailto:|www\.)\S+|(?<!\S)\S+@\S+/g, ' ')
}

/** A few words of text as a problem shows them, its no-break spaces made visible. */
function shown(excerpt: string): string {
  return excerpt
    .replace(/\s+/g, ' ')
    .replace(/\u00a0/g, '⍽')
    .replace(/\u202f/g, '·')
}

/** The matches of a wording rule in `text`, each with a few words around it. */
function wordingProblems(text: string, { rule, pattern }: { rule: string; pattern: RegExp }) {
  return [...text.matchAll(pattern)].map((match) => {
    const start = Math.max(0, match.index - 30)
    return { rule, excerpt: shown(text.slice(start, match.index + match[0].length + 30)) }
  })
}

/**
 * The typography problems of one French text, each with a few words around it: the spacing the
 * importer applies (frenchTypography.ts, the same rules and the same walk) and the wording it
 * leaves to the author. Passages the spec quotes word for word are left out, and addresses.
 */
export function frenchTextProblems(raw: string): Omit<TypographyProblem, 'page'>[] {
  const text = specQuotedStrings.reduce((rest, quoted) => rest.split(quoted).join(' '), raw)
  const prose = withoutAddresses(text)
  return [
    ...wordingProblems(prose, wordingRules.apostrophe),
    ...frenchSpacingProblems(text).map(({ problem, excerpt }) => ({
      rule: problem,
      excerpt: shown(excerpt),
    })),
    ...wordingProblems(prose, wordingRules.email),
    ...wordingProblems(prose, wordingRules.ellipsis),
  ]
}

/** The typography problems of one page (none for an English page). */
export function frenchTypographyProblems(html: string, page: string): TypographyProblem[] {
  return frenchTexts(html).flatMap((text) =>
    frenchTextProblems(text).map((problem) => ({ page, ...problem })),
  )
}

/** Every problem on every French page of a built site. */
export async function checkFrenchTypography(dir: string): Promise<TypographyProblem[]> {
  const pages = (await distFiles(dir)).filter((file) => file.endsWith('.html'))
  const all = await Promise.all(
    pages.map(async (file) =>
      frenchTypographyProblems(await readFile(join(dir, file), 'utf8'), pagePathOf(file)),
    ),
  )
  return all.flat()
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] ?? qualityConfig().distDir
  const problems = await checkFrenchTypography(dir)
  for (const { page, rule, excerpt } of problems) console.log(`${page} — ${rule} : « ${excerpt} »`)
  if (problems.length > 0) {
    console.log(`\n${problems.length} faute(s) de typographie française dans ${dir}.`)
    process.exitCode = 1
  } else {
    console.log(`Typographie française : aucune faute dans ${dir}.`)
  }
}
