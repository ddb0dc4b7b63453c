import { useLingui } from '@lingui/react/macro'
import { useContext } from 'react'
import { Link } from 'react-router-dom'
import { PageContext } from '../../i18n/LocaleContext'
import { findPage } from '../../../engine/index.ts'
import { siteFacts } from '../../siteFacts'
import * as styles from './Header.css'
import { LanguageSwitch } from './LanguageSwitch'
import { MainNav } from './MainNav'
import { MobileNav } from './MobileNav'

export function Header() {
  const { t } = useLingui()
  const { locale, page } = useContext(PageContext)
  const home = findPage('home')[locale]?.path ?? '/'
  const languageSwitch = page === undefined || findPage(page).noLanguageSwitch !== true
  return (
    <header className={styles.header} data-site-header>
      <a className={styles.skipLink} href="#main">
        {t`Aller au contenu`}
      </a>
      <div className={styles.bar}>
        <Link to={home} className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            S
          </span>
          <span className={styles.brandText}>
            <span className={styles.brandName}>SANTRA</span>
            <span className={styles.brandTagline}>{siteFacts.businessName}</span>
          </span>
        </Link>
        <nav className={styles.desktopNav} aria-label={t`Navigation principale`}>
          <MainNav />
        </nav>
        <div className={styles.actions}>
          {languageSwitch && <LanguageSwitch />}
          <MobileNav />
        </div>
      </div>
    </header>
  )
}
