/*
 * How a page gets its styles without a render-blocking request: its critical CSS inline in the
 * head (criticalCss.ts), and the site's stylesheet fetched as `media="print"`, which never blocks
 * the first paint. The module script applies the whole sheet (site/styles/siteStylesheet.ts) for
 * what it renders next: drawers, toasts, pages reached by client-side navigation. Without
 * scripts, a `<noscript>` link loads it as usual. No inline script or event handler: the page's
 * Content-Security-Policy allows none but the build's own hashed scripts.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { siteStylesheetAttribute } from '../site/styles/siteStylesheet.ts'
import { criticalCss, type ParsedSheet, parseSheet } from './criticalCss.ts'

/** What a page template's styles become. */
export interface DeferredStyles {
  /** The template with its stylesheet link deferred. */
  template: string
  /** The stylesheet's path (`/assets/style-x.css`). */
  href: string
  /** The deferred link, before which each page's `<style>` goes. */
  link: string
}

const stylesheetLink = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"[^>]*>/g

/**
 * Swaps the template's one stylesheet link for a deferred one and its `<noscript>` fallback.
 *
 * @throws {Error} when the template has no stylesheet link or more than one
 */
export function deferStylesheet(template: string): DeferredStyles {
  const links = [...template.matchAll(stylesheetLink)]
  const [found] = links
  if (links.length !== 1 || found?.[1] === undefined) {
    throw new Error(
      `The page template has ${links.length} stylesheet links; the build inlines critical CSS for exactly one.`,
    )
  }
  const href = found[1]
  const link = `<link rel="stylesheet" href="${href}" media="print" ${siteStylesheetAttribute}>`
  const fallback = `<noscript><link rel="stylesheet" href="${href}"></noscript>`
  return { template: template.replace(found[0], () => `${link}${fallback}`), href, link }
}

/**
 * Preload hints for the fonts the stylesheet declares (Inter and Fraunces, each cut to the site's
 * characters). Every page's first screen uses both; declared only in CSS, they would be asked for
 * once the styles are laid out, and the text would shift when they came.
 */
export function fontPreloads(sheetText: string): string {
  const fonts = [...sheetText.matchAll(/url\(\s*['"]?(\/[^'")\s]+\.woff2)['"]?\s*\)/g)]
  return [...new Set(fonts.map((match) => match[1] ?? ''))]
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('')
}

/** The text of a page's inline `<style>`: the rules its markup can match. */
function pageStyleText(sheet: ParsedSheet, html: string): string {
  const css = criticalCss(sheet, html)
  // The sheet is the build's own; this only guards the element's end against a future rule.
  if (/<\/style/i.test(css))
    throw new Error('A rule of the stylesheet holds "</style"; the build stops here.')
  return css
}

/**
 * The critical-CSS step of a build: defers the template's stylesheet and reads it once, then
 * gives each page its `<style>`, placed just before the deferred link. Pages with the same
 * classes share the same text, computed once.
 *
 * @param clientDir the client build, where the stylesheet the template links to lies
 */
export async function criticalStyles(clientDir: string, pageTemplate: string) {
  const styles = deferStylesheet(pageTemplate)
  const sheetText = await readFile(path.join(clientDir, styles.href), 'utf8')
  // Inline, a relative url() would resolve against the page instead of the stylesheet.
  const relative = /url\((?!\s*['"]?(?:[/'"]|data:))[^()]*\)/.exec(sheetText)
  if (relative)
    throw new Error(`The stylesheet has a relative ${relative[0]}; the build stops here.`)
  const sheet = parseSheet(sheetText)
  const byClasses = new Map<string, string>()
  const preloads = fontPreloads(sheetText)
  return {
    template: styles.template.replace(styles.link, () => `${preloads}${styles.link}`),
    /**
     * The page with its `<style>` in the head.
     *
     * @throws {Error} when the page holds any other `<style>` element
     */
    inline(page: string, html: string): string {
      const key = [...new Set(html.match(/\sclass="[^"]*"/g) ?? [])].sort().join('')
      let style = byClasses.get(key)
      if (style === undefined) {
        style = pageStyleText(sheet, html)
        byClasses.set(key, style)
      }
      if (!html.includes(styles.link)) {
        throw new Error('The page lost its deferred stylesheet link; the build stops here.')
      }
      const text = style
      const styled = html.replace(styles.link, () => `<style>${text}</style>${styles.link}`)
      assertOnlyBuildStyles(page, styled, [text])
      return styled
    },
  }
}

const styleElement = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi

/**
 * Fails when a page holds a `<style>` element other than the one the build wrote: post content
 * or a component must never reach the page's head as CSS.
 */
function assertOnlyBuildStyles(page: string, html: string, buildStyles: readonly string[]) {
  for (const [, text = ''] of html.matchAll(styleElement)) {
    if (!buildStyles.includes(text)) {
      throw new Error(
        `${page}: a <style> element that the build did not write (${JSON.stringify(text.slice(0, 80))}); the build stops here.`,
      )
    }
  }
}
