/**
 * Hands an article's HTML from its route loader to its component during pre-rendering, outside
 * the loader data (which the router would also serialise into the page and a JSON file). Only
 * the server fills it; the browser reads the body from the page or fetches it. The loader leaves
 * a function, not the HTML: the build runs every loader to tell which pages changed, and renders
 * the Markdown only of the articles whose page it actually draws.
 */
const bodies = new Map<string, () => string>()

/** The article bodies of this build, by article path. */
export const postBodyStore = {
  set(path: string, html: () => string): void {
    bodies.set(path, html)
  },
  get(path: string): string | undefined {
    return bodies.get(path)?.()
  },
}
