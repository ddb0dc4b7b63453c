import { ContactForm } from '../../components/ContactForm/ContactForm'
import { PageHead } from '../../components/PageHead/PageHead'
import { CtaBanner } from '../../components/sections/CtaBanner'
import { ButtonLink } from '../../components/ui/ButtonLink'
import type {
  AboutCopy,
  FrenchHomeCopy,
  MeetingsCopy,
  VisionCopy,
} from '../../copy/pageCopySchemas'
import { FrenchHomeDetails } from './FrenchHomeDetails'
import { HomeOpening } from './HomeOpening'

/**
 * The French home: its own copy, and the lists it shows from other pages' (the pillars of the
 * vision page, the talks and trainings of the meetings page, the founder's approach of the about
 * page).
 */
export function Component({
  copy: home,
  vision,
  meetings,
  about,
}: {
  copy: FrenchHomeCopy
  vision: VisionCopy
  meetings: MeetingsCopy
  about: AboutCopy
}) {
  const { closing, diagnostic } = home
  return (
    <>
      <PageHead title={home.head.title} description={home.head.description} />
      <HomeOpening
        content={home}
        pillars={vision.pillars.items}
        ids={{ intro: 'methode', support: 'soutien' }}
      />

      <FrenchHomeDetails
        home={home}
        talks={meetings.talks.items}
        trainings={meetings.trainings.items}
        founderApproach={about.founder}
      />

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
