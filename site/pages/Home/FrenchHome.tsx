import { ContactForm } from '../../components/ContactForm/ContactForm'
import { PageHead } from '../../components/PageHead/PageHead'
import { CtaBanner } from '../../components/sections/CtaBanner'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { home } from '../../data/fr/home'
import { pillars } from '../../data/fr/pillars'
import { FrenchHomeDetails } from './FrenchHomeDetails'
import { HomeOpening } from './HomeOpening'

export function FrenchHome() {
  const { closing, diagnostic } = home
  return (
    <>
      <PageHead title={home.head.title} description={home.head.description} />
      <HomeOpening
        content={home}
        pillars={pillars}
        ids={{ intro: 'methode', support: 'soutien' }}
      />

      <FrenchHomeDetails />

      <ContactForm type="general" title={closing.title} description={closing.description} />

      <CtaBanner
        id="diagnostic-preliminaire"
        title={diagnostic.title}
        text={diagnostic.text}
        actions={diagnostic.actions.map((action, index) => (
          <ButtonLink key={action.to} to={action.to} variant={index === 0 ? 'accent' : 'secondary'}>
            {action.label}
          </ButtonLink>
        ))}
      />
    </>
  )
}
