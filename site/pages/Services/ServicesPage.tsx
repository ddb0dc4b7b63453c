import { PageHead } from '../../components/PageHead/PageHead'
import { PageHero } from '../../components/ui/PageHero'
import { useLocale } from '../../i18n/LocaleContext'

const copy = {
  fr: {
      "title": "Des services pour passer de l'intention à l'action",
      "lead": "Accompagnement de dirigeants, diagnostic express, plan stratégique et mise en œuvre : choisissez le point d'entrée qui convient à votre organisation.",
      "headTitle": "Services",
      "description": "Coaching de dirigeants, Diagnostic Express SANTRA, Plan stratégique SANTRA et accompagnement à la mise en œuvre."
  },
  en: {
      "title": "Services that turn intention into action",
      "lead": "Executive coaching, an express diagnostic, a strategic plan and implementation support: choose the entry point that suits your organization.",
      "headTitle": "Services",
      "description": "Executive coaching, the SANTRA Express Diagnostic, the SANTRA Strategic Plan and implementation support."
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
