import { PageHead } from '../../components/PageHead/PageHead'
import { PageHero } from '../../components/ui/PageHero'
import { useLocale } from '../../i18n/LocaleContext'

const copy = {
  fr: {
      "title": "Et si votre entreprise devenait le moteur de la santé de vos employés ?",
      "lead": "La méthode SANTRA aide les organisations à faire de l'énergie humaine un levier de performance durable, en agissant à la source plutôt que sur les symptômes.",
      "headTitle": "Santé et performance au travail à Repentigny",
      "description": "Conseil en santé et performance au travail : la méthode SANTRA aide les PME québécoises à agir à la source de la fatigue organisationnelle."
  },
  en: {
      "title": "What if your company became the engine of your employees' health?",
      "lead": "The SANTRA method helps organizations turn human energy into a lever for lasting performance by acting at the source rather than on the symptoms.",
      "headTitle": "Workplace health and performance consulting",
      "description": "Workplace health and performance consulting: the SANTRA method helps organizations act at the source of organizational fatigue."
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
