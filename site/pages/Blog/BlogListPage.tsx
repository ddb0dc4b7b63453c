import { PageHead } from '../../components/PageHead/PageHead'
import { PageHero } from '../../components/ui/PageHero'
import { useLocale } from '../../i18n/LocaleContext'

const copy = {
  fr: {
    title: 'Blogue',
    description:
      'Articles sur la santé et la performance au travail, publiés chaque lundi et chaque mercredi.',
    lead: 'Réflexions et outils concrets pour les dirigeants et les équipes RH. De nouveaux articles paraissent chaque lundi et chaque mercredi.',
    empty: 'Aucun article publié pour le moment',
  },
  en: {
    title: 'Blog',
    description: 'Articles on workplace health and performance, published every Monday and Wednesday.',
    lead: 'Insights and practical tools for leaders and HR teams. New articles are published every Monday and Wednesday.',
    empty: 'No articles published yet',
  },
} as const

export function Component() {
  const text = copy[useLocale()]
  return (
    <>
      <PageHead title={text.title} description={text.description} />
      <PageHero title={text.title} lead={<p>{text.lead}</p>} />
    </>
  )
}
