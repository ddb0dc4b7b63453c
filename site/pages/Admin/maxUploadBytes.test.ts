import { expect, it } from 'vitest'
import { MAX_DOCUMENT_BYTES } from '../../../blog/docx/checkWordDocument'
import { MAX_UPLOAD_BYTES } from './maxUploadBytes'

it('refuses in the browser exactly what the server refuses', () => {
  expect(MAX_UPLOAD_BYTES).toBe(MAX_DOCUMENT_BYTES)
})
