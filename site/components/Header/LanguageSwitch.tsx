import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import { useLocale } from '../../i18n/LocaleContext'
import { Tooltip } from '../ui/Tooltip'
import * as styles from './Header.css'

/**
 * Goes to the same page in the other language (`target`, which the header works out from the
 * route), or to the other home page when there is none.
 */
export function LanguageSwitch({ target }: { target: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const other = locale === 'fr' ? 'en' : 'fr'
  return (
    <Tooltip
      content={locale === 'fr' ? t`Lire cette page en anglais` : t`Lire cette page en français`}
    >
      <Link to={target} className={styles.languageSwitch} lang={other} hrefLang={other}>
        {locale === 'fr' ? 'English' : 'Français'}
      </Link>
    </Tooltip>
  )
}
