import { PageHead } from '../../components/PageHead/PageHead'
import { PageHero } from '../../components/ui/PageHero'
import { useLocale } from '../../i18n/LocaleContext'

const copy = {
  fr: {
      "title": "Conférences et formations",
      "lead": "Des conférences et des ateliers concrets pour mobiliser vos équipes autour de l'énergie humaine et d'une culture de santé durable.",
      "headTitle": "Rencontres et conférences",
      "description": "Conférences, formations et ateliers SANTRA sur l'énergie humaine, la fatigue organisationnelle et la culture de santé, en personne ou en virtuel."
  },
  en: {
      "title": "Talks and trainings",
      "lead": "Practical talks and workshops that rally your teams around human energy and a lasting health culture.",
      "headTitle": "Meetings and talks",
      "description": "SANTRA talks, trainings and workshops on human energy, organizational fatigue and health culture, in person or online."
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
