/** The spec's delay before scrolling, so the new page or view has painted. */
export const SCROLL_DELAY_MS = 100
