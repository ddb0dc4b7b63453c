import { SaxesParser } from 'saxes'

/**
 * Deeper than any document Word writes (its deepest parts, a table in a text box in a table,
 * stay under 40 levels; the corpus's deepest is under 30), shallow enough that mammoth's
 * recursive reader never runs out of stack.
 */
const MAX_XML_DEPTH = 256

/** Why a part is not the XML mammoth may be given. */
export type XmlPartProblem = 'malformed' | 'doctype' | 'too-deep'

/**
 * Checks that `text` is well-formed XML, without a document type declaration (Word never writes
 * one; it could declare entities) and at most {@link MAX_XML_DEPTH} elements deep, in one
 * linear pass (saxes, a streaming parser: a few milliseconds per hundred kilobytes). mammoth's
 * own parser is not linear on malformed input: 30 KB of `<a` took it 15.9 s. Returns the
 * problem found, or `undefined` when the part is sound.
 */
export function checkXmlPart(text: string): XmlPartProblem | undefined {
  const parser = new SaxesParser({ position: false })
  let problem: XmlPartProblem | undefined
  let depth = 0
  parser.on('doctype', () => {
    problem ??= 'doctype'
  })
  // saxes reports an empty element (`<a/>`) as an opening and a closing tag.
  parser.on('opentag', () => {
    depth += 1
    if (depth > MAX_XML_DEPTH) problem ??= 'too-deep'
  })
  parser.on('closetag', () => {
    depth -= 1
  })
  // Without an error handler saxes throws at the first error: a bad part costs no more than its
  // sound beginning (with one, it would go on and report every following character).
  try {
    parser.write(text).close()
  } catch {
    problem ??= 'malformed'
  }
  return problem
}
