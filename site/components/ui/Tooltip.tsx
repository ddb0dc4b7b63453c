import {
  cloneElement,
  createContext,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import * as styles from './Tooltip.css'

/** The spec's timings: a tooltip waits 700 ms; moving to the next control within 300 ms shows it at once. */
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

/** Space between the control and its tooltip, and between a tooltip and the window's edges. */
const GAP_PX = 6
const EDGE_PX = 8

/**
 * What the tooltips of a page share: when the last one closed (to skip the delay for the next)
 * and how to close the one that is open, so only one shows at a time.
 */
function tooltipGroup() {
  let closedAt = -Infinity
  let closeOpen: (() => void) | undefined
  return {
    recentlyClosed: () => Date.now() - closedAt < TOOLTIP_SKIP_DELAY_MS,
    opened(close: () => void) {
      if (closeOpen !== close) closeOpen?.()
      closeOpen = close
    },
    closed() {
      closedAt = Date.now()
    },
  }
}

type TooltipGroup = ReturnType<typeof tooltipGroup>

/**
 * Tooltips outside a provider share this one: a component's own test, and the islands of a page
 * without the app (site/islands), whose separate roots make one page.
 */
const lonelyGroup = tooltipGroup()

const TooltipGroupContext = createContext<TooltipGroup>(lonelyGroup)

/** Once around the page, so every tooltip shares the spec's delays. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const [group] = useState(tooltipGroup)
  return <TooltipGroupContext value={group}>{children}</TooltipGroupContext>
}

export interface TooltipProps {
  /** What the control does, in a few words. */
  content: string
  /** One focusable control (button or link); it keeps its own accessible name. */
  children: ReactElement<TriggerProps>
}

/** The handlers and attributes a tooltip adds to its control. */
interface TriggerProps {
  'aria-describedby'?: string
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void
}

/**
 * When one tooltip shows: after the delay on hover (at once when another just closed), at once
 * on focus unless a click brought the focus; `show(null)` hides it.
 */
function tooltipTiming(group: TooltipGroup, show: (trigger: HTMLElement | null) => void) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let shown = false
  let pointerDown = false
  const close = () => {
    clearTimeout(timer)
    if (shown) group.closed()
    shown = false
    show(null)
  }
  const open = (trigger: HTMLElement) => {
    clearTimeout(timer)
    group.opened(close)
    shown = true
    show(trigger)
  }
  return {
    close,
    hover(trigger: HTMLElement) {
      clearTimeout(timer)
      if (group.recentlyClosed()) open(trigger)
      else
        timer = setTimeout(() => {
          open(trigger)
        }, TOOLTIP_DELAY_MS)
    },
    leave() {
      pointerDown = false
      close()
    },
    press() {
      // A click is not a request for help: the focus it brings opens nothing.
      pointerDown = true
      close()
    },
    focus(trigger: HTMLElement) {
      if (!pointerDown) open(trigger)
      pointerDown = false
    },
    blur() {
      pointerDown = false
      close()
    },
    dispose() {
      clearTimeout(timer)
    },
  }
}

/**
 * A short explanation above a control, on hover (after the delay) and on keyboard focus (at
 * once); Escape, leaving, a click or blur close it. It adds to the control's name as a
 * description (`aria-describedby` while shown), never replaces it.
 */
export function Tooltip({ content, children }: TooltipProps) {
  const group = useContext(TooltipGroupContext)
  const id = useId()
  const [trigger, setTrigger] = useState<HTMLElement | null>(null)
  const [timing] = useState(() => tooltipTiming(group, setTrigger))
  useEffect(
    () => () => {
      timing.dispose()
    },
    [timing],
  )

  const own = children.props
  const triggerProps: TriggerProps = {
    ...(trigger ? { 'aria-describedby': id } : {}),
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event)
      if (event.pointerType !== 'touch') timing.hover(event.currentTarget)
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event)
      timing.leave()
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event)
      timing.press()
    },
    onFocus: (event) => {
      own.onFocus?.(event)
      timing.focus(event.currentTarget)
    },
    onBlur: (event) => {
      own.onBlur?.(event)
      timing.blur()
    },
    onKeyDown: (event) => {
      own.onKeyDown?.(event)
      if (event.key === 'Escape') timing.close()
    },
  }

  // Keyed: the control and its bubble are siblings, and React checks keys on the server render.
  const bubble =
    trigger &&
    createPortal(<TooltipBubble id={id} trigger={trigger} text={content} />, document.body, id)
  return [cloneElement(children, { ...triggerProps, key: 'trigger' }), bubble]
}

/** Where the bubble goes: above the control, below it when there is no room, inside the window. */
function placement(trigger: DOMRect, bubble: { width: number; height: number }) {
  const above = trigger.top - GAP_PX - bubble.height
  const below = above < EDGE_PX
  const top = below ? trigger.bottom + GAP_PX : above
  const centre = trigger.left + trigger.width / 2
  const maxLeft = window.innerWidth - EDGE_PX - bubble.width
  const left = Math.max(EDGE_PX, Math.min(centre - bubble.width / 2, maxLeft))
  return { top, left, below, arrowLeft: centre - left }
}

function TooltipBubble({ id, trigger, text }: { id: string; trigger: HTMLElement; text: string }) {
  const bubble = useRef<HTMLDivElement>(null)
  const [place, setPlace] = useState<ReturnType<typeof placement>>()

  useLayoutEffect(() => {
    const update = () => {
      if (bubble.current)
        setPlace(placement(trigger.getBoundingClientRect(), bubble.current.getBoundingClientRect()))
    }
    update()
    window.addEventListener('scroll', update, true)
    window.addEventListener('resize', update)
    return () => {
      window.removeEventListener('scroll', update, true)
      window.removeEventListener('resize', update)
    }
  }, [trigger])

  return (
    <div
      ref={bubble}
      id={id}
      role="tooltip"
      className={styles.content}
      data-side={place?.below ? 'bottom' : 'top'}
      style={{
        top: place?.top ?? 0,
        left: place?.left ?? 0,
        visibility: place ? 'visible' : 'hidden',
      }}
    >
      {text}
      <svg
        className={styles.arrow}
        style={{ left: (place?.arrowLeft ?? 0) - 5 }}
        width="10"
        height="5"
        viewBox="0 0 30 10"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <polygon points="0,0 30,0 15,10" />
      </svg>
    </div>
  )
}
