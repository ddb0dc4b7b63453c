import type { SaxesTagPlain } from 'saxes'
import type { WordParts } from './checkWordDocument.ts'
import { readXml } from './checkXmlPart.ts'
import { fewWords, type ImportWarning, lastWords, placeOf } from './importWarning.ts'
import { PictureScan, type ScannedPicture } from './pictureSizes.ts'

/*
 * mammoth reads what a post can carry and skips the rest without a word. This reads the
 * document's own XML once, as a stream of saxes events (no tree is built, so memory stays that of
 * the text; saxes decodes the entities), and names everything mammoth skips, with the article it
 * belongs to and the words just before it: equations, fields with no cached text, text boxes and
 * shapes mammoth cannot reach, comments, tracked changes and embedded objects. Each tag Word
 * writes for them has its handler below; the same pass lists the pictures (pictureSizes.ts).
 */

const HEADING_1 = /^(heading 1|titre 1)$/i
const HEADING_1_ID = /^(heading1|titre1)$/i
/** Fields Word itself shows nothing for: index and table entries, bookmarks set by fields. */
const INVISIBLE_FIELDS = new Set(['XE', 'TC', 'TA', 'RD', 'SET', 'PRIVATE', 'ADDIN', 'SKIPIF'])

interface Field {
  instruction: string
  /**
   * How many texts the scan had read (see `Scan.textsRead`) when the field's result started (its
   * separator, or the opening of a simple field); `undefined` before. A field has a result when
   * a text was read since: a count, not a flag each text sets on every open field, so that a
   * text costs the same however many fields a document leaves open.
   */
  resultFrom: number | undefined
}

/** A drawing, a VML picture, an alternate-content block or an embedded object. */
interface Graphic {
  kind: 'drawing' | 'alternate' | 'picture' | 'object'
  hasImage: boolean
  /** Text-box text mammoth does not read (DrawingML, or an alternate's preferred choice). */
  unreadText: string
  /** Text-box text mammoth reads (VML, an alternate's fallback). */
  readText: string
  headings: string[]
  what: string | undefined
  /** Where the graphic starts, said before any of its own text is read. */
  place: string
}

/** What the scan knows at a point of the document, its tags read in order. */
class Scan {
  readonly warnings: ImportWarning[] = []
  /** The elements open around the point read, outermost first, and how many of each name. */
  readonly path: string[] = []
  readonly open = new Map<string, number>()
  title: string | undefined
  recent = ''
  paragraphs: { styleId: string; text: string }[] = []
  /** The ids of the paragraph styles used, in the order first met; '' for the default one. */
  readonly styleIds = new Set<string>()
  fields: Field[] = []
  simpleFields: Field[] = []
  /** Nested graphics are one: each entry is the outermost. */
  graphics: Graphic[] = []
  mathText = ''
  textElement: 'text' | 'deleted' | 'instruction' | 'math' | undefined
  /** The texts read so far that a field's result would show (see {@link Field.resultFrom}). */
  textsRead = 0
  changes = { insertions: 0, deletions: 0, deleted: '', place: '' }

  constructor(
    /** Style id to name; '' names the default paragraph style. */
    readonly styles: ReadonlyMap<string, string>,
    readonly comments: ReadonlyMap<string, string>,
  ) {}
}

type TagHandler = (scan: Scan, tag: SaxesTagPlain) => void
/** A table of handlers by tag name; a Map, so that no name reaches an object's prototype. */
const byTag = (handlers: Record<string, TagHandler>) => new Map(Object.entries(handlers))

/**
 * Scans a document's XML: a warning for each thing the import drops, the paragraph styles
 * the document uses, named as French Word shows them (for the message refusing a document
 * without headings), and its pictures with the width Word shows them at (see pictureSizes.ts).
 */
export function scanWordXml(xml: Pick<WordParts, 'document' | 'styles' | 'comments'>): {
  warnings: ImportWarning[]
  paragraphStyles: string[]
  pictures: ScannedPicture[]
} {
  const scan = new Scan(styleNames(xml.styles ?? ''), commentTexts(xml.comments ?? ''))
  const pictures = new PictureScan()
  const count = (name: string, step: 1 | -1) => {
    if (step === 1) scan.path.push(name)
    else scan.path.pop()
    scan.open.set(name, (scan.open.get(name) ?? 0) + step)
  }
  readXml(xml.document, {
    open: (tag) => {
      pictures.open(tag, scan.path, within(scan, 'mc:Choice') > 0)
      ANY_TAG.get(tag.name)?.(scan, tag)
      if (tag.isSelfClosing) return
      count(tag.name, 1)
      OPENING.get(tag.name)?.(scan, tag)
    },
    close: (tag) => {
      if (tag.isSelfClosing) return
      count(tag.name, -1)
      pictures.close(tag.name)
      CLOSING.get(tag.name)?.(scan, tag)
    },
    text: (text) => {
      readText(scan, text)
    },
  })
  flushChanges(scan)
  const names = [...scan.styleIds].map((id) => displayName(scan.styles.get(id) ?? id))
  return {
    warnings: scan.warnings,
    paragraphStyles: [...new Set(names)].filter(Boolean),
    pictures: pictures.pictures,
  }
}

/** How French Word shows its built-in styles, whose names styles.xml keeps in English. */
const FRENCH_STYLE_NAMES = new Map<string, string>([
  ['normal', 'Normal'],
  ['title', 'Titre'],
  ['subtitle', 'Sous-titre'],
  ['list paragraph', 'Paragraphe de liste'],
  ['quote', 'Citation'],
  ['intense quote', 'Citation intense'],
  ['no spacing', 'Sans interligne'],
  ['body text', 'Corps de texte'],
  ['caption', 'Légende'],
  ['footnote text', 'Note de bas de page'],
  ['header', 'En-tête'],
  ['footer', 'Pied de page'],
  ['list bullet', 'Liste à puces'],
  ['list number', 'Liste numérotée'],
  ['toc heading', 'En-tête de table des matières'],
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((level): [string, string][] => [
    [`heading ${level}`, `Titre ${level}`],
    [`toc ${level}`, `TM ${level}`],
  ]),
])

function displayName(name: string): string {
  const trimmed = name.replace(/\s+/g, ' ').trim()
  return FRENCH_STYLE_NAMES.get(trimmed.toLowerCase()) ?? trimmed
}

const within = (scan: Scan, ...names: string[]) =>
  names.reduce((total, name) => total + (scan.open.get(name) ?? 0), 0)
const MATH = ['m:oMathPara', 'm:oMath']
const GRAPHICS = ['w:drawing', 'mc:AlternateContent', 'w:pict', 'w:object']
const setTextElement = (kind: Scan['textElement']) => (scan: Scan) => {
  scan.textElement = kind
}
const mark = (what: string) => (scan: Scan) => {
  const graphic = scan.graphics[0]
  if (graphic && graphic.what === undefined) graphic.what = what
}
const simpleField = (scan: Scan, tag: SaxesTagPlain): Field => ({
  instruction: tag.attributes['w:instr'] ?? '',
  resultFrom: scan.textsRead,
})

/** What any tag does where it stands, empty or not. */
const ANY_TAG = byTag({
  'w:pStyle': (scan, tag) => {
    const paragraph = scan.paragraphs.at(-1)
    if (paragraph) paragraph.styleId = tag.attributes['w:val'] ?? ''
  },
  ...Object.fromEntries(['w:tab', 'w:br', 'w:cr'].map((name) => [name, space])),
  'w:del': (scan) => {
    change(scan, 'deletion')
  },
  'w:commentReference': (scan, tag) => {
    comment(scan, tag.attributes['w:id'] ?? '')
  },
  'w:fldChar': (scan, tag) => {
    fieldCharacter(scan, tag.attributes['w:fldCharType'] ?? '')
  },
  'w:fldSimple': (scan, tag) => {
    if (tag.isSelfClosing) endField(scan, simpleField(scan, tag))
  },
  ...Object.fromEntries(['a:blip', 'v:imagedata'].map((name) => [name, hasImage])),
  'o:OLEObject': (scan, tag) => {
    const graphic = scan.graphics[0]
    if (graphic) graphic.what = `un objet incorporé (${tag.attributes.ProgID || 'OLE'})`
  },
  'c:chart': mark('un graphique'),
  'dgm:relIds': mark('un diagramme SmartArt'),
})

/** What an element with content does where it opens; {@link CLOSING} ends it. */
const OPENING = byTag({
  'w:p': (scan) => {
    scan.paragraphs.push({ styleId: '', text: '' })
  },
  'w:t': (scan) => {
    scan.textElement = within(scan, 'w:moveFrom') > 0 ? 'deleted' : 'text'
  },
  'w:delText': setTextElement('deleted'),
  'w:instrText': setTextElement('instruction'),
  'm:t': setTextElement('math'),
  ...Object.fromEntries(MATH.map((name) => [name, openMath])),
  ...Object.fromEntries(['w:ins', 'w:moveTo', 'w:moveFrom'].map((name) => [name, insertion])),
  'w:fldSimple': (scan, tag) => {
    scan.simpleFields.push(simpleField(scan, tag))
  },
  ...Object.fromEntries(GRAPHICS.map((name) => [name, openGraphic])),
})

/** What the end of an element with content does. */
const CLOSING = byTag({
  'w:p': endParagraph,
  ...Object.fromEntries(['w:t', 'w:delText', 'w:instrText', 'm:t'].map((name) => [name, endText])),
  ...Object.fromEntries(MATH.map((name) => [name, closeMath])),
  'w:fldSimple': (scan) => {
    const field = scan.simpleFields.pop()
    if (field) endField(scan, field)
  },
  ...Object.fromEntries(GRAPHICS.map((name) => [name, closeGraphic])),
})

function space(scan: Scan): void {
  readText(scan, ' ')
}

function endText(scan: Scan): void {
  scan.textElement = undefined
}

function hasImage(scan: Scan): void {
  const graphic = scan.graphics[0]
  if (graphic) graphic.hasImage = true
}

/** An insertion, or a move (its new place an insertion, its old one a deletion). */
function insertion(scan: Scan, tag: SaxesTagPlain): void {
  change(scan, tag.name === 'w:moveFrom' ? 'deletion' : 'insertion')
}

function openMath(scan: Scan): void {
  if (within(scan, ...MATH) === 1) scan.mathText = ''
}

function closeMath(scan: Scan): void {
  if (within(scan, ...MATH) === 0) equation(scan)
}

function readText(scan: Scan, text: string): void {
  const kind = scan.textElement
  if (kind === undefined && text !== ' ') return
  if (kind === 'instruction') {
    const field = scan.fields.at(-1)
    if (field && field.resultFrom === undefined) field.instruction += text
    return
  }
  if (kind === 'math') {
    scan.mathText += text
    return
  }
  if (kind === 'deleted') {
    scan.changes.deleted += text
    return
  }
  const graphic = scan.graphics[0]
  if (within(scan, 'w:txbxContent') > 0 && graphic) {
    if (!textBoxIsRead(scan, graphic)) {
      // Dropped with its box: it is quoted by the box's warning, never used as context.
      graphic.unreadText += text
      const paragraph = scan.paragraphs.at(-1)
      if (paragraph) paragraph.text += text
      return
    }
    graphic.readText += text
  }
  if (within(scan, 'mc:Choice') > 0) return
  if (/\S/.test(text)) scan.textsRead++
  const paragraph = scan.paragraphs.at(-1)
  if (paragraph) paragraph.text += text
  scan.recent = lastWords(`${scan.recent} ${text}`)
}

function textBoxIsRead(scan: Scan, graphic: Graphic): boolean {
  if (graphic.kind === 'alternate')
    return within(scan, 'mc:Fallback') > 0 && within(scan, 'mc:Choice') === 0
  return graphic.kind === 'picture' || graphic.kind === 'object'
}

function endParagraph(scan: Scan): void {
  const paragraph = scan.paragraphs.pop()
  if (!paragraph) return
  scan.styleIds.add(paragraph.styleId)
  const graphic = scan.graphics[0]
  const inTextBox = within(scan, 'w:txbxContent') > 0
  if (inTextBox && graphic) {
    graphic.unreadText += ' '
    graphic.readText += ' '
  }
  const name = scan.styles.get(paragraph.styleId) ?? ''
  if (!HEADING_1.test(name) && !HEADING_1_ID.test(paragraph.styleId)) return
  const heading = paragraph.text.replace(/\s+/g, ' ').trim()
  if (inTextBox) {
    scan.graphics[0]?.headings.push(heading)
    return
  }
  if (heading === '' || scan.paragraphs.length > 0) return
  flushChanges(scan)
  scan.title = heading
  scan.recent = ''
}

const place = (scan: Scan) => placeOf(scan.title, scan.recent)

function equation(scan: Scan): void {
  const text = scan.mathText.trim()
  scan.warnings.push({
    kind: 'equation',
    message: `${place(scan)} : une équation${text ? ` (« ${fewWords(text)} »)` : ''} a été ignorée, car le blogue n’affiche pas les équations de Word. Écrivez-la en texte ou insérez-en une image.`,
    droppedText: text,
  })
}

function change(scan: Scan, kind: 'insertion' | 'deletion'): void {
  const { changes } = scan
  if (changes.insertions + changes.deletions === 0) changes.place = place(scan)
  if (kind === 'insertion') changes.insertions++
  else changes.deletions++
}

/** One warning per article for its tracked changes, however many there are. */
function flushChanges(scan: Scan): void {
  const { insertions, deletions, deleted, place } = scan.changes
  if (insertions + deletions > 0) {
    const removed = fewWords(deleted)
    scan.warnings.push({
      kind: 'tracked-changes',
      message: `${place} : ce texte contient des modifications suivies (${insertions} ajout${insertions > 1 ? 's' : ''}, ${deletions} suppression${deletions > 1 ? 's' : ''}). Elles ont été acceptées : les ajouts sont gardés, le texte supprimé${removed ? ` (« ${removed} »)` : ''} est écarté.`,
      droppedText: deleted,
    })
  }
  scan.changes = { insertions: 0, deletions: 0, deleted: '', place: '' }
}

function comment(scan: Scan, id: string): void {
  const text = scan.comments.get(id) ?? ''
  scan.warnings.push({
    kind: 'comment',
    message: `${place(scan)} : le commentaire${text ? ` « ${fewWords(text)} »` : ''} a été ignoré, car les commentaires ne sont pas publiés.`,
    droppedText: text,
  })
}

function fieldCharacter(scan: Scan, type: string): void {
  if (type === 'begin') scan.fields.push({ instruction: '', resultFrom: undefined })
  const field = scan.fields.at(-1)
  if (!field) return
  if (type === 'separate') field.resultFrom ??= scan.textsRead
  if (type === 'end') {
    scan.fields.pop()
    endField(scan, field)
  }
}

function endField(scan: Scan, field: Field): void {
  const code = /\S+/.exec(field.instruction)?.[0].toUpperCase() ?? ''
  const hasResult = field.resultFrom !== undefined && scan.textsRead > field.resultFrom
  if (hasResult || code === '' || INVISIBLE_FIELDS.has(code)) return
  scan.warnings.push({
    kind: 'field',
    message: `${place(scan)} : le champ Word ${code} n’a pas de texte calculé ; il a été ignoré. Dans Word, mettez les champs à jour (Ctrl+A puis F9) avant d’enregistrer.`,
  })
}

const GRAPHIC_KINDS: Readonly<Record<string, Graphic['kind']>> = {
  'w:drawing': 'drawing',
  'w:pict': 'picture',
  'w:object': 'object',
}

function openGraphic(scan: Scan, tag: SaxesTagPlain): void {
  const outer = scan.graphics[0]
  scan.graphics.push(
    outer ?? {
      kind: GRAPHIC_KINDS[tag.name] ?? 'alternate',
      hasImage: false,
      unreadText: '',
      readText: '',
      headings: [],
      what: undefined,
      place: place(scan),
    },
  )
}

function closeGraphic(scan: Scan): void {
  const graphic = scan.graphics.pop()
  if (!graphic || scan.graphics.length > 0) return
  const dropped = graphic.readText.trim() === '' ? graphic.unreadText.trim() : ''
  if (graphic.kind === 'object' || graphic.what?.startsWith('un objet')) {
    scan.warnings.push({
      kind: 'embedded-object',
      message: `${place(scan)} : ${graphic.what ?? 'un objet incorporé'} a été ignoré ; seul son aperçu, s’il est en PNG ou en JPEG, est gardé. Collez plutôt son contenu comme texte, tableau ou image.`,
      droppedText: dropped,
    })
    return
  }
  if (dropped !== '') {
    const headings = graphic.headings.length
      ? ` Le titre 1 « ${fewWords(graphic.headings[0] ?? '', 12)} » qu’elle contient ne peut donc pas commencer un article.`
      : ''
    scan.warnings.push({
      kind: 'text-box',
      message: `${place(scan)} : une zone de texte (« ${fewWords(dropped)} ») a été ignorée, car le blogue ne lit pas les zones de texte dessinées. Placez son texte dans le corps du document.${headings}`,
      droppedText: dropped,
    })
    return
  }
  const moved = graphic.readText.trim()
  if (moved !== '') {
    // mammoth reads a VML text box's paragraphs after the paragraph that anchors it.
    scan.warnings.push({
      kind: 'text-box-moved',
      message: `${graphic.place} : le texte d’une zone de texte (« ${fewWords(moved)} ») a été gardé, mais placé après son paragraphe, car le blogue n’a pas de zones de texte. Vérifiez qu’il se lit bien à cet endroit, ou placez-le dans le corps du document.`,
    })
    return
  }
  if (!graphic.hasImage) {
    scan.warnings.push({
      kind: 'shape',
      message: `${place(scan)} : ${graphic.what ?? 'une forme ou un dessin'} a été ignoré, car le blogue ne reprend que le texte et les images. Insérez-en une capture en PNG si elle compte.`,
    })
  }
}

/**
 * Style id to style name, from `word/styles.xml`; the empty id names the default paragraph style
 * (a paragraph without `w:pStyle` has it), « Normal » when the part says none.
 */
function styleNames(styles: string): Map<string, string> {
  const names = new Map<string, string>([['', 'Normal']])
  let id = ''
  let defaultParagraph = false
  readXml(styles, {
    open: ({ name, attributes }) => {
      if (name === 'w:style') {
        id = attributes['w:styleId'] ?? ''
        defaultParagraph =
          attributes['w:type'] === 'paragraph' &&
          /^(1|true|on)$/.test(attributes['w:default'] ?? '')
      } else if (name === 'w:name' && id !== '') {
        if (defaultParagraph) names.set('', attributes['w:val'] ?? 'Normal')
        names.set(id, attributes['w:val'] ?? '')
        // A style's first name is its own.
        id = ''
      }
    },
  })
  return names
}

/** Comment id to its text, from `word/comments.xml`. */
function commentTexts(comments: string): Map<string, string> {
  const texts = new Map<string, string>()
  let id: string | undefined
  let inText = false
  const add = (text: string) => {
    if (inText && id !== undefined) texts.set(id, `${texts.get(id) ?? ''}${text}`)
  }
  readXml(comments, {
    open: ({ name, attributes, isSelfClosing }) => {
      if (name === 'w:comment') texts.set((id = attributes['w:id'] ?? ''), '')
      inText = name === 'w:t' && !isSelfClosing
      add(' ') // each text element a word apart from the one before
    },
    close: () => {
      inText = false
    },
    text: add,
  })
  return new Map([...texts].map(([key, text]) => [key, text.replace(/\s+/g, ' ').trim()]))
}
