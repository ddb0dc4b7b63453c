// The package ships no types; this is the one export the converter uses.
declare module '@joplin/turndown-plugin-gfm' {
  import type TurndownService from 'turndown'

  /** Adds tables, strikethrough and task lists to a Turndown service. */
  export function gfm(service: TurndownService): void
}
