/**
 * The characters that could end a `<script>` element or change how a page's HTML parser reads
 * it (`</script>`, `<!--`, `&`), and the two line separators older JavaScript engines refuse
 * inside string literals. Each is written as a `\uXXXX` escape, which JSON and JavaScript read
 * back as the same character.
 */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g

/** Escapes JSON (or a JavaScript string literal) so it can sit inside a `<script>` element. */
export function escapeForScript(json: string): string {
  return json.replace(
    UNSAFE_IN_SCRIPT,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/**
 * Serializes a value as JSON for a `<script>` element (JSON-LD, data for the page's code). The
 * one way the site writes JSON into a page: whatever a post's title or excerpt holds stays data.
 */
export function jsonForScript(value: unknown): string {
  return escapeForScript(JSON.stringify(value))
}
