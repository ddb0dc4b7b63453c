/**
 * A page's code that no longer exists on the server: the site was deployed again since this tab
 * loaded it (each publication redeploys). The browser's own wording differs from one engine to
 * the next.
 */
export function isStaleCodeError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|module script failed|Importing a module script/i.test(
      error.message,
    )
  )
}

const reloadedKey = (path: string) => `santra:reloaded:${path}`

/**
 * Loads the page afresh when its code has gone with a new deployment, once per path and tab
 * session, so a page that keeps failing never reloads in a loop. True when it reloads.
 */
export function reloadOnceForStaleCode(
  error: unknown,
  path: string,
  reload = () => {
    window.location.reload()
  },
): boolean {
  if (!isStaleCodeError(error)) return false
  try {
    if (sessionStorage.getItem(reloadedKey(path))) return false
    sessionStorage.setItem(reloadedKey(path), '1')
  } catch {
    // Without storage there is no way to know it already reloaded: never reload, never loop.
    return false
  }
  reload()
  return true
}
