import { EventEmitter } from 'node:events'
import type { Browser } from '@playwright/test'
import { describe, expect, it } from 'vitest'
import { budgets, jsBudgetOf, measureRoute, overBudget, type PageWeight } from './pageWeight'

const light: PageWeight = {
  path: '/',
  html: 6,
  js: 80,
  jsFiles: 5,
  css: 9,
  fonts: 40,
  firstPaint: 12,
}

describe('weight budgets', () => {
  it('holds posts to a smaller script budget than content pages', () => {
    expect(jsBudgetOf('/services')).toBe(budgets.js)
    expect(jsBudgetOf('/blog')).toBe(budgets.js)
    expect(jsBudgetOf('/blog/page/2')).toBe(budgets.js)
    expect(jsBudgetOf('/blog/routine-energie-gestionnaire')).toBe(budgets.postJs)
    expect(jsBudgetOf('/blog-en/why-wellness-programs-fade')).toBe(budgets.postJs)
  })

  it('passes a page within every budget', () => {
    expect(overBudget(light)).toEqual([])
  })

  it('names each budget a page passes', () => {
    expect(overBudget({ ...light, js: 111, css: 15.1, fonts: 45.2, firstPaint: 14.1 })).toEqual([
      'JS 111 KB > 110 KB',
      'CSS 15.1 KB > 15 KB',
      'fonts 45.2 KB > 45 KB',
      'HTML + blocking CSS 14.1 KB > 14 KB',
    ])
    expect(overBudget({ ...light, path: '/blog/un-article', js: 96 })).toEqual(['JS 96 KB > 95 KB'])
  })

  it('holds only the home page to the first round trip', () => {
    expect(overBudget({ ...light, path: '/services', firstPaint: 20 })).toEqual([])
  })
})

/**
 * A browser with one page that answers measureRoute's calls. Touching the contact form loads a
 * script whose body ends after the network has gone quiet (600 ms against 500), and reading its
 * size brings one more response (a font that came late): it comes after the last count. Reads
 * fail once the context is closed, as Playwright's do.
 */
function lateResponseBrowser(events: string[]) {
  let closed = false
  const page = new EventEmitter()
  const response = (url: string, type: string, bytes: number, then?: () => void) => ({
    url: () => url,
    finished: async () => {
      await new Promise((resolve) => setTimeout(resolve, then ? 600 : 5))
      // A request cancelled midway: Playwright reports it and has no sizes to give.
      return bytes < 0 ? new Error('net::ERR_ABORTED') : null
    },
    request: () => ({
      resourceType: () => type,
      sizes: async () => {
        then?.()
        await new Promise((resolve) => setTimeout(resolve, 5))
        if (closed || bytes < 0)
          throw new Error('request.sizes: Target page, context or browser has been closed')
        events.push(`read ${url}`)
        return { responseBodySize: bytes }
      },
    }),
  })
  const evaluated = [undefined, [], true]
  Object.assign(page, {
    goto: () => {
      page.emit('response', response('/', 'document', 5000))
      page.emit('response', response('/cancelled.js', 'script', -1))
      return Promise.resolve()
    },
    locator: () => ({ waitFor: () => Promise.resolve() }),
    evaluate: () => {
      const result = evaluated.shift()
      if (result === true) {
        const late = () => page.emit('response', response('/font.woff2', 'font', 20_000))
        page.emit('response', response('/form.js', 'script', 30_000, late))
      }
      return Promise.resolve(result)
    },
  })
  const context = {
    // The speculation rules are blocked so that a page is weighed alone: nothing to block here.
    route: () => Promise.resolve(),
    newPage: () => Promise.resolve(page),
    close: () => {
      closed = true
      events.push('close')
      return Promise.resolve()
    },
  }
  return { newContext: () => Promise.resolve(context) } as unknown as Browser
}

describe('a route measured', () => {
  it('reads every response before closing the page, a late one included, a failed one as 0', async () => {
    const events: string[] = []
    const weight = await measureRoute(lateResponseBrowser(events), 'http://localhost/')
    // The cancelled script weighs nothing; the form's script counts once the form is touched.
    expect(weight).toMatchObject({ path: '/', html: 4.9, js: 0, jsAfterTouch: 29.3 })
    expect(events.at(-1)).toBe('close')
    expect(events).toContain('read /font.woff2')
  })
})
