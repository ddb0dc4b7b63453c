import { describe, expect, it } from 'vitest'
import { wordDocumentId } from './wordDocumentId.ts'

const settings = (inner: string) =>
  `<?xml version="1.0"?><w:settings xmlns:w14="x" xmlns:w15="y">${inner}</w:settings>`

describe('wordDocumentId', () => {
  it('reads Word 2013’s GUID first, else Word 2010’s eight digits, in capitals', () => {
    expect(
      wordDocumentId(
        settings(
          '<w14:docId w14:val="35FF7762"/><w15:docId w15:val="{8f203836-4f5d-44ed-b6b0-277bcc6f2e80}"/>',
        ),
      ),
    ).toBe('8F203836-4F5D-44ED-B6B0-277BCC6F2E80')
    expect(wordDocumentId(settings('<w14:docId w14:val="35ff7762"/>'))).toBe('35FF7762')
  })

  it('has none for a document without one, or with something else in its place', () => {
    expect(wordDocumentId(undefined)).toBeUndefined()
    expect(wordDocumentId(settings('<w:zoom w:percent="100"/>'))).toBeUndefined()
    expect(wordDocumentId(settings('<w15:docId w15:val="../../etc"/>'))).toBeUndefined()
  })
})
