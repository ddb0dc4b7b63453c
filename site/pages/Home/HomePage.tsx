import { useLocale } from '../../i18n/LocaleContext'
import { EnglishHome } from './EnglishHome'
import { FrenchHome } from './FrenchHome'

/** The two home pages differ in structure (the spec gives each its own sections). */
export function Component() {
  return useLocale() === 'fr' ? <FrenchHome /> : <EnglishHome />
}
