import { useLingui } from '@lingui/react/macro'
import * as Dialog from '@radix-ui/react-dialog'
import type { RefObject } from 'react'
import * as styles from './Header.css'
import { Tooltip } from '../ui/Tooltip'
import { MainNav } from './MainNav'

interface MobileDrawerProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The menu button, which gets the focus back when the drawer closes. */
  trigger: RefObject<HTMLButtonElement | null>
}

/**
 * The side drawer with the navigation, loaded the first time a visitor opens the menu: Radix
 * Dialog brings the focus trap, Escape, the overlay and the scroll lock.
 */
export default function MobileDrawer({ open, onOpenChange, trigger }: MobileDrawerProps) {
  const { t } = useLingui()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.drawer}
          aria-describedby={undefined}
          // The drawer itself takes the focus, not its close button: a tooltip opening on that
          // button would take the first Escape, which must close the drawer.
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            ;(event.currentTarget as HTMLElement | null)?.focus()
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            trigger.current?.focus()
          }}
        >
          <div className={styles.drawerHeader}>
            <Dialog.Title className={styles.drawerTitle}>{t`Menu`}</Dialog.Title>
            <Tooltip content={t`Fermer le menu`}>
              <Dialog.Close className={styles.closeButton} aria-label={t`Fermer le menu`}>
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            </Tooltip>
          </div>
          <nav aria-label={t`Navigation principale`}>
            <MainNav
              vertical
              onNavigate={() => {
                onOpenChange(false)
              }}
            />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
