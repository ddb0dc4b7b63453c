import { termsOfUse } from '../../data/fr/termsOfUse'
import { LegalArticle } from './LegalArticle'

export function Component() {
  return <LegalArticle document={termsOfUse} />
}
