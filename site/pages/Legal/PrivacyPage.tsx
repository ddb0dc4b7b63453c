import { privacyPolicy } from '../../data/fr/privacyPolicy'
import { LegalArticle } from './LegalArticle'

export function Component() {
  return <LegalArticle document={privacyPolicy} />
}
