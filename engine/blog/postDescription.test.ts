import { describe, expect, it } from 'vitest'
import { DESCRIPTION_MAX_LENGTH, postDescription } from './postDescription.ts'

const longText =
  'La fatigue organisationnelle ne se voit pas dans un tableau de bord : elle se lit dans les réunions qui s’étirent, les courriels envoyés tard le soir et les projets qui avancent moins vite, sans que personne ne sache dire pourquoi.'

describe('postDescription', () => {
  it('uses the excerpt when there is one', () => {
    expect(postDescription('  Trois signaux à surveiller.  ', longText)).toBe(
      'Trois signaux à surveiller.',
    )
  })

  it('falls back to the first 155 characters of the text, cut after a word', () => {
    const description = postDescription(undefined, longText)
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH)
    expect(description.length).toBeGreaterThan(140)
    expect(description.endsWith('…')).toBe(true)
    expect(longText.startsWith(description.slice(0, -1))).toBe(true)
    expect(longText.charAt(description.length - 1)).toMatch(/[\s,]/)
  })

  it('treats a blank excerpt as missing and keeps a short text whole', () => {
    expect(postDescription('   ', 'Un texte court.')).toBe('Un texte court.')
    expect(postDescription(undefined, 'x'.repeat(DESCRIPTION_MAX_LENGTH))).toHaveLength(
      DESCRIPTION_MAX_LENGTH,
    )
  })

  it('cuts a text without spaces at the limit', () => {
    const description = postDescription(undefined, 'x'.repeat(400))
    expect(description).toBe(`${'x'.repeat(DESCRIPTION_MAX_LENGTH - 1)}…`)
  })
})
