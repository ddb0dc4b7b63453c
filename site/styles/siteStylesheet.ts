/**
 * The attribute of the site's stylesheet link. The build writes it with `media="print"`, so it
 * never blocks the first paint: each page carries the rules its own markup needs inline
 * (generator/pageStyles.ts).
 */
export const siteStylesheetAttribute = 'data-site-stylesheet'

/**
 * Applies the whole stylesheet to the screen. Called as the app's script starts, before it
 * renders anything the page's inline rules may not cover (the mobile drawer, a toast, the next
 * page of a client-side navigation). The inline rules come again in the sheet, in the same order,
 * so nothing on screen moves when it applies.
 */
export function applySiteStylesheet(root: ParentNode = document): void {
  for (const link of root.querySelectorAll<HTMLLinkElement>(`link[${siteStylesheetAttribute}]`)) {
    link.media = 'all'
  }
}
