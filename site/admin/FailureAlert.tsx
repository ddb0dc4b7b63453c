import { useEffect, useRef, type ReactNode } from 'react'

/**
 * Why an action failed, brought to the consultant: it takes the keyboard focus (so a screen
 * reader reads it and the next Tab starts from it) and scrolls into the middle of the screen,
 * instead of appearing below the fold where nobody sees it.
 */
export function FailureAlert({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus({ preventScroll: true })
    ref.current?.scrollIntoView({ block: 'center' })
  }, [])
  return (
    <div ref={ref} className={className} role="alert" tabIndex={-1}>
      {children}
    </div>
  )
}
