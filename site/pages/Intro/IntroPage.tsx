import { PageHead } from '../../components/PageHead/PageHead'
import { PageHero } from '../../components/ui/PageHero'
import { useLocale } from '../../i18n/LocaleContext'

const copy = {
  fr: {
      "title": "Comprendre SANTRA en 3 minutes",
      "lead": "L'essentiel de la méthode, de son origine à ses résultats, en quelques paragraphes.",
      "headTitle": "SANTRA en 3 minutes",
      "description": "L'essentiel de la méthode SANTRA en trois minutes de lecture : pourquoi, comment et pour quels résultats."
  },
  en: {
      "title": "Understand SANTRA in 3 minutes",
      "lead": "The essentials of the method, from where it comes from to what it delivers, in a few paragraphs.",
      "headTitle": "SANTRA in 3 minutes",
      "description": "The essentials of the SANTRA method in a three-minute read: why, how and with what results."
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
