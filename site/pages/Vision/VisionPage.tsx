import { PageHead } from '../../components/PageHead/PageHead'
import { PageHero } from '../../components/ui/PageHero'
import { useLocale } from '../../i18n/LocaleContext'

const copy = {
  fr: {
      "title": "La santé au travail, une nécessité stratégique",
      "lead": "La fatigue, le désengagement et le roulement de personnel ne sont pas des fatalités : ce sont des signaux. SANTRA propose une vision qui les traite à la source.",
      "headTitle": "Vision",
      "description": "La vision SANTRA : faire de la santé au travail une nécessité stratégique, agir à la source et aligner les messages de l'organisation."
  },
  en: {
      "title": "Workplace health is a strategic necessity",
      "lead": "Fatigue, disengagement and turnover are not inevitable: they are signals. SANTRA offers a vision that addresses them at the source.",
      "headTitle": "Vision",
      "description": "The SANTRA vision: treat workplace health as a strategic necessity, act at the source and align the organization's messages."
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
