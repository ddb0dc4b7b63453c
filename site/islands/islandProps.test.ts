import { describe, expect, it } from 'vitest'
import { contactFormProps } from './islandProps'

describe("the contact form's props on its island", () => {
  it('are read back as the page wrote them', () => {
    const props = { type: 'services', title: 'Parlons-en', description: 'Une heure.', id: 'x' }
    expect(contactFormProps(JSON.stringify(props))).toEqual(props)
    expect(contactFormProps('{}')).toEqual({})
  })

  it.each([
    ['no attribute', undefined],
    ['not JSON', '{type:'],
    ['not an object', '["general"]'],
    ['null', 'null'],
    ['an unknown type', '{"type":"sales"}'],
    ['a title that is not text', '{"title":{"__html":"<b>x</b>"}}'],
    ['an unknown key', '{"dangerouslySetInnerHTML":{"__html":"<img>"}}'],
  ])('are refused when they are %s', (_case, json) => {
    expect(contactFormProps(json)).toBeUndefined()
  })
})
