/**
 * `text` without the slashes it ends with. A loop, not `replace(/\/+$/, '')`: that pattern is tried
 * from every slash of a run that does not reach the end, so a request path of 100,000 slashes then
 * one letter costs 100,000² steps (about 170 ms a request); this loop reads each character once.
 * It serves request paths, store paths and site addresses alike, in Node, the Worker and the page.
 */
export function trimTrailingSlashes(text: string): string {
  let end = text.length
  while (end > 0 && text.charCodeAt(end - 1) === SLASH) end--
  return end === text.length ? text : text.slice(0, end)
}

const SLASH = '/'.charCodeAt(0)
