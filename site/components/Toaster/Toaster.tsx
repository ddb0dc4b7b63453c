import { useLingui } from '@lingui/react/macro'
import * as Toast from '@radix-ui/react-toast'
import * as styles from './Toaster.css'
import { dismissToast, useToasts } from './toastStore'

/** Spec section 9: display duration of a notification. */
export const TOAST_DURATION_MS = 5000

/** The site's one notification area (Radix Toast: swipe right to dismiss, F8 to focus). */
export function Toaster() {
  const { t } = useLingui()
  const toasts = useToasts()
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
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
          type={entry.variant === 'destructive' ? 'foreground' : 'background'}
        >
          <Toast.Title className={styles.title}>{entry.title}</Toast.Title>
          {entry.description && (
            <Toast.Description className={styles.description}>{entry.description}</Toast.Description>
          )}
          <Toast.Close className={styles.close} aria-label={t`Fermer`}>
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.viewport} label={t`Notifications ({hotkey})`} />
    </Toast.Provider>
  )
}
