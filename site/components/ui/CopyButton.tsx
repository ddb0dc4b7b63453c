import { useEffect, useState } from 'react'
import * as styles from './CopyButton.css'
import { visuallyHidden } from '../sections/visuallyHidden.css'
import { Tooltip } from './Tooltip'

export interface CopyButtonProps {
  /** What lands on the clipboard. */
  text: string
  label: string
  /** Shown, and announced, once the text is copied. */
  doneLabel: string
  /** Shown, and announced, when the browser refuses to copy. */
  failedLabel: string
  /** The tooltip: what the button copies and where. */
  hint: string
  /** The button's style, when it stands among full-size buttons; a compact one by default. */
  className?: string
}

type CopyState = 'idle' | 'done' | 'failed'

/** How long the button says "copied" before it offers to copy again. */
const RESET_AFTER_MS = 3000

/** Copies a text to the clipboard and says so in words, not only with an icon. */
export function CopyButton({
  text,
  label,
  doneLabel,
  failedLabel,
  hint,
  className = styles.button,
}: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle')

  useEffect(() => {
    if (state !== 'done') return
    const timer = setTimeout(() => {
      setState('idle')
    }, RESET_AFTER_MS)
    return () => {
      clearTimeout(timer)
    }
  }, [state])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setState('done')
    } catch {
      setState('failed')
    }
  }

  return (
    <span className={styles.wrapper}>
      <Tooltip content={hint}>
        <button type="button" className={className} onClick={() => void copy()}>
          <svg aria-hidden="true" className={styles.icon} viewBox="0 0 24 24" focusable="false">
            {state === 'done' ? (
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            ) : (
              <>
                <rect x="8" y="8" width="12" height="12" rx="2" />
                <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
              </>
            )}
          </svg>
          {state === 'done' ? doneLabel : label}
        </button>
      </Tooltip>
      <span role="status" className={state === 'failed' ? styles.failed : visuallyHidden}>
        {state === 'done' ? doneLabel : state === 'failed' ? failedLabel : ''}
      </span>
    </span>
  )
}
