import { useLingui } from '@lingui/react'
import { NavLink } from 'react-router-dom'
import { useLocale } from '../../i18n/LocaleContext'
import { navigation, pageVersion } from '../../../engine/index.ts'
import { pageLabels } from '../../routes/pageLabels'
import * as styles from './Header.css'

/**
 * The spec's navigation for the page's language; the current page is highlighted, and the blog's
 * item stays current on each article below it.
 */
export function MainNav({
  onNavigate,
  vertical = false,
}: {
  onNavigate?: () => void
  vertical?: boolean
}) {
  const locale = useLocale()
  const { i18n } = useLingui()
  return (
    <ul className={vertical ? styles.navListVertical : styles.navList}>
      {navigation[locale].map((item) => {
        const version = pageVersion(item.page, locale)
        return (
          <li key={item.page}>
            <NavLink
              to={item.path ?? version.path}
              end={item.page !== 'blog'}
              className={({ isActive }) => (isActive ? styles.navLinkActive : styles.navLink)}
              onClick={onNavigate}
            >
              {i18n._(pageLabels[item.page])}
            </NavLink>
          </li>
        )
      })}
    </ul>
  )
}
