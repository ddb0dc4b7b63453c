import { fewWords, type ImportWarning, lastWords, placeOf } from './importWarning.ts'

/**
 * mammoth reads what a post can carry and skips the rest without a word. This reads the
 * document's own XML once, as a stream of tags (no tree is built, so memory stays that of the
 * text), and names everything mammoth skips, with the article it belongs to and the words just
 * before it: equations, fields with no cached text, text boxes and shapes mammoth cannot reach,
 * comments, tracked changes and embedded objects.
 */
export interface WordXml {
  /** `word/document.xml`, or wherever the package puts the main part. */
  document: string
  /** `word/styles.xml`, to know which paragraphs are Heading 1. */
  styles?: string
  /** `word/comments.xml`, to quote the comments that are dropped. */
  comments?: string
}

/**
 * A tag or a run of text. A tag's name must end where its attributes start, and nothing in it
 * may hold `<`: an unclosed tag is given up at the next `<`, so the scan stays linear (the old
 * pattern read to the end of the document from every `<` of an unclosed run).
 */
const TAG =
  /<(\/?)([\w.-]+(?::[\w.-]+)?)(?![\w.:-])((?:[^<>"'/]|\/(?!>)|"[^<"]*"|'[^<']*')*)(\/?)>|([^<]+)/g
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

interface Paragraph {
  styleId: string
  text: string
}

/** Scans a document's XML and returns a warning for each thing the import drops. */
export function scanWordXml(xml: WordXml): ImportWarning[] {
  const scan = new Scan(styleNames(xml.styles ?? ''), commentTexts(xml.comments ?? ''))
  for (const match of xml.document.matchAll(TAG)) {
    const [, closing, name, attributes, selfClosing, text] = match
    if (text !== undefined) scan.text(text)
    else if (closing) scan.close(name ?? '')
    else scan.open(name ?? '', attributes ?? '', selfClosing === '/')
  }
  scan.finish()
  return scan.warnings
}

class Scan {
  warnings: ImportWarning[] = []
  private title: string | undefined
  private recent = ''
  private paragraphs: Paragraph[] = []
  private fields: Field[] = []
  private simpleFields: Field[] = []
  private graphics: Graphic[] = []
  private inChoice = 0
  private inFallback = 0
  private inTextBox = 0
  private inMath = 0
  private mathText = ''
  private textElement: 'text' | 'deleted' | 'instruction' | 'math' | undefined
  private inMoveFrom = 0
  /** The texts read so far that a field's result would show (see {@link Field.resultFrom}). */
  private textsRead = 0
  private changes = { insertions: 0, deletions: 0, deleted: '', place: '' }

  constructor(
    private readonly styles: ReadonlyMap<string, string>,
    private readonly comments: ReadonlyMap<string, string>,
  ) {}

  /**
   * Follows an opening (or empty) tag. The tags fall in three families, each a table of its own;
   * a tag belongs to one family only, so the first that knows it is the one.
   */
  open(name: string, attributes: string, selfClosing: boolean): void {
    if (this.openTextTag(name, attributes, selfClosing)) return
    if (this.openRevisionOrFieldTag(name, attributes, selfClosing)) return
    this.openGraphicTag(name, attributes, selfClosing)
  }

  /** Paragraphs, their style, runs of text, breaks and equations. */
  private openTextTag(name: string, attributes: string, selfClosing: boolean): boolean {
    switch (name) {
      case 'w:p':
        if (!selfClosing) this.paragraphs.push({ styleId: '', text: '' })
        return true
      case 'w:pStyle': {
        const paragraph = this.paragraphs.at(-1)
        if (paragraph) paragraph.styleId = attribute(attributes, 'w:val')
        return true
      }
      case 'w:t':
        if (!selfClosing) this.textElement = this.inMoveFrom > 0 ? 'deleted' : 'text'
        return true
      case 'w:delText':
        if (!selfClosing) this.textElement = 'deleted'
        return true
      case 'w:instrText':
        if (!selfClosing) this.textElement = 'instruction'
        return true
      case 'm:t':
        if (!selfClosing) this.textElement = 'math'
        return true
      case 'w:tab':
      case 'w:br':
      case 'w:cr':
        this.text(' ')
        return true
      case 'm:oMathPara':
      case 'm:oMath':
        if (!selfClosing && this.inMath++ === 0) this.mathText = ''
        return true
      default:
        return false
    }
  }

  /** Tracked changes, comments and fields. */
  private openRevisionOrFieldTag(name: string, attributes: string, selfClosing: boolean): boolean {
    switch (name) {
      case 'w:ins':
      case 'w:moveTo':
        if (!selfClosing) this.change('insertion')
        return true
      case 'w:del':
        this.change('deletion')
        return true
      case 'w:moveFrom':
        if (!selfClosing) {
          this.inMoveFrom++
          this.change('deletion')
        }
        return true
      case 'w:commentReference':
        this.comment(attribute(attributes, 'w:id'))
        return true
      case 'w:fldChar':
        this.fieldCharacter(attribute(attributes, 'w:fldCharType'))
        return true
      case 'w:fldSimple': {
        const field = { instruction: attribute(attributes, 'w:instr'), resultFrom: this.textsRead }
        if (selfClosing) this.endField(field)
        else this.simpleFields.push(field)
        return true
      }
      default:
        return false
    }
  }

  /** Drawings, pictures, alternate content, text boxes and embedded objects. */
  private openGraphicTag(name: string, attributes: string, selfClosing: boolean): boolean {
    switch (name) {
      case 'mc:Choice':
        if (!selfClosing) this.inChoice++
        return true
      case 'mc:Fallback':
        if (!selfClosing) this.inFallback++
        return true
      case 'w:txbxContent':
        if (!selfClosing) this.inTextBox++
        return true
      case 'w:drawing':
      case 'mc:AlternateContent':
      case 'w:pict':
      case 'w:object':
        if (!selfClosing) this.openGraphic(name)
        return true
      case 'a:blip':
      case 'v:imagedata':
        // Nested graphics are one (see openGraphic): the outermost.
        if (this.graphics[0]) this.graphics[0].hasImage = true
        return true
      case 'o:OLEObject': {
        const graphic = this.graphics[0]
        if (graphic)
          graphic.what = `un objet incorporé (${attribute(attributes, 'ProgID') || 'OLE'})`
        return true
      }
      case 'c:chart':
        this.describeGraphic('un graphique')
        return true
      case 'dgm:relIds':
        this.describeGraphic('un diagramme SmartArt')
        return true
      default:
        return false
    }
  }

  close(name: string): void {
    switch (name) {
      case 'w:p':
        this.endParagraph()
        return
      case 'w:t':
      case 'w:delText':
      case 'w:instrText':
      case 'm:t':
        this.textElement = undefined
        return
      case 'm:oMathPara':
      case 'm:oMath':
        if (--this.inMath === 0) this.equation()
        return
      case 'w:moveFrom':
        this.inMoveFrom--
        return
      case 'w:fldSimple': {
        const field = this.simpleFields.pop()
        if (field) this.endField(field)
        return
      }
      case 'mc:Choice':
        this.inChoice--
        return
      case 'mc:Fallback':
        this.inFallback--
        return
      case 'w:txbxContent':
        this.inTextBox--
        return
      case 'w:drawing':
      case 'mc:AlternateContent':
      case 'w:pict':
      case 'w:object':
        this.closeGraphic()
        return
    }
  }

  text(raw: string): void {
    const kind = this.textElement
    if (kind === undefined && raw !== ' ') return
    const text = decodeEntities(raw)
    if (kind === 'instruction') {
      const field = this.fields.at(-1)
      if (field && field.resultFrom === undefined) field.instruction += text
      return
    }
    if (kind === 'math') {
      this.mathText += text
      return
    }
    if (kind === 'deleted') {
      this.changes.deleted += text
      return
    }
    const graphic = this.graphics[0]
    if (this.inTextBox > 0 && graphic) {
      if (!this.textBoxIsRead(graphic)) {
        // Dropped with its box: it is quoted by the box's warning, never used as context.
        graphic.unreadText += text
        const paragraph = this.paragraphs.at(-1)
        if (paragraph) paragraph.text += text
        return
      }
      graphic.readText += text
    }
    if (this.inChoice > 0) return
    if (/\S/.test(text)) this.textsRead++
    const paragraph = this.paragraphs.at(-1)
    if (paragraph) paragraph.text += text
    this.recent = lastWords(`${this.recent} ${text}`)
  }

  finish(): void {
    this.flushChanges()
  }

  private textBoxIsRead(graphic: Graphic): boolean {
    if (graphic.kind === 'alternate') return this.inFallback > 0 && this.inChoice === 0
    return graphic.kind === 'picture' || graphic.kind === 'object'
  }

  private endParagraph(): void {
    const paragraph = this.paragraphs.pop()
    if (!paragraph) return
    const graphic = this.graphics[0]
    if (this.inTextBox > 0 && graphic) {
      graphic.unreadText += ' '
      graphic.readText += ' '
    }
    const name = this.styles.get(paragraph.styleId) ?? ''
    if (!HEADING_1.test(name) && !HEADING_1_ID.test(paragraph.styleId)) return
    const heading = paragraph.text.replace(/\s+/g, ' ').trim()
    if (this.inTextBox > 0) {
      this.graphics[0]?.headings.push(heading)
      return
    }
    if (heading === '' || this.paragraphs.length > 0) return
    this.flushChanges()
    this.title = heading
    this.recent = ''
  }

  private place(): string {
    return placeOf(this.title, this.recent)
  }

  private equation(): void {
    const text = this.mathText.trim()
    this.warnings.push({
      kind: 'equation',
      message: `${this.place()} : une équation${text ? ` (« ${fewWords(text)} »)` : ''} a été ignorée, car le blogue n’affiche pas les équations de Word. Écrivez-la en texte ou insérez-en une image.`,
      droppedText: text,
    })
  }

  private change(kind: 'insertion' | 'deletion'): void {
    if (this.changes.insertions + this.changes.deletions === 0) this.changes.place = this.place()
    if (kind === 'insertion') this.changes.insertions++
    else this.changes.deletions++
  }

  /** One warning per article for its tracked changes, however many there are. */
  private flushChanges(): void {
    const { insertions, deletions, deleted, place } = this.changes
    if (insertions + deletions > 0) {
      const removed = fewWords(deleted)
      this.warnings.push({
        kind: 'tracked-changes',
        message: `${place} : ce texte contient des modifications suivies (${insertions} ajout${insertions > 1 ? 's' : ''}, ${deletions} suppression${deletions > 1 ? 's' : ''}). Elles ont été acceptées : les ajouts sont gardés, le texte supprimé${removed ? ` (« ${removed} »)` : ''} est écarté.`,
        droppedText: deleted,
      })
    }
    this.changes = { insertions: 0, deletions: 0, deleted: '', place: '' }
  }

  private comment(id: string): void {
    const text = this.comments.get(id) ?? ''
    this.warnings.push({
      kind: 'comment',
      message: `${this.place()} : le commentaire${text ? ` « ${fewWords(text)} »` : ''} a été ignoré, car les commentaires ne sont pas publiés.`,
      droppedText: text,
    })
  }

  private fieldCharacter(type: string): void {
    if (type === 'begin') this.fields.push({ instruction: '', resultFrom: undefined })
    const field = this.fields.at(-1)
    if (!field) return
    if (type === 'separate') field.resultFrom ??= this.textsRead
    if (type === 'end') {
      this.fields.pop()
      this.endField(field)
    }
  }

  private endField(field: Field): void {
    const code = /\S+/.exec(field.instruction)?.[0].toUpperCase() ?? ''
    const hasResult = field.resultFrom !== undefined && this.textsRead > field.resultFrom
    if (hasResult || code === '' || INVISIBLE_FIELDS.has(code)) return
    this.warnings.push({
      kind: 'field',
      message: `${this.place()} : le champ Word ${code} n’a pas de texte calculé ; il a été ignoré. Dans Word, mettez les champs à jour (Ctrl+A puis F9) avant d’enregistrer.`,
    })
  }

  private openGraphic(name: string): void {
    if (this.graphics.length > 0) return void this.graphics.push(this.graphics[0] as Graphic)
    const kind =
      name === 'w:drawing'
        ? 'drawing'
        : name === 'w:pict'
          ? 'picture'
          : name === 'w:object'
            ? 'object'
            : 'alternate'
    this.graphics.push({
      kind,
      hasImage: false,
      unreadText: '',
      readText: '',
      headings: [],
      what: undefined,
      place: this.place(),
    })
  }

  private describeGraphic(what: string): void {
    const graphic = this.graphics[0]
    if (graphic && graphic.what === undefined) graphic.what = what
  }

  private closeGraphic(): void {
    const graphic = this.graphics.pop()
    if (!graphic || this.graphics.length > 0) return
    const dropped = graphic.readText.trim() === '' ? graphic.unreadText.trim() : ''
    if (graphic.kind === 'object' || graphic.what?.startsWith('un objet')) {
      this.warnings.push({
        kind: 'embedded-object',
        message: `${this.place()} : ${graphic.what ?? 'un objet incorporé'} a été ignoré ; seul son aperçu, s’il est en PNG ou en JPEG, est gardé. Collez plutôt son contenu comme texte, tableau ou image.`,
        droppedText: dropped,
      })
      return
    }
    if (dropped !== '') {
      const headings = graphic.headings.length
        ? ` Le titre 1 « ${fewWords(graphic.headings[0] ?? '', 12)} » qu’elle contient ne peut donc pas commencer un article.`
        : ''
      this.warnings.push({
        kind: 'text-box',
        message: `${this.place()} : une zone de texte (« ${fewWords(dropped)} ») a été ignorée, car le blogue ne lit pas les zones de texte dessinées. Placez son texte dans le corps du document.${headings}`,
        droppedText: dropped,
      })
      return
    }
    const moved = graphic.readText.trim()
    if (moved !== '') {
      // mammoth reads a VML text box's paragraphs after the paragraph that anchors it.
      this.warnings.push({
        kind: 'text-box-moved',
        message: `${graphic.place} : le texte d’une zone de texte (« ${fewWords(moved)} ») a été gardé, mais placé après son paragraphe, car le blogue n’a pas de zones de texte. Vérifiez qu’il se lit bien à cet endroit, ou placez-le dans le corps du document.`,
      })
      return
    }
    if (!graphic.hasImage) {
      this.warnings.push({
        kind: 'shape',
        message: `${this.place()} : ${graphic.what ?? 'une forme ou un dessin'} a été ignoré, car le blogue ne reprend que le texte et les images. Insérez-en une capture en PNG si elle compte.`,
      })
    }
  }
}

function attribute(attributes: string, name: string): string {
  const at = attributes.indexOf(`${name}=`)
  if (at < 0) return ''
  const quote = attributes[at + name.length + 1]
  const start = at + name.length + 2
  const end = attributes.indexOf(quote ?? '"', start)
  return decodeEntities(attributes.slice(start, end < 0 ? undefined : end))
}

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_match, entity: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
    if (entity[0] !== '#') return named[entity.toLowerCase()] ?? ''
    const code =
      entity[1] === 'x' || entity[1] === 'X'
        ? parseInt(entity.slice(2), 16)
        : Number(entity.slice(1))
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
  })
}

/** Style id to style name, from `word/styles.xml`. */
function styleNames(styles: string): Map<string, string> {
  const names = new Map<string, string>()
  for (const chunk of styles.split('<w:style ').slice(1)) {
    const id = attribute(chunk.slice(0, chunk.indexOf('>')), 'w:styleId')
    const nameAt = chunk.indexOf('<w:name ')
    if (id && nameAt >= 0)
      names.set(id, attribute(chunk.slice(nameAt, chunk.indexOf('>', nameAt)), 'w:val'))
  }
  return names
}

/**
 * A comment's run of text. Its attributes stop at the next `<`: an unclosed `<w:t ` is given up
 * there, where `[^>]*` read on to the next `>`, possibly the end of the part, from each of them.
 */
const COMMENT_TEXT = /<w:t(?:\s[^<>]*)?>([^<]*)<\/w:t>/g

/** Comment id to its text, from `word/comments.xml`. */
function commentTexts(comments: string): Map<string, string> {
  const texts = new Map<string, string>()
  for (const chunk of comments.split('<w:comment ').slice(1)) {
    const id = attribute(chunk.slice(0, chunk.indexOf('>')), 'w:id')
    const words = [...chunk.matchAll(COMMENT_TEXT)].map((match) => match[1])
    texts.set(id, decodeEntities(words.join(' ')).replace(/\s+/g, ' ').trim())
  }
  return texts
}
