// @vitest-environment jsdom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FormControls } from './FormControls'

const form = (
  <form>
    <FormControls>
      <input name="firstName" />
      <button type="submit">Envoyer</button>
    </FormControls>
  </form>
)

describe('form controls', () => {
  it('are disabled in the pre-rendered page, and enabled once React has hydrated it', async () => {
    const html = renderToString(form)
    expect(html).toMatch(/<fieldset[^>]*disabled=""/)

    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const fieldset = container.querySelector('fieldset')
    expect(fieldset?.disabled).toBe(true)

    // React's act() needs to know it runs in a test environment.
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    await act(async () => {
      hydrateRoot(container, form)
      await Promise.resolve()
    })
    expect(container.querySelector('fieldset')).toBe(fieldset)
    expect(fieldset?.disabled).toBe(false)
  })
})
