/*
 * French spacing, written once: the importer applies it to Word's text ({@link frenchTypography}),
 * the admin to the messages it shows, and the checks of the built pages and of the admin's copy
 * verify it ({@link frenchSpacingProblems}). Both walk the text with the same code and the same
 * rules, so a text the importer spaced is one the checks accept.
 */

/** U+00A0, the no-break space French typography puts before « : » and around the « h » of a time. */
const NO_BREAK_SPACE = '\u00a0'
/** U+202F, the narrow no-break space French typography puts before ; ! ? and inside « ». */
const NARROW_NO_BREAK_SPACE = '\u202f'

/** A mark French spaces, the side its space goes on, and the space it takes. */
export interface SpacingRule {
  /** The marks the rule is about. */
  marks: string
  side: 'before' | 'after' | 'around'
  /** The space the importer writes. */
  space: string
  /** What the checks say of a mark without it. */
  problem: string
}

/** The house style's French spacing (the site's copy follows it too). */
export const FRENCH_SPACING_RULES = {
  highMarks: {
    marks: ';!?',
    side: 'before',
    space: NARROW_NO_BREAK_SPACE,
    problem: 'espace ordinaire ou aucune espace avant ; ! ? (espace fine insécable attendue)',
  },
  colon: {
    marks: ':',
    side: 'before',
    space: NO_BREAK_SPACE,
    problem: 'espace ordinaire ou aucune espace avant : (espace insécable attendue)',
  },
  opening: {
    marks: '«',
    side: 'after',
    space: NARROW_NO_BREAK_SPACE,
    problem: 'espace ordinaire ou aucune espace après « (espace fine insécable attendue)',
  },
  closing: {
    marks: '»',
    side: 'before',
    space: NARROW_NO_BREAK_SPACE,
    problem: 'espace ordinaire ou aucune espace avant » (espace fine insécable attendue)',
  },
  hour: {
    marks: 'h',
    side: 'around',
    space: NO_BREAK_SPACE,
    problem: 'espace ordinaire autour du h d’une heure (espace insécable attendue)',
  },
} as const satisfies Record<string, SpacingRule>

/**
 * The spaces a check accepts where a rule wants one: either no-break space keeps the mark on
 * its word's line. Pages written before the importer put U+00A0 before « : » hold U+202F there.
 */
const ACCEPTED_SPACES: readonly string[] = [NO_BREAK_SPACE, NARROW_NO_BREAK_SPACE]

const SPACES = '[ \\u00a0\\u202f\\t]'
const OPENING = new RegExp(`«${SPACES}*`, 'g')
// Each run of spaces is tried from its start only (the lookbehind): linear on long runs.
const CLOSING = new RegExp(`(?<!${SPACES})${SPACES}*»`, 'g')
const HIGH_MARKS = new RegExp(`(?<!${SPACES})(${SPACES}*)([;:!?]+)`, 'g')
/**
 * The « h » of a time or a duration between numbers, typed with spaces: « 8 h », « 14 h 30 »,
 * « 1,5 h ». A number glued to a sign of an address or a ratio (`/8 h`, `=8 h`, `8:30 h`) is not
 * one. A « h » typed glued (« 8h30 ») is left as typed: only a space the author typed is changed.
 */
const HOUR = new RegExp(
  `(?<![\\p{L}\\d/.:_@#=&%+])(\\d+)(${SPACES}+)h(?:(${SPACES}+)(\\d\\d))?(?![\\p{L}\\d])`,
  'gu',
)
/** What may stand right before a mark typed without its space: a word, a number, a closing sign. */
const GLUED_AFTER = /[\p{L}\p{N}»)\]’”"'…%]/u
/**
 * A mark glued to what precedes it and followed by one of these is part of a technical token,
 * not a sentence: `host:8080`, `8:30`, `https://`, `mailto:x`, `C:\`, `std::map`, `fe80::1`,
 * `a?b=1`, `!=`. Prose puts a space, a closing sign or nothing after its marks.
 */
const TECHNICAL_NEXT = /[\p{L}\p{N}/\\=&#%@~[_:;!?-]/u
/**
 * Addresses inside which nothing is respaced (web, mail, telephone and `data:` URLs), up to the
 * next space, and `&amp;`-like text. A
 * scheme or a mail address is looked for from the start of its run of letters only (the
 * lookbehinds), so a long word without `://` or `@` is read once, not once per letter.
 */
const ADDRESS =
  /(?:(?<![a-z0-9+.-])[0-9+.-]*[a-z][a-z0-9+.-]*:\/\/|www\.|mailto:|tel:|\bdata:)\S*|(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+|&#?\w+;/giu
/** What every {@link ADDRESS} holds: text without any of these has no address to look for. */
const ADDRESS_SIGN = /:\/\/|www\.|mailto:|tel:|data:|@|&/i
/** The only characters French spacing changes or spaces, and the start of a time's « h ». */
const FRENCH_MARKS = new RegExp(`[«»;:!?]|\\d${SPACES}+h`)

/** A place where a rule applies: the spaces found there, and the text they are in. */
interface SpacingSite {
  rule: SpacingRule
  spaces: string
  /** Where the spaces start in `text`. */
  offset: number
  text: string
}

/**
 * Walks one run of text as French spacing reads it and gives each place where a rule applies to
 * `visit`, which returns what goes there (the rule's space, when fixing). Technical tokens are no
 * such place: web and mail addresses, times (8:30), ports (host:8080), file paths (C:\), `::` and
 * IPv6 addresses (see {@link TECHNICAL_NEXT}); the spaces around a time's « h » are one
 * ({@link HOUR}). `before` is the character preceding the run in
 * the document (text is split by bold, links...), so a run starting with `!` still knows what it
 * follows. Returns the text with `visit`'s answers in place.
 */
function walkSpacing(text: string, before: string, visit: (site: SpacingSite) => string): string {
  const context = before.slice(-1)
  // Most runs of text hold no mark at all (and follow no «, whose space they would start): they
  // are returned as they are, without a regex pass.
  if (context !== '«' && !FRENCH_MARKS.test(text)) return text
  const { opening, closing, colon, highMarks, hour } = FRENCH_SPACING_RULES
  const spaced = (context + text)
    .replace(
      OPENING,
      (match: string, offset: number, all: string) =>
        `«${visit({ rule: opening, spaces: match.slice(1), offset: offset + 1, text: all })}`,
    )
    .replace(CLOSING, (match: string, offset: number, all: string) =>
      // A » opening the run after a space that belongs to the previous run: leave it be.
      offset === 0 && context !== '' && match === '»'
        ? match
        : `${visit({ rule: closing, spaces: match.slice(0, -1), offset, text: all })}»`,
    )
  // Found after the guillemets are spaced, so the offsets match the text the marks are in; only
  // looked for once a mark needs it, and only in text that can hold an address.
  let ranges: (readonly [number, number])[] | undefined
  const insideAddress = (offset: number) => {
    ranges ??= ADDRESS_SIGN.test(spaced)
      ? [...spaced.matchAll(ADDRESS)].map(
          (match) => [match.index, match.index + match[0].length] as const,
        )
      : []
    return ranges.some(([start, end]) => offset >= start && offset < end)
  }
  return spaced
    .replace(
      HIGH_MARKS,
      (match: string, spaces: string, marks: string, offset: number, all: string) => {
        const previous = all[offset - 1]
        const next = all[offset + match.length]
        // Nothing before and no space typed: the run may continue a word of the previous one.
        if (previous === undefined && spaces === '') return match
        if (spaces === '' && previous !== undefined && !GLUED_AFTER.test(previous)) return match
        if (spaces === '' && next !== undefined && TECHNICAL_NEXT.test(next)) return match
        if (insideAddress(offset + spaces.length)) return match
        const rule = marks.startsWith(':') ? colon : highMarks
        return visit({ rule, spaces, offset, text: all }) + marks
      },
    )
    .replace(
      HOUR,
      (
        _match: string,
        hours: string,
        spacesBefore: string,
        spacesAfter: string | undefined,
        minutes: string | undefined,
        offset: number,
        all: string,
      ) => {
        const beforeAt = offset + hours.length
        const time = `${hours}${visit({ rule: hour, spaces: spacesBefore, offset: beforeAt, text: all })}h`
        if (spacesAfter === undefined || minutes === undefined) return time
        const afterAt = beforeAt + spacesBefore.length + 1
        return `${time}${visit({ rule: hour, spaces: spacesAfter, offset: afterAt, text: all })}${minutes}`
      },
    )
    .slice(context.length)
}

/**
 * Applies French spacing to one run of text: each mark of {@link FRENCH_SPACING_RULES} gets its
 * rule's space, replacing whatever space (or none) the author typed. Code never reaches this
 * function: the Markdown writer passes it through untouched.
 *
 * @param before the character before the run in its paragraph, if any (see {@link walkSpacing})
 */
export function frenchTypography(text: string, before = ''): string {
  return walkSpacing(text, before, ({ rule }) => rule.space)
}

/** A mark whose space is missing or ordinary, with the text around it. */
export interface SpacingProblem {
  problem: string
  /** A few words around the mark, as the text reads after the guillemets' spaces. */
  excerpt: string
}

/**
 * Where one French text breaks {@link FRENCH_SPACING_RULES}: each place {@link frenchTypography}
 * would space holds neither no-break space. What frenchTypography wrote has no problem.
 */
export function frenchSpacingProblems(text: string): SpacingProblem[] {
  const problems: SpacingProblem[] = []
  walkSpacing(text, '', ({ rule, spaces, offset, text: all }) => {
    if (!ACCEPTED_SPACES.includes(spaces)) {
      const start = Math.max(0, offset - 30)
      problems.push({ problem: rule.problem, excerpt: all.slice(start, offset + 30) })
    }
    return rule.space
  })
  // Rule by rule, as the checks list them, then in the order of the text.
  const order: string[] = Object.values(FRENCH_SPACING_RULES).map((rule) => rule.problem)
  return problems.sort((a, b) => order.indexOf(a.problem) - order.indexOf(b.problem))
}
