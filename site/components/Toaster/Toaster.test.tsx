// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { i18nFor } from '../../i18n/i18nFor'
import type { Locale } from '../../../engine/siteModel/pageTable'
import { Toaster } from './Toaster'
import { toast } from './toastStore'

function renderToaster(locale: Locale) {
  return render(
    <I18nProvider i18n={i18nFor(locale)}>
      <Toaster />
    </I18nProvider>,
  )
}

afterEach(cleanup)

describe('Toaster', () => {
  it('names its area with the F8 hotkey, in the page language', () => {
    renderToaster('en')
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy()
    cleanup()
    renderToaster('fr')
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy()
  })

  it('shows a notification with its title, text and a named close button', () => {
    renderToaster('fr')
    act(() => {
      toast({
        title: 'Email ouvert!',
        description: 'Votre client email va s’ouvrir avec le message pré-rempli.',
      })
    })
    const item = screen.getByRole('listitem')
    expect(item.textContent).toContain('Email ouvert!')
    expect(item.textContent).toContain('Votre client email va s’ouvrir avec le message pré-rempli.')
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }))
    expect(screen.queryByText('Email ouvert!')).toBeNull()
  })

  it('reads its close button in English on English pages', () => {
    renderToaster('en')
    act(() => {
      toast({ title: 'Error', description: 'Upload failed', variant: 'destructive' })
    })
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy()
  })
})
