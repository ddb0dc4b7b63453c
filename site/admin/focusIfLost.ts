/**
 * After an action whose button was disabled while it ran (or left the page with its answer), the
 * browser has moved the keyboard focus to the page itself: the next Tab starts from the top and a
 * screen reader says nothing. This brings it to `target` (an element with `tabIndex={-1}`), the
 * thing the action changed, scrolled into sight if it moved (a new date reorders the list); focus
 * that is still somewhere on the page is left where it is. `options` as `HTMLElement.focus` takes them.
 */
export function focusIfLost(target: HTMLElement | null, options?: FocusOptions): void {
  const current = document.activeElement
  if (target && (current === null || current === document.body)) {
    target.focus(options)
  }
}

/**
 * The heading of one of the admin's sections (`<Section id focusTarget>`): where the focus goes
 * once what held it is gone (the passphrase form, a deleted post, a restored one).
 */
export function sectionTitle(sectionId: string): HTMLElement | null {
  return document.getElementById(`${sectionId}-title`)
}
