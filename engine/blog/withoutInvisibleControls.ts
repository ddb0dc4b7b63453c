/**
 * Characters that change how text around them is shown while showing nothing themselves:
 *
 * - the bidirectional controls (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069),
 *   which can make `git log` or a file list show a name or a title other than the one stored
 *   (« Trojan Source »);
 * - every other invisible format character (Unicode's Cf: soft hyphens, byte order marks,
 *   invisible operators, tag characters, which can carry hidden text), but the zero-width joiner
 *   and non-joiner, which join an emoji's parts and shape some scripts, and cannot reorder text;
 * - the control characters (Cc) but the line feed and the tab: an escape sequence would run in
 *   the terminal of whoever reads the history.
 */
const INVISIBLE_CONTROLS = /[\p{Cf}\p{Cc}]/gu
const KEPT = new Set(['\n', '\t', '\u200c', '\u200d'])

/**
 * `text` without its invisible controls (see {@link INVISIBLE_CONTROLS}): what every commit
 * message and every file name kept in a post's front matter goes through.
 */
export function withoutInvisibleControls(text: string): string {
  return text.replace(INVISIBLE_CONTROLS, (character) => (KEPT.has(character) ? character : ''))
}
