import * as RadixTooltip from '@radix-ui/react-tooltip'
import type { ReactElement, ReactNode } from 'react'
import * as styles from './Tooltip.css'

/** The spec's timings: a tooltip waits 700 ms; moving to the next control within 300 ms shows it at once. */
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

/** Once around the page, so every tooltip shares the spec's delays. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider
      delayDuration={TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
    >
      {children}
    </RadixTooltip.Provider>
  )
}

export interface TooltipProps {
  /** What the control does, in a few words. */
  content: string
  /** One focusable control (button or link); it keeps its own accessible name. */
  children: ReactElement
}

/**
 * A short explanation above a control, on hover and on keyboard focus (Radix opens it on focus and
 * closes it with Escape). It adds to the control's name as a description, never replaces it.
 */
export function Tooltip({ content, children }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content className={styles.content} sideOffset={6} collisionPadding={8}>
          {content}
          <RadixTooltip.Arrow className={styles.arrow} />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  )
}
