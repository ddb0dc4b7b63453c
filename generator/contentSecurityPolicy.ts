import { createHash } from 'node:crypto'
import { pagePolicy } from '../engine/index.ts'
import { escapeForScript } from '../site/security/jsonForScript.ts'

/**
 * The inline scripts the build itself writes into a page, rebuilt from the build's own data
 * rather than read from the page: the router's hydration data (the page's loader data, which
 * vite-react-ssg also writes to `static-loader-data/`) and the build's hash. Their text is what
 * react-router and vite-react-ssg print; a difference fails the build in
 * {@link withContentSecurityPolicy}, never widens the policy.
 *
 * @param loaderDataJson the page's loader data as the build wrote it (JSON)
 */
export function buildInlineScripts(buildHash: string, loaderDataJson: string): string[] {
  if (!/^[a-z\d]+$/i.test(buildHash)) throw new Error(`Unexpected build hash: ${buildHash}`)
  const hydrationData = `{"loaderData":${loaderDataJson},"actionData":null,"errors":null}`
  return [
    `window.__staticRouterHydrationData = JSON.parse(${escapeForScript(JSON.stringify(hydrationData))});`,
    `window.__VITE_REACT_SSG_HASH__ = '${buildHash}'`,
  ]
}

/** A CSP source for a script's text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`
}

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/**
 * Fails when the page holds an inline script other than the ones the build wrote, or JSON-LD
 * that is not JSON: either would mean page content escaped its element.
 */
function assertOnlyBuildScripts(page: string, html: string, buildScripts: readonly string[]) {
  for (const [, attributes = '', text = ''] of html.matchAll(scriptElement)) {
    if (/\ssrc=/i.test(attributes)) continue
    if (/\stype="application\/ld\+json"/i.test(attributes)) {
      try {
        JSON.parse(text)
        continue
      } catch {
        throw new Error(`${page}: a JSON-LD script is not valid JSON; the build stops here.`)
      }
    }
    if (!buildScripts.includes(text)) {
      throw new Error(
        `${page}: an inline script that the build did not write (${JSON.stringify(text.slice(0, 80))}); the build stops here.`,
      )
    }
  }
}

/**
 * Adds the page policy as a `<meta http-equiv>` right after the charset of a page. Only the
 * build's own scripts are hashed; the page is read only to check that it holds no other.
 */
export function withContentSecurityPolicy(
  page: string,
  html: string,
  buildScripts: readonly string[],
): string {
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')
  assertOnlyBuildScripts(page, withoutOld, buildScripts)
  const policy = pagePolicy(buildScripts.map(scriptHash))
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`
  return withoutOld.replace(/<meta charset="UTF-8">/i, (charset) => `${charset}${meta}`)
}
