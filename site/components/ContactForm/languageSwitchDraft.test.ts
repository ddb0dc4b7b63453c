// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { keepDraftOnLanguageSwitch, restoreDraft } from './languageSwitchDraft'

const form = `
  <section id="s">
    <input name="firstName"><input name="lastName"><input name="email"><input name="phone">
    <input name="company"><textarea name="message"></textarea><input type="hidden" name="type" value="general">
  </section>
  <a href="/contact-en" hreflang="en">English</a><a href="/services">Services</a>`

const section = () => document.getElementById('s') as HTMLElement
const field = (name: string) =>
  document.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement

beforeEach(() => {
  sessionStorage.clear()
  document.body.innerHTML = form
})

describe('what was typed in the contact form, across a language switch', () => {
  it('comes along to the page the switch opens, once', () => {
    const stop = keepDraftOnLanguageSwitch(section())
    field('firstName').value = 'Noémie'
    field('message').value = 'Un atelier <b>pour</b> nos gestionnaires'
    document.querySelector<HTMLAnchorElement>('a[hreflang]')?.click()
    stop()

    document.body.innerHTML = form
    restoreDraft(section(), '/contact-en')
    expect(field('firstName').value).toBe('Noémie')
    expect(field('message').value).toBe('Un atelier <b>pour</b> nos gestionnaires')
    expect(field('email').value).toBe('')
    expect(field('type').value).toBe('general')

    document.body.innerHTML = form
    restoreDraft(section(), '/contact-en')
    expect(field('firstName').value).toBe('')
  })

  it('is not kept by another link, nor restored on another page', () => {
    const stop = keepDraftOnLanguageSwitch(section())
    field('firstName').value = 'Noémie'
    document.querySelector<HTMLAnchorElement>('a[href="/services"]')?.click()
    expect(sessionStorage.length).toBe(0)
    document.querySelector<HTMLAnchorElement>('a[hreflang]')?.click()
    stop()
    document.body.innerHTML = form
    restoreDraft(section(), '/services')
    expect(field('firstName').value).toBe('')
    expect(sessionStorage.length).toBe(0)
  })

  it('never overwrites what the page already holds, and ignores what is not a draft', () => {
    sessionStorage.setItem(
      'santra.contactForm.draft',
      JSON.stringify({ path: '/contact-en', values: { firstName: 'A', lastName: 42, type: 'x' } }),
    )
    field('firstName').value = 'Déjà là'
    restoreDraft(section(), '/contact-en')
    expect(field('firstName').value).toBe('Déjà là')
    expect(field('lastName').value).toBe('')
    expect(field('type').value).toBe('general')

    sessionStorage.setItem('santra.contactForm.draft', '{not json')
    expect(() => {
      restoreDraft(section(), '/contact-en')
    }).not.toThrow()
  })
})
