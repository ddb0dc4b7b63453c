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

/** The first few words of a text, to point at a place in the document. */
export function fewWords(text: string, words = CONTEXT_WORDS): string {
  const all = text
    .replace(/[\uE000-\uF8FF]/g, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
  return all.length <= words ? all.join(' ') : `${all.slice(0, words).join(' ')}…`
}

/** The last few words of a text: what a reader saw just before a place. */
export function lastWords(text: string, words = CONTEXT_WORDS): string {
  // A long text's last words are those of its end, once that end holds more of them.
  const end = text.length > 1024 ? wordsOf(text.slice(-512)) : []
  const all = end.length > words ? end : wordsOf(text)
  return all.length <= words ? all.join(' ') : `…${all.slice(-words).join(' ')}`
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
