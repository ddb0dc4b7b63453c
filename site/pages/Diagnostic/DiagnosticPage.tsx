import { useLocale } from '../../i18n/LocaleContext'
import { DiagnosticInfo } from './DiagnosticInfo'
import { DiagnosticService } from './DiagnosticService'

/** The spec gives the two languages different pages: an information page and a service page. */
export function Component() {
  return useLocale() === 'fr' ? <DiagnosticInfo /> : <DiagnosticService />
}
