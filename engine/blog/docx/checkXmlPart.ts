import { SaxesParser, type SaxesTagPlain } from 'saxes'

/**
 * Deeper than any document Word writes (its deepest parts, a table in a text box in a table,
 * stay under 40 levels; the corpus's deepest is under 30), shallow enough that mammoth's
 * recursive reader never runs out of stack.
 */
const MAX_XML_DEPTH = 256

/** Why a part is not the XML mammoth may be given. */
export type XmlPartProblem = 'malformed' | 'doctype' | 'too-deep'

/** What a reader of XML follows; saxes reports an empty element (`<a/>`) as an opening and a closing. */
interface XmlEvents {
  open?: (tag: SaxesTagPlain) => void
  close?: (tag: SaxesTagPlain) => void
  /** Text and CDATA, their entities decoded. */
  text?: (text: string) => void
  doctype?: () => void
}

/**
 * Reads XML in one linear pass (saxes, a streaming parser: a few milliseconds per hundred
 * kilobytes), handing its events over as they come. Returns whether the text is well-formed XML:
 * a part that is not gives the events read before the fault, and no more (without an error
 * handler saxes throws at the first error, so a bad part costs no more than its sound beginning).
 */
export function readXml(text: string, on: XmlEvents): boolean {
  const parser = new SaxesParser<{ xmlns: false; position: false }>({
    xmlns: false,
    position: false,
  })
  if (on.open) parser.on('opentag', on.open)
  if (on.close) parser.on('closetag', on.close)
  if (on.text) {
    parser.on('text', on.text)
    parser.on('cdata', on.text)
  }
  if (on.doctype) parser.on('doctype', on.doctype)
  try {
    parser.write(text).close()
    return true
  } catch {
    return false
  }
}

/**
 * Checks that `text` is well-formed XML, without a document type declaration (Word never writes
 * one; it could declare entities) and at most {@link MAX_XML_DEPTH} elements deep. mammoth's
 * own parser is not linear on malformed input: 30 KB of `<a` took it 15.9 s. Returns the
 * problem found, or `undefined` when the part is sound.
 */
export function checkXmlPart(text: string): XmlPartProblem | undefined {
  let problem: XmlPartProblem | undefined
  let depth = 0
  const wellFormed = readXml(text, {
    doctype: () => (problem ??= 'doctype'),
    open: () => {
      depth += 1
      if (depth > MAX_XML_DEPTH) problem ??= 'too-deep'
    },
    close: () => (depth -= 1),
  })
  return wellFormed ? problem : (problem ?? 'malformed')
}
