import { useLingui } from '@lingui/react/macro'
import { Link, useMatches } from 'react-router-dom'
import { useLocale, usePageContext } from '../../i18n/LocaleContext'
import { counterpartPath, findPage } from '../../routes/pageTable'
import type { ShellLoaderData } from '../../routes/routeHandle'
import { siteFacts } from '../../facts/siteFacts'
import * as styles from './Header.css'
import { HeaderActions } from './HeaderActions'
import { MainNav } from './MainNav'

function alternateFromLoader(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('alternatePath' in data)) return undefined
  return (data as ShellLoaderData).alternatePath
}

/**
 * Where the language switch goes: the page's other version as its route data names it (a blog
 * post's translation), else the same page of the table in the other language, else the other
 * home page.
 */
function useAlternatePath(): string {
  const { locale, page } = usePageContext()
  const matches = useMatches()
  const fromLoader = matches.map((match) => alternateFromLoader(match.data)).findLast(Boolean)
  return fromLoader ?? counterpartPath(page, locale)
}

export function Header() {
  const { t } = useLingui()
  const locale = useLocale()
  const home = findPage('home')[locale]?.path ?? '/'
  const languageTarget = useAlternatePath()
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
        {/* A page without the app makes these live by themselves (site/islands/main.tsx). */}
        <div
          className={styles.actions}
          data-island="header-actions"
          data-language-target={languageTarget}
        >
          <HeaderActions languageTarget={languageTarget} />
        </div>
      </div>
    </header>
  )
}
