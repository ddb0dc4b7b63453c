import { PageHead } from '../../components/PageHead/PageHead'
import { PageHero } from '../../components/ui/PageHero'
import { useLocale } from '../../i18n/LocaleContext'

const copy = {
  fr: {
      "title": "Auto-diagnostic préliminaire",
      "lead": "Vingt énoncés, répondus par oui ou par non, pour situer votre organisation en quelques minutes.",
      "headTitle": "Auto-diagnostic préliminaire",
      "description": "Évaluez en quelques minutes la culture santé et les indicateurs de risque de votre organisation avec 20 énoncés."
  },
  en: {
      "title": "Preliminary Self-Assessment",
      "lead": "Twenty yes-or-no statements to see where your organization stands in a few minutes.",
      "headTitle": "Preliminary Self-Assessment",
      "description": "Assess your organization's health culture and risk indicators in a few minutes with 20 statements."
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
