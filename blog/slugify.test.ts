import { describe, expect, it } from 'vitest'
import { slugify, uniqueSlug } from './slugify.ts'

describe('slugify', () => {
  it('folds accents, ligatures and punctuation into lowercase words joined by hyphens', () => {
    expect(slugify('L’été, ça s’organise\u202f!')).toBe('l-ete-ca-s-organise')
    expect(slugify('Cœur & Âme : «\u202fSANTRA\u202f» 2026')).toBe('coeur-et-ame-santra-2026')
  })

  it('never returns an empty slug and cuts long ones at a hyphen', () => {
    expect(slugify('«\u202f!\u202f»')).toBe('article')
    const long = slugify('mot '.repeat(40))
    expect(long.length).toBeLessThanOrEqual(80)
    expect(long).toMatch(/^mot(-mot)+$/)
  })
})

describe('uniqueSlug', () => {
  it('adds -2, -3 until the slug is free', () => {
    const taken = new Set(['sante', 'sante-2'])
    expect(uniqueSlug('sante', (slug) => taken.has(slug))).toBe('sante-3')
    expect(uniqueSlug('travail', (slug) => taken.has(slug))).toBe('travail')
  })
})
