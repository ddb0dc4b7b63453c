import { PageHead } from '../../components/PageHead/PageHead'
import { PageHero } from '../../components/ui/PageHero'
import { useLocale } from '../../i18n/LocaleContext'

const copy = {
  fr: {
      "title": "À propos",
      "lead": "Une démarche née sur le terrain, auprès de gestionnaires et d'équipes qui voulaient travailler autrement.",
      "headTitle": "À propos",
      "description": "Qui est derrière la méthode SANTRA, son parcours et sa façon d'accompagner les organisations."
  },
  en: {
      "title": "About",
      "lead": "An approach born in the field, alongside managers and teams who wanted to work differently.",
      "headTitle": "About",
      "description": "Who is behind the SANTRA method, the path that led to it and how organizations are supported."
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
