import type { ReactNode } from 'react'
import { useHydrated } from '../Layout/useHydrated'
import * as styles from './FormControls.css'

interface FormControlsProps {
  children: ReactNode
  className?: string
}

/**
 * The controls of a form, disabled in the pre-rendered page until React has taken the page
 * over: typed text is never lost to hydration, and the browser never submits the form itself.
 */
export function FormControls({ children, className }: FormControlsProps) {
  const hydrated = useHydrated()
  return (
    <fieldset
      className={className ? `${styles.controls} ${className}` : styles.controls}
      disabled={!hydrated}
    >
      {children}
    </fieldset>
  )
}
