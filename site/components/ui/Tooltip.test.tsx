// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, Tooltip, TooltipProvider } from './Tooltip'

function renderTwo() {
  render(
    <TooltipProvider>
      <Tooltip content="Partager cet article">
        <button type="button">Partager</button>
      </Tooltip>
      <Tooltip content="Lire cette page en anglais">
        <a href="/en">English</a>
      </Tooltip>
    </TooltipProvider>,
  )
  return {
    share: screen.getByRole('button', { name: 'Partager' }),
    english: screen.getByRole('link', { name: 'English' }),
  }
}

const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

describe('Tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  it('shows on hover after the delay, describes its control, and hides on leaving', () => {
    const { share } = renderTwo()
    fireEvent.pointerEnter(share, { pointerType: 'mouse' })
    advance(TOOLTIP_DELAY_MS - 50)
    expect(screen.queryByRole('tooltip')).toBeNull()
    advance(50)
    const tooltip = screen.getByRole('tooltip')
    expect(tooltip.textContent).toBe('Partager cet article')
    expect(share.getAttribute('aria-describedby')).toBe(tooltip.id)
    // The control keeps its own name.
    expect(screen.getByRole('button', { name: 'Partager' })).toBe(share)
    fireEvent.pointerLeave(share, { pointerType: 'mouse' })
    expect(screen.queryByRole('tooltip')).toBeNull()
    expect(share.hasAttribute('aria-describedby')).toBe(false)
  })

  it('skips the delay for the next control within the skip delay, not after it', () => {
    const { share, english } = renderTwo()
    fireEvent.pointerEnter(share, { pointerType: 'mouse' })
    advance(TOOLTIP_DELAY_MS)
    fireEvent.pointerLeave(share, { pointerType: 'mouse' })
    fireEvent.pointerEnter(english, { pointerType: 'mouse' })
    expect(screen.getByRole('tooltip').textContent).toBe('Lire cette page en anglais')
    fireEvent.pointerLeave(english, { pointerType: 'mouse' })
    advance(TOOLTIP_SKIP_DELAY_MS + 10)
    fireEvent.pointerEnter(share, { pointerType: 'mouse' })
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('opens at once on keyboard focus, closes with Escape, and never on touch', () => {
    const { share, english } = renderTwo()
    fireEvent.focus(share)
    expect(screen.getByRole('tooltip').textContent).toBe('Partager cet article')
    fireEvent.keyDown(share, { key: 'Escape' })
    expect(screen.queryByRole('tooltip')).toBeNull()
    fireEvent.pointerEnter(english, { pointerType: 'touch' })
    advance(TOOLTIP_DELAY_MS * 2)
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it('stays closed when a click brings the focus, and keeps the control’s own handlers', () => {
    const onFocus = vi.fn()
    render(
      <Tooltip content="Copier le message">
        <button type="button" onFocus={onFocus}>
          Copier
        </button>
      </Tooltip>,
    )
    const copy = screen.getByRole('button', { name: 'Copier' })
    fireEvent.pointerDown(copy, { pointerType: 'mouse' })
    fireEvent.focus(copy)
    expect(onFocus).toHaveBeenCalledOnce()
    expect(screen.queryByRole('tooltip')).toBeNull()
  })
})
