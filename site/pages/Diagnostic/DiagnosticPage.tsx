import { PageHead } from '../../components/PageHead/PageHead'
import { PageHero } from '../../components/ui/PageHero'
import { useLocale } from '../../i18n/LocaleContext'

const copy = {
  fr: {
      "title": "Le diagnostic SANTRA",
      "lead": "Avant d'agir, il faut comprendre. Le diagnostic met en lumière ce qui nourrit ou épuise l'énergie de vos équipes.",
      "headTitle": "Diagnostic",
      "description": "Le diagnostic SANTRA : auto-diagnostic en ligne sur 5 dimensions, rencontre d'évaluation stratégique de 30 à 45 minutes et plan d'action clair."
  },
  en: {
      "title": "The SANTRA diagnostic",
      "lead": "Before acting, you need to understand. The diagnostic shows what fuels or drains your teams' energy.",
      "headTitle": "Diagnostic",
      "description": "The SANTRA diagnostic: listen, analyze and recommend, with a 4-page report delivered in 5 to 10 business days."
  },
} as const

export function Component() {
  const text = copy[useLocale()]
  return (
    <>
      <PageHead title={text.headTitle} description={text.description} />
      <PageHero title={text.title} lead={<p>{text.lead}</p>} />
    </>
  )
}
