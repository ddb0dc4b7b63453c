/** The kinds of content an import cannot carry to the page, each named in its warning. */
type WarningKind =
  | 'merged-cells'
  | 'equation'
  | 'field'
  | 'text-box'
  | 'text-box-moved'
  | 'shape'
  | 'heading-image'
  | 'comment'
  | 'tracked-changes'
  | 'embedded-object'
  | 'image-format'
  | 'misplaced-heading'

/** Something the import dropped or changed, said in French for the consultant. */
export interface ImportWarning {
  kind: WarningKind
  /** One French sentence naming what and where: the article's title and a few words nearby. */
  message: string
  /** The text that was dropped, if any, so a check can tell dropped words from lost ones. */
  droppedText?: string
}

const CONTEXT_WORDS = 8
/**
 * The most characters a quote reads from either end of a text: a dozen words of any real text fit
 * in it many times over, and a quote then costs the same whatever the text's length. Reading the
 * whole text each time made a scan quadratic: a 100 KB title, quoted by each of thousands of
 * warnings, or a 100 KB word kept as the last words read while thousands of tabs followed.
 */
const QUOTED_CHARACTERS = 512

/** The first few words of a text, to point at a place in the document. */
export function fewWords(whole: string, words = CONTEXT_WORDS): string {
  const text = whole.trimStart()
  const cut = text.length > QUOTED_CHARACTERS
  const all = wordsOf(cut ? withoutHalfCharacter(text.slice(0, QUOTED_CHARACTERS)) : text)
  return all.length <= words && !cut ? all.join(' ') : `${all.slice(0, words).join(' ')}…`
}

/** The last few words of a text: what a reader saw just before a place. */
export function lastWords(whole: string, words = CONTEXT_WORDS): string {
  const text = whole.trimEnd()
  const cut = text.length > QUOTED_CHARACTERS
  const all = wordsOf(cut ? withoutHalfCharacter(text.slice(-QUOTED_CHARACTERS)) : text)
  return all.length <= words && !cut ? all.join(' ') : `…${all.slice(-words).join(' ')}`
}

/** A cut text, without the half of a character (a surrogate) the cut left at either end. */
function withoutHalfCharacter(text: string): string {
  return text.replace(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/g, '')
}

function wordsOf(text: string): string[] {
  return text
    .replace(/[\uE000-\uF8FF]/g, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
}

/**
 * Where something is, in words: « Dans l’article « Titre », près de « quelques mots » ». Text
 * before the first Heading 1 belongs to no article.
 */
export function placeOf(title: string | undefined, context: string): string {
  const article =
    title === undefined || title === ''
      ? 'Avant le premier titre 1'
      : `Dans l’article « ${fewWords(title, 12)} »`
  const near = context.trim() === '' ? '' : `, près de « ${context.trim()} »`
  return `${article}${near}`
}
