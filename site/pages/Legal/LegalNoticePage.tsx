import { legalNotice } from '../../data/fr/legalNotice'
import { LegalArticle } from './LegalArticle'

export function Component() {
  return <LegalArticle document={legalNotice} />
}
