import { HeadingLevel, PageBreak, Paragraph, TextRun } from 'docx'
import JSZip from 'jszip'
import { wordFixture } from './wordFixture'

/** Files the API and the admin page are tested with, built on the fly. */

const heading = (text: string, pageBreak: boolean) =>
  new Paragraph({
    heading: HeadingLevel.HEADING_1,
    children: [...(pageBreak ? [new PageBreak()] : []), new TextRun(text)],
  })

/**
 * A Word document holding `titles.length` articles, each a Heading 1 on a new page followed by
 * two paragraphs, the way the consultant writes them.
 */
export function articlesDocument(titles: readonly string[]): Promise<Uint8Array> {
  return wordFixture(
    titles.flatMap((title, index) => [
      heading(title, index > 0),
      new Paragraph({
        text: `L’énergie des équipes se construit au quotidien : « ${title} » en donne un exemple concret.`,
      }),
      new Paragraph({
        text: 'Chaque gestionnaire peut en faire l’essai dès cette semaine, sans budget supplémentaire.',
      }),
    ]),
  )
}

/** The two-article document most tests upload. */
export const TWO_ARTICLES = ['Prévenir l’épuisement', 'Mesurer ce qui compte'] as const

/** A text file that a careless rename made `.docx`. */
export function textFileNamedDocx(): Uint8Array {
  return new TextEncoder().encode('Notes de réunion\nCeci n’est pas un document Word.\n')
}

/** The first bytes of a legacy Word .doc (an OLE compound file), padded to a plausible size. */
export function legacyDoc(): Uint8Array {
  const bytes = new Uint8Array(4096)
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
  return bytes
}

/** A real .docx cut short, as an interrupted download leaves it. */
export async function truncatedDocx(): Promise<Uint8Array> {
  const whole = await articlesDocument(TWO_ARTICLES)
  return whole.slice(0, Math.floor(whole.length / 2))
}

/** Just over the 20 MB limit. */
export function oversizedFile(): Uint8Array {
  const bytes = new Uint8Array(21 * 1024 * 1024)
  bytes.set([0x50, 0x4b, 0x03, 0x04])
  return bytes
}

/**
 * A small zip laid out like a .docx whose `word/document.xml` inflates to 64 MB: a few kilobytes
 * on the wire that would fill the server's memory if it were converted.
 */
export async function zipBomb(): Promise<Uint8Array> {
  const zip = new JSZip()
  zip.file('[Content_Types].xml', '<?xml version="1.0"?><Types/>')
  zip.file('word/document.xml', new Uint8Array(64 * 1024 * 1024).fill(0x20))
  return zip.generateAsync({
    type: 'uint8array',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
  })
}
