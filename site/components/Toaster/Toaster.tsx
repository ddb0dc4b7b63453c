import { useLingui } from '@lingui/react/macro'
import * as Toast from '@radix-ui/react-toast'
import * as styles from './Toaster.css'
import { dismissToast, useToasts } from './toastStore'

/** Spec section 9: display duration of a notification. */
export const TOAST_DURATION_MS = 5000

/** Spec section 9: a swipe to the right past this distance dismisses a notification. */
export const TOAST_SWIPE_THRESHOLD_PX = 50

/** Spec section 9: F8 moves the keyboard to the notifications. */
const TOAST_HOTKEY = ['F8']

/**
 * The site's one notification area, mounted once by the layout; anything calls `toast()`.
 * Radix Toast brings the live announcement, the swipe, the hotkey and the pause on hover/focus.
 */
export function Toaster() {
  const { t } = useLingui()
  const toasts = useToasts()
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={t`Notification`}
    >
      {toasts.map((entry) => (
        <Toast.Root
          key={entry.id}
          open={entry.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(entry.id)
          }}
          className={styles.toast[entry.variant ?? 'default']}
          // An error interrupts the screen reader; a confirmation waits its turn.
          type={entry.variant === 'destructive' ? 'foreground' : 'background'}
        >
          <Toast.Title className={styles.title}>{entry.title}</Toast.Title>
          {entry.description && (
            <Toast.Description className={styles.description}>
              {entry.description}
            </Toast.Description>
          )}
          <Toast.Close className={styles.close} aria-label={t`Fermer`}>
            <svg
              aria-hidden="true"
              focusable="false"
              viewBox="0 0 24 24"
              className={styles.closeIcon}
            >
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        className={styles.viewport}
        hotkey={TOAST_HOTKEY}
        // Radix puts the key in place of "{hotkey}"; kept out of the message so Lingui leaves it.
        label={`${t`Notifications`} ({hotkey})`}
      />
    </Toast.Provider>
  )
}
