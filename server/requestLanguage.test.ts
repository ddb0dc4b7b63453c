import { expect, it } from 'vitest'
import { requestLanguage } from './requestLanguage'

it.each([
  [undefined, 'fr'],
  ['', 'fr'],
  ['en-CA,en;q=0.9', 'en'],
  ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
  ['de-DE,en;q=0.7,fr;q=0.8', 'fr'],
  ['de-DE,fr;q=0.5,en;q=0.8', 'en'],
  ['en;q=0,fr;q=0.1', 'fr'],
  ['es', 'fr'],
] as const)('Accept-Language %j gives %s', (header, language) => {
  expect(requestLanguage(header)).toBe(language)
})
