import { describe, expect, it } from 'vitest'
import { excerptOf } from './excerpt.ts'

describe('excerptOf', () => {
  it('keeps a short text whole', () => {
    expect(excerptOf('Un texte  court.\n')).toBe('Un texte court.')
  })

  it('cuts at a word boundary with an ellipsis, within the limit', () => {
    expect(excerptOf('un deux trois quatre', 12)).toBe('un deux…')
    expect(excerptOf('un deux trois quatre', 14)).toBe('un deux trois…')
    expect(excerptOf('un, deux trois', 8)).toBe('un…')
  })

  it('cuts a single overlong word', () => {
    expect(excerptOf('anticonstitutionnellement', 10)).toBe('anticonst…')
  })
})
