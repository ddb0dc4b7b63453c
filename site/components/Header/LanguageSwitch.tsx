import { useLingui } from '@lingui/react/macro'
import { Link, useMatches } from 'react-router-dom'
import { Tooltip } from '../ui/Tooltip'
import { useContext } from 'react'
import { PageContext } from '../../i18n/LocaleContext'
import { counterpartPath } from '../../../engine/index.ts'
import type { ShellLoaderData } from '../../routes/routeHandle'
import { carriedFragment } from '../../pages/SelfAssessment/answersFragment'
import * as styles from './Header.css'

function alternateFromLoader(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('alternatePath' in data)) return undefined
  return (data as ShellLoaderData).alternatePath
}

/**
 * Goes to the same page in the other language, or to the other home page when there is none. The
 * self-assessment's results link (`#r=…`) goes along, so the other page shows the same results.
 */
export function LanguageSwitch() {
  const { t } = useLingui()
  const { locale, page } = useContext(PageContext)
  const matches = useMatches()
  const fromLoader = matches.map((match) => alternateFromLoader(match.data)).findLast(Boolean)
  const target = fromLoader ?? counterpartPath(page, locale)
  const other = locale === 'fr' ? 'en' : 'fr'
  return (
    <Tooltip
      content={locale === 'fr' ? t`Lire cette page en anglais` : t`Lire cette page en français`}
    >
      <Link
        to={target}
        className={styles.languageSwitch}
        lang={other}
        hrefLang={other}
        onClick={(event) => {
          const fragment = carriedFragment(window.location.hash)
          if (fragment !== '') event.currentTarget.href = target + fragment
        }}
      >
        {locale === 'fr' ? 'English' : 'Français'}
      </Link>
    </Tooltip>
  )
}
