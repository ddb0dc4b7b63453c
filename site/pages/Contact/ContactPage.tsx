import { ContactForm } from '../../components/ContactForm/ContactForm'
import { PageHead } from '../../components/PageHead/PageHead'
import { PageHero } from '../../components/ui/PageHero'
import { useLocale } from '../../i18n/LocaleContext'

const copy = {
  fr: {
      "title": "Parlons de votre organisation",
      "lead": "Une question, un projet, une conférence à organiser ? Écrivez-moi : je vous réponds personnellement.",
      "headTitle": "Contact",
      "description": "Communiquez avec SANTRA à Repentigny pour une rencontre exploratoire, une conférence ou un diagnostic."
  },
  en: {
      "title": "Let's talk about your organization",
      "lead": "A question, a project, a talk to organize? Write to me: I answer personally.",
      "headTitle": "Contact",
      "description": "Get in touch with SANTRA in Repentigny for an exploratory meeting, a talk or a diagnostic."
  },
} as const

export function Component() {
  const text = copy[useLocale()]
  return (
    <>
      <PageHead title={text.headTitle} description={text.description} />
      <PageHero title={text.title} lead={<p>{text.lead}</p>} />
      <ContactForm />
    </>
  )
}
