import { deferredPart, useStartWhenNear } from '../../components/Deferred/deferredPart'
import { ContactForm } from '../../components/ContactForm/ContactForm'
import { PageHead } from '../../components/PageHead/PageHead'
import { CtaBanner } from '../../components/sections/CtaBanner'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { home } from '../../data/fr/home'
import { pillars } from '../../data/fr/pillars'
import { HomeOpening } from './HomeOpening'

/** Who it is for, talks and trainings, the founder: their code loads as the visitor nears them. */
const details = deferredPart(async () => (await import('./FrenchHomeDetails')).FrenchHomeDetails)

// The pre-render draws the whole page: the page's module is ready once the sections' code is.
if (import.meta.env.SSR) await details.ready()

export function FrenchHome() {
  const { closing, diagnostic } = home
  useStartWhenNear('pour-qui', details.start)
  return (
    <>
      <PageHead title={home.head.title} description={home.head.description} />
      <HomeOpening
        content={home}
        pillars={pillars}
        ids={{ intro: 'methode', support: 'soutien' }}
      />

      <details.Part />

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
