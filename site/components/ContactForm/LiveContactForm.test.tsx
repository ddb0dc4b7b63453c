// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18nFor } from '../../i18n/i18nFor'
import { PageContext } from '../../i18n/LocaleContext'
import { openMailClient } from '../../mail/openMailClient'
import type { Locale } from '../../../engine/siteModel/pageTable'
import { useToasts } from '../Toaster/toastStore'
import { TooltipProvider } from '../ui/Tooltip'
import { contactFormI18n } from './contactFormI18n'
import { LiveContactForm as ContactForm, type ContactFormProps } from './LiveContactForm'

vi.mock('../../mail/openMailClient', () => ({ openMailClient: vi.fn() }))

// The form's strings, as its code loads them before it shows.
await Promise.all([contactFormI18n(i18nFor('fr')), contactFormI18n(i18nFor('en'))])

/** Shows the notification store beside the form, as the layout's Toaster would. */
function LatestToast() {
  const [latest] = useToasts()
  return latest ? <output>{`${latest.title} ${latest.description ?? ''}`}</output> : null
}

function renderForm(locale: Locale, props: ContactFormProps = {}) {
  return render(
    <PageContext value={{ locale }}>
      <I18nProvider i18n={i18nFor(locale)}>
        <TooltipProvider>
          <ContactForm {...props} />
          <LatestToast />
        </TooltipProvider>
      </I18nProvider>
    </PageContext>,
  )
}

async function fillValid(locale: Locale) {
  const user = userEvent.setup({ delay: null })
  const names =
    locale === 'fr'
      ? ['Prénom', 'Nom', 'Courriel', 'Téléphone', 'Message']
      : ['First name', 'Last name', 'Email', 'Phone', 'Message']
  const values = ['Hélène', 'Roy', 'helene@exemple.ca', '450 555-0101', 'Une conférence en juin ?']
  for (const [index, name] of names.entries()) {
    await user.type(screen.getByRole('textbox', { name }), values[index] ?? '')
  }
  return user
}

afterEach(() => {
  cleanup()
  vi.mocked(openMailClient).mockClear()
})

describe('ContactForm', () => {
  it('uses the page language for its default heading', () => {
    renderForm('fr')
    expect(screen.getByRole('heading', { level: 2, name: 'Appelez-moi' })).toBeTruthy()
    cleanup()
    renderForm('en')
    expect(screen.getByRole('heading', { level: 2, name: 'Call me' })).toBeTruthy()
  })

  it('takes the page’s own heading and description', () => {
    renderForm('fr', {
      title: 'Planifions votre conférence',
      description: 'Dites-moi la date et le public.',
    })
    expect(
      screen.getByRole('heading', { level: 2, name: 'Planifions votre conférence' }),
    ).toBeTruthy()
    expect(screen.getByText('Dites-moi la date et le public.')).toBeTruthy()
  })

  it('writes the page’s request type in the message and opens it once', async () => {
    renderForm('en', { type: 'conference' })
    const user = await fillValid('en')
    await user.click(screen.getByRole('button', { name: 'Prepare my email' }))

    expect(openMailClient).toHaveBeenCalledTimes(1)
    const href = vi.mocked(openMailClient).mock.calls[0]?.[0] ?? ''
    expect(href).toContain(`subject=${encodeURIComponent('Contact from Hélène Roy - Talk')}`)
    expect(decodeURIComponent(href)).toContain('Request type: Talk')
    expect(screen.getByRole('link', { name: 'Open the email again' }).getAttribute('href')).toBe(
      href,
    )
    expect(screen.getByText(/Email opened!/)).toBeTruthy()
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'First name' }).value).toBe('')
  })

  it('opens nothing while a field is wrong, and says which', async () => {
    renderForm('fr', { type: 'diagnostic' })
    const user = await fillValid('fr')
    await user.clear(screen.getByRole('textbox', { name: 'Téléphone' }))
    await user.type(screen.getByRole('textbox', { name: 'Téléphone' }), '450 555')
    await user.click(screen.getByRole('button', { name: 'Préparer mon courriel' }))

    const phone = screen.getByRole('textbox', { name: 'Téléphone' })
    // Validation is asynchronous (the zod resolver): on a busy machine it ends after the click.
    await waitFor(() => {
      expect(phone.getAttribute('aria-invalid')).toBe('true')
    })
    expect(openMailClient).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(phone)
    expect(
      document.getElementById(phone.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toContain('Le numéro de téléphone doit contenir au moins 10\u00a0caractères')

    await user.type(phone, '-0101')
    await act(async () => {
      await user.click(screen.getByRole('button', { name: 'Préparer mon courriel' }))
    })
    expect(openMailClient).toHaveBeenCalledTimes(1)
    expect(decodeURIComponent(vi.mocked(openMailClient).mock.calls[0]?.[0] ?? '')).toContain(
      'Type de demande : Diagnostic',
    )
  })

  it('focuses the first wrong field once, and leaves focus alone while the visitor fixes it', async () => {
    renderForm('fr')
    // Timers are held so that anything the submit leaves on a timer runs only after the
    // first field is fixed: a second, late focus would then jump to the next wrong field.
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      const firstName = screen.getByRole('textbox', { name: 'Prénom' })
      const form = firstName.closest('form')
      if (!form) throw new Error('the field is outside a form')
      fireEvent.submit(form)
      await settle(() => firstName.getAttribute('aria-invalid') === 'true')
      expect(document.activeElement).toBe(firstName)

      fireEvent.change(firstName, { target: { value: 'Luc' } })
      await settle(() => firstName.getAttribute('aria-invalid') === null)
      act(() => {
        vi.runAllTimers()
      })
      expect(document.activeElement).toBe(firstName)
    } finally {
      vi.useRealTimers()
    }
  })
})

/** Lets promises and renders run, without timers, until `done` holds. */
async function settle(done: () => boolean) {
  for (let turn = 0; turn < 100 && !done(); turn += 1) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)))
  }
  expect(done()).toBe(true)
}
