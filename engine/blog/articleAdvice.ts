import type { Image, Link, Nodes, Root, RootContent } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { CONTINUE, SKIP, visit } from 'unist-util-visit'
import type { AdviceCode, ImportAdvice } from '../siteModel/adminApiSchemas.ts'
import { frenchTypography } from './frenchTypography.ts'
import { imageSize } from './imageSize.ts'
import { pictureWidthOf } from './pictureWidth.ts'
import { DESCRIPTION_MAX_LENGTH } from './postDescription.ts'
import { fewWords, lastWords } from './docx/importWarning.ts'

/*
 * Advice on an imported article: what readers and search engines would meet that the consultant
 * can fix in Word (or, for the description, in the admin). It blocks nothing and is not a warning
 * (nothing was dropped). Each piece says, in French and in English, what and where: the article,
 * then the heading, picture, link or paragraph it concerns, by `place.at`, the index of the
 * block among those the page shows (see {@link flowBlocks}), so the admin's preview can show it
 * beside that block. The checks read the article's Markdown as mdast, the tree the page renders.
 */

/**
 * The most characters of a title a search result shows: Google cuts title links to the width of
 * its results column, which Moz measured as 50 to 60 characters
 * (https://moz.com/learn/seo/title-tag). The page adds « | Conseils SANTRA » after it, which
 * the result drops first.
 */
export const SEARCH_TITLE_MAX_LENGTH = 60

/**
 * The most characters of a description a search snippet shows: about 155 to 160 (Moz,
 * https://moz.com/learn/seo/meta-description); the site cuts its descriptions at the lower figure
 * ({@link DESCRIPTION_MAX_LENGTH}).
 */
const SNIPPET_MAX_LENGTH = DESCRIPTION_MAX_LENGTH

/**
 * The widest an article shows a picture, in CSS pixels: the prose column is 42rem (672 px; see
 * POST_IMAGE_SIZES in responsiveImages.ts), or the narrower width Word gave it. A high-density
 * screen draws twice that; a picture twice as wide again (2,688 px for the column) is far more
 * than the page needs.
 */
const COLUMN_PIXELS = 672
/**
 * A photo 1,344 px wide weighs 150 to 400 KB in JPEG; one over 1 MB holds far more than the page
 * needs (a GIF or AVIF is served as it is, and every original is the fallback of its variants).
 */
const HEAVY_IMAGE_BYTES = 1_000_000

/**
 * Link texts that say nothing out of context (a screen reader lists links by their text alone),
 * compared in lower case, words only. Kept short on purpose: the common ones in both languages,
 * not a maintained list.
 */
const VAGUE_LINK_TEXTS: ReadonlySet<string> = new Set([
  ...'ici|cliquez ici|clique ici|cliquer ici|lien|ce lien|voir|plus'.split('|'),
  ...'en savoir plus|lire la suite'.split('|'),
  ...'click here|here|link|this link|read more|learn more|more'.split('|'),
])

/** A web address standing as its own link's text (`https://…`, `www.…`). */
const BARE_ADDRESS = /^(?:https?:\/\/|www\.)\S+$/i

/** Whether a link's text says nothing on its own: a vague phrase, or a bare web address. */
export function isVagueLinkText(text: string, url: string): boolean {
  const trimmed = text.trim()
  if (BARE_ADDRESS.test(trimmed) || (trimmed !== '' && trimmed === url.trim())) {
    return !/^(?:mailto|tel):/i.test(url)
  }
  const words = trimmed
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
  return VAGUE_LINK_TEXTS.has(words.trim())
}

/** One language version of an article, as the import writes it. */
interface AdvisedText {
  title: string
  markdown: string
  /** The description in the front matter, when there is one. */
  excerpt?: string | undefined
}

/** An article: its French text and, when present, its English one. */
export interface AdvisedArticle extends AdvisedText {
  en?: AdvisedText | undefined
  /** Its text is English and it has no French version yet (see `Article.englishOnly`). */
  englishOnly?: true | undefined
}

/** The version advised on: its article's (French) title, its language, the post's images. */
interface Version {
  article: string
  language: 'fr' | 'en'
  images: ReadonlyMap<string, Uint8Array>
}

/** The advice on the articles of one document, in document order. */
export function documentAdvice(
  articles: readonly AdvisedArticle[],
  images: ReadonlyMap<string, Uint8Array>,
): ImportAdvice[] {
  const documentHasEnglish = articles.some((article) => article.en !== undefined)
  return articles.flatMap((article) => articleAdvice(article, images, documentHasEnglish))
}

/**
 * The advice on one article, both languages; `documentHasEnglish` says whether another article
 * of its document has an English version (then one without is named).
 */
export function articleAdvice(
  article: AdvisedArticle,
  images: ReadonlyMap<string, Uint8Array>,
  documentHasEnglish: boolean,
): ImportAdvice[] {
  // An English article awaiting its French version is advised on as English, and lacks no English.
  if (article.englishOnly)
    return textAdvice(article, { article: article.title, language: 'en', images })
  const inFrench = { article: article.title, language: 'fr' as const, images }
  const advice = textAdvice(article, inFrench)
  if (article.en) advice.push(...textAdvice(article.en, { ...inFrench, language: 'en' }))
  else if (documentHasEnglish) {
    advice.push(
      make('missing-english', inFrench, 'article', '', {
        fr: french`${where(inFrench, '')} : cet article n’a pas de version anglaise, alors que d’autres articles du document en ont une. Les lecteurs du blogue anglais ne le verront pas. Pour en ajouter une, écrivez-la sous un titre 1 qui commence par [EN], juste après l’article.`,
        en: `${whereEn(inFrench, '')}: this article has no English version, while other articles of the document have one. Readers of the English blog will not see it. To add one, write it under a Heading 1 starting with [EN], right after the article.`,
      }),
    )
  }
  return advice
}

/** A language version's advice: its title, description, headings, pictures and links. */
function textAdvice(text: AdvisedText, version: Version): ImportAdvice[] {
  const tree = parser.parse(text.markdown)
  const advice: ImportAdvice[] = []
  const titleLength = characterCount(text.title)
  if (titleLength > SEARCH_TITLE_MAX_LENGTH) {
    const quoted = text.title
    advice.push(
      make('long-title', version, 'title', quoted, {
        fr: french`${where(version, '')} : le titre « ${quoted} » a ${titleLength} caractères ; un résultat de recherche en montre environ ${SEARCH_TITLE_MAX_LENGTH}, la fin sera coupée. Raccourcissez-le dans Word, ou placez les mots importants au début.`,
        en: `${whereEn(version, '')}: the title “${quoted}” has ${titleLength} characters; a search result shows about ${SEARCH_TITLE_MAX_LENGTH}, so its end will be cut. Shorten it in Word, or put the important words first.`,
      }),
    )
  }
  advice.push(...descriptionAdvice(text, tree, version))
  const blocks = flowBlocks(tree)
  blocks.forEach((block, index) => {
    const before = index > 0 ? textOf(blocks[index - 1]) : ''
    advice.push(...blockAdvice(block, index, before, version))
  })
  advice.push(...headingAdvice(blocks, version))
  return advice
}

/** Too long a description, or none at all: the search result shows what the page has. */
function descriptionAdvice(text: AdvisedText, tree: Root, version: Version): ImportAdvice[] {
  const lead = leadOf(tree)
  const handSet = isHandSetExcerpt(text.excerpt, lead)
  const description = handSet ? (text.excerpt ?? '') : lead
  const length = characterCount(description)
  if (description.trim() === '') {
    return [
      make('missing-description', version, 'description', '', {
        fr: french`${where(version, '')} : l’article ne commence par aucun paragraphe de texte, qui lui servirait de description dans les résultats de recherche et sur sa carte. Donnez-lui une description dans l’aperçu de l’administration, ou commencez-le par un paragraphe.`,
        en: `${whereEn(version, '')}: the article starts with no paragraph of text, which would describe it in search results and on its card. Give it a description in the admin’s preview, or start it with a paragraph.`,
      }),
    ]
  }
  if (length <= SNIPPET_MAX_LENGTH) return []
  const source = handSet ? 'sa description' : 'son premier paragraphe, qui lui sert de description,'
  const sourceEn = handSet
    ? 'its description'
    : 'its first paragraph, which serves as its description,'
  return [
    make('long-description', version, 'description', fewWords(description), {
      fr: french`${where(version, '')} : ${source} a ${length} caractères ; un résultat de recherche en montre environ ${SNIPPET_MAX_LENGTH}, la suite sera coupée. Donnez-lui une description plus courte dans l’aperçu de l’administration.`,
      en: `${whereEn(version, '')}: ${sourceEn} has ${length} characters; a search result shows about ${SNIPPET_MAX_LENGTH}, so the rest will be cut. Give it a shorter description in the admin’s preview.`,
    }),
  ]
}

/** The pictures and links of one block. */
function blockAdvice(
  block: RootContent,
  index: number,
  before: string,
  version: Version,
): ImportAdvice[] {
  const advice: ImportAdvice[] = []
  const blockText = textOf(block)
  visit(block, (node) => {
    if (node.type === 'image') advice.push(...imageAdvice(node, index, before, version))
    if (node.type === 'link' && isVagueLinkText(textOf(node), node.url)) {
      advice.push(linkAdvice(node, index, blockText, version))
    }
    return node.type === 'link' ? SKIP : CONTINUE
  })
  return advice
}

/** A picture without a description, or far heavier than the page needs. */
function imageAdvice(image: Image, index: number, before: string, version: Version) {
  const near = image.title ?? lastWords(before)
  const [place, placeEn] = [where(version, near), whereEn(version, near)]
  const advice: ImportAdvice[] = []
  // A caption describes its picture; an image with neither is silent to a screen reader.
  if ((image.alt ?? '').trim() === '' && (image.title ?? '').trim() === '') {
    advice.push(
      make('image-description', version, index, near, {
        fr: french`${place} : une image n’a pas de description. Les lecteurs d’écran et les moteurs de recherche ne savent pas ce qu’elle montre. Dans Word : clic droit sur l’image › Modifier le texte de remplacement, puis décrivez-la en une phrase.`,
        en: `${placeEn}: a picture has no description. Screen readers and search engines cannot tell what it shows. In Word: right-click the picture › Edit Alt Text, then describe it in one sentence.`,
      }),
    )
  }
  // The address may carry the width Word showed the picture at (`#width=120`): the page shows
  // it at that width when it is narrower than the column.
  const bytes = version.images.get(image.url.split('#')[0] ?? image.url)
  const width = bytes === undefined ? undefined : imageSize(bytes)?.width
  const shownAt = Math.min(COLUMN_PIXELS, pictureWidthOf(image.url) ?? COLUMN_PIXELS)
  const tooWide = 4 * shownAt
  if (bytes !== undefined && (bytes.length > HEAVY_IMAGE_BYTES || (width ?? 0) > tooWide)) {
    // Only what is too much is named: a wide picture's small weight would read as a reason.
    const tooMuch = (wide: string, heavy: string, and: string) =>
      [(width ?? 0) > tooWide ? wide : '', bytes.length > HEAVY_IMAGE_BYTES ? heavy : '']
        .filter(Boolean)
        .join(and)
    const size = tooMuch(
      `fait ${numberFr(width ?? 0)} px de large`,
      `pèse ${megabytes(bytes.length, 'fr')}`,
      ' et ',
    )
    const sizeEn = tooMuch(
      `is ${numberEn(width ?? 0)} px wide`,
      `weighs ${megabytes(bytes.length, 'en')}`,
      ' and ',
    )
    advice.push(
      make('heavy-image', version, index, near, {
        fr: french`${place} : une image ${size}, alors que la page l’affiche à ${numberFr(shownAt)} px au plus (${numberFr(2 * shownAt)} px sur un écran haute densité). Elle ralentit la page pour rien. Dans Word : sélectionnez l’image › Format de l’image › Compresser les images, résolution « Web (150 ppp) », ou insérez une version plus petite.`,
        en: `${placeEn}: a picture ${sizeEn}, while the page shows it at ${numberEn(shownAt)} px at most (${numberEn(2 * shownAt)} px on a high-density screen). It slows the page down for nothing. In Word: select the picture › Picture Format › Compress Pictures, resolution “Web (150 ppi)”, or insert a smaller version.`,
      }),
    )
  }
  return advice
}

function linkAdvice(link: Link, index: number, blockText: string, version: Version) {
  const text = textOf(link)
  const near = fewWords(blockText)
  return make('vague-link', version, index, near, {
    fr: french`${where(version, near)} : le texte du lien « ${text} » ne dit pas où il mène. Un lecteur d’écran lit souvent les liens seuls, hors de leur phrase. Dans Word, sélectionnez plutôt les mots qui nomment la destination (par exemple « le guide de la CNESST ») et faites-en le lien.`,
    en: `${whereEn(version, near)}: the link text “${text}” does not say where it leads. Screen readers often list links alone, out of their sentence. In Word, make the link on the words naming its destination instead (for example “the CNESST guide”).`,
  })
}

/**
 * Headings that skip a level: the article's title is level 1, so its first heading should be a
 * « Titre 2 », and a heading may go at most one level below the one before it.
 */
function headingAdvice(blocks: readonly RootContent[], version: Version): ImportAdvice[] {
  const headings = blocks.flatMap((block, index) =>
    block.type === 'heading' ? [{ depth: block.depth, index, text: textOf(block) }] : [],
  )
  return skippedHeadings(headings.map((heading) => heading.depth)).map((at) => {
    const { depth, index, text } = headings[at] ?? { depth: 1, index: 0, text: '' }
    const previous = headings[at - 1]?.depth ?? 1
    const expected = previous + 1
    return make('heading-skip', version, index, text, {
      fr: french`${where(version, '')} : le titre « ${fewWords(text, 12)} » est de niveau ${depth} et suit un titre de niveau ${previous}${at === 0 ? ' (le titre de l’article)' : ''} : le niveau ${expected} est sauté. Les lecteurs d’écran et les moteurs de recherche lisent les niveaux comme un plan. Dans Word, donnez-lui le style « Titre ${expected} ».`,
      en: `${whereEn(version, '')}: the heading “${fewWords(text, 12)}” is level ${depth} and follows a level ${previous} heading${at === 0 ? ' (the article’s title)' : ''}: level ${expected} is skipped. Screen readers and search engines read the levels as an outline. In Word, give it the style “Heading ${expected}”.`,
    })
  })
}

/**
 * The positions of the headings that skip a level, given the depths in order: the article's
 * title stands before them at level 1.
 */
export function skippedHeadings(depths: readonly number[]): number[] {
  const skipped: number[] = []
  depths.forEach((depth, at) => {
    if (depth > (depths[at - 1] ?? 1) + 1) skipped.push(at)
  })
  return skipped
}

/**
 * The blocks the page shows, in order, as its rendered HTML holds them (renderMarkdown.ts): link
 * definitions show nothing, and footnotes move to the end.
 */
function flowBlocks(tree: Root): RootContent[] {
  return tree.children.filter(
    (node) => node.type !== 'definition' && node.type !== 'footnoteDefinition',
  )
}

/**
 * Whether a post's excerpt was written by hand rather than cut by the import from its first
 * paragraph (`lead`): the import's is the paragraph's start, and is compared by its letters
 * alone, since the import read them from Word (a note's call « [3] » included) and the lead from
 * the Markdown.
 */
function isHandSetExcerpt(excerpt: string | undefined, lead: string): boolean {
  if (excerpt === undefined) return false
  const letters = (text: string) => text.replace(/\P{L}+/gu, '').toLowerCase()
  return !letters(lead).startsWith(letters(excerpt.replace(/…$/, '')))
}

/** The first paragraph of running text, as renderMarkdown's `lead` reads it. */
function leadOf(tree: Root): string {
  for (const node of tree.children) {
    if (node.type !== 'paragraph') continue
    const text = textOf(node)
    if (text !== '') return text
  }
  return ''
}

const parser = unified().use(remarkParse).use(remarkGfm).freeze()

/** A node's text as read, spaces collapsed (no-break ones kept); pictures and notes say nothing. */
function textOf(node: Nodes | undefined): string {
  if (node === undefined) return ''
  const parts: string[] = []
  visit(node, (child) => {
    if (child.type === 'image' || child.type === 'footnoteReference') return SKIP
    if (child.type === 'text' || child.type === 'inlineCode') parts.push(child.value)
    if (child.type === 'break') parts.push(' ')
    return CONTINUE
  })
  return parts
    .join('')
    .replace(/[^\S\u00a0\u202f]+/g, ' ')
    .trim()
}

function make(
  code: AdviceCode,
  { article, language }: Version,
  at: ImportAdvice['place']['at'],
  near: string,
  sentences: { fr: string; en: string },
): ImportAdvice {
  return { kind: 'advice', code, ...sentences, place: { article, language, at, near } }
}

/**
 * « Dans l’article « Titre », près de « quelques mots » », as the warnings name a place. The quotes
 * get French spacing again: a quote of a few words joins them with ordinary spaces, and the
 * French text quoted was typeset by the import already. English text is quoted as it is.
 */
function where({ article, language }: Version, near: string): string {
  const version = language === 'en' ? 'Dans la version anglaise de l’article' : 'Dans l’article'
  const title = frenchTypography(fewWords(article, 12))
  const words = language === 'fr' ? frenchTypography(near.trim()) : near.trim()
  return words === ''
    ? french`${version} « ${title} »`
    : french`${version} « ${title} », près de « ${words} »`
}

function whereEn({ article, language }: Version, near: string): string {
  const version = language === 'en' ? 'In the English version of the article' : 'In the article'
  const title = fewWords(article, 12)
  return near.trim() === ''
    ? `${version} “${title}”`
    : `${version} “${title}”, near “${near.trim()}”`
}

/**
 * A French sentence: its own words get French spacing (no-break spaces before « : », narrow ones
 * before ; ! ? and inside « »), the values put in it (titles, quotes, numbers) stay as they are.
 */
function french(parts: TemplateStringsArray, ...values: (string | number)[]): string {
  let sentence = ''
  parts.forEach((part, index) => {
    sentence += frenchTypography(part, sentence.slice(-1))
    if (index < values.length) sentence += String(values[index])
  })
  return sentence
}

const graphemes = new Intl.Segmenter('fr', { granularity: 'grapheme' })

/** How many characters a reader counts (an accented letter or an emoji is one). */
function characterCount(text: string): number {
  return Array.from(graphemes.segment(text)).length
}

/** Numbers as each language writes them: « 3 000 », “3,000” (dates have their own writer). */
const frenchNumbers = new Intl.NumberFormat('fr-CA')
const englishNumbers = new Intl.NumberFormat('en-CA')
const numberFr = (value: number) => frenchNumbers.format(value)
const numberEn = (value: number) => englishNumbers.format(value)

/** A weight in megabytes, to the tenth: « 3,2 Mo », “3.2 MB”. */
function megabytes(bytes: number, language: 'fr' | 'en'): string {
  const rounded = Math.round(bytes / 100_000) / 10
  return language === 'fr' ? `${numberFr(rounded)}\u00a0Mo` : `${rounded} MB`
}
