import { useLingui } from '@lingui/react/macro'
import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import * as styles from './Header.css'
import { Tooltip } from '../ui/Tooltip'
import { MainNav } from './MainNav'

/** On small screens the navigation lives in a side drawer; choosing a link closes it. */
export function MobileNav() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Tooltip content={t`Ouvrir le menu de navigation`}>
        <Dialog.Trigger className={styles.menuButton}>
          <span className={styles.menuIcon} aria-hidden="true" />
          {t`Menu`}
        </Dialog.Trigger>
      </Tooltip>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
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
                setOpen(false)
              }}
            />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
