import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useRef, useState } from 'react'
import * as styles from './Header.css'
import { Tooltip } from '../ui/Tooltip'

const MobileDrawer = lazy(() => import('./MobileDrawer'))

/**
 * On small screens the navigation lives in a side drawer; choosing a link closes it. The drawer
 * and its dialog code load at the first press of the button, so no page pays for them up front.
 */
export function MobileNav() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Tooltip content={t`Ouvrir le menu de navigation`}>
        <button
          ref={button}
          type="button"
          className={styles.menuButton}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            setWanted(true)
            setOpen(true)
          }}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          {t`Menu`}
        </button>
      </Tooltip>
      {wanted && (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={setOpen} trigger={button} />
        </Suspense>
      )}
    </>
  )
}
