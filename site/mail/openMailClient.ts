/**
 * Opens a `mailto:` link in the visitor's mail client without leaving the page.
 *
 * A temporary anchor is clicked rather than `window.location` assigned: with no mail client
 * registered, assigning `location` can swap the page for an error screen, while a link click
 * simply does nothing. The anchor is attached for the click so the event bubbles like a real one.
 */
export function openMailClient(href: string): void {
  const link = document.createElement('a')
  link.href = href
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
}
