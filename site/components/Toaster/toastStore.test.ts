// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dismissToast, TOAST_REMOVE_DELAY_MS, toast, useToasts } from './toastStore'

describe('the notification store', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows one notification at a time, the newest', () => {
    const { result } = renderHook(() => useToasts())
    act(() => {
      toast({ title: 'Premier' })
      toast({ title: 'Erreur', description: 'Upload failed', variant: 'destructive' })
    })
    expect(result.current).toHaveLength(1)
    expect(result.current[0]).toMatchObject({ title: 'Erreur', variant: 'destructive', open: true })
  })

  it('closes a dismissed notification at once and forgets it after the removal delay', () => {
    const { result } = renderHook(() => useToasts())
    let id = 0
    act(() => {
      id = toast({ title: 'Email ouvert!' })
    })
    act(() => {
      dismissToast(id)
    })
    expect(result.current).toEqual([expect.objectContaining({ id, open: false })])
    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1)
    })
    expect(result.current).toHaveLength(1)
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(result.current).toEqual([])
  })
})
