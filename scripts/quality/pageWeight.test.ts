import { describe, expect, it } from 'vitest'
import { budgets, jsBudgetOf, overBudget, type PageWeight } from './pageWeight'

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
