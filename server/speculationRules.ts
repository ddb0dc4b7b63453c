import type { Env, Hono, MiddlewareHandler } from 'hono'
import { REVALIDATE_CACHE_CONTROL } from './cachePolicy'

/*
 * Speculation Rules: the browser starts the page a visitor is about to open (a hover of about
 * 200 ms, or a pointer down) and shows it at once on the click. They come by header, from a file
 * the servers answer themselves, so the page holds no inline rules and its strict
 * Content-Security-Policy stays as it is. Browsers without them ignore the header.
 */

/** Where the rules are served, on the Node server and the edge worker alike. */
export const SPECULATION_RULES_PATH = '/speculation-rules.json'

/** The rules' own media type: a browser ignores rules served as anything else. */
const SPECULATION_RULES_TYPE = 'application/speculationrules+json'

/**
 * Prerender any link of the site on intent (`moderate`), except the admin (it asks for the
 * passphrase and writes), the API, files, and links marked not to follow. (Patterns are
 * URLPattern's: `{/*}?` is « and anything below ».)
 */
const speculationRules = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/admin{/*}?' } },
          { not: { href_matches: '/api{/*}?' } },
          // A file (a name with a dot: feeds, images) is no page to show.
          { not: { href_matches: '/*.*' } },
          { not: { selector_matches: '[rel~="nofollow"], [download]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const

/** Serves the rules file on `app`. */
export function serveSpeculationRules<E extends Env>(app: Hono<E>): void {
  app.get(SPECULATION_RULES_PATH, (c) =>
    c.body(JSON.stringify(speculationRules), 200, {
      'Content-Type': SPECULATION_RULES_TYPE,
      'Cache-Control': REVALIDATE_CACHE_CONTROL,
    }),
  )
}

/** Points every page (an HTML answer) to the rules. */
export const speculationRulesHeader: MiddlewareHandler = async (c, next) => {
  await next()
  if (c.res.headers.get('Content-Type')?.startsWith('text/html')) {
    c.header('Speculation-Rules', `"${SPECULATION_RULES_PATH}"`)
  }
}
