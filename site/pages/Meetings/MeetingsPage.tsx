import { ContactForm } from '../../components/ContactForm/ContactForm'
import { PageHead } from '../../components/PageHead/PageHead'
import { CardGrid } from '../../components/sections/CardGrid'
import { Card } from '../../components/sections/Card'
import { StepList } from '../../components/sections/StepList'
import { TagList } from '../../components/sections/TagList'
import { TalkCard } from '../../components/sections/TalkCard'
import { TrainingCard } from '../../components/sections/TrainingCard'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { PageHero } from '../../components/ui/PageHero'
import { Section } from '../../components/ui/Section'
import type { ContactType } from '../../components/ContactForm/contactTypes'
import type { MeetingsCopy, PillarColor } from '../../copy/pageCopySchemas'
import { useLocale } from '../../i18n/LocaleContext'
import type { Locale } from '../../../engine/index.ts'

/** The type of request the invitation form prepares, as the spec names it in each language. */
const formTypes: Record<Locale, ContactType> = { fr: 'conference', en: 'meetings' }

/** In person, virtual, hybrid: a colour each, so the three cards read as distinct options. */
const formatColors: readonly PillarColor[] = ['T', 'A', 'N']

/** The talks, a card each with its length and what the audience takes away. */
function TalksSection({ copy }: { copy: MeetingsCopy['talks'] }) {
  return (
    <Section id="conferences" title={copy.title} lead={<p>{copy.lead}</p>}>
      <CardGrid columns={2}>
        {copy.items.map((talk) => (
          <TalkCard key={talk.id} talk={talk} />
        ))}
      </CardGrid>
    </Section>
  )
}

/** The trainings and workshops, a card each. */
function TrainingsSection({ copy }: { copy: MeetingsCopy['trainings'] }) {
  return (
    <Section id="formations" title={copy.title} lead={<p>{copy.lead}</p>} tone="sunken">
      <CardGrid columns={3}>
        {copy.items.map((training) => (
          <TrainingCard key={training.title} training={training} />
        ))}
      </CardGrid>
    </Section>
  )
}

/** In person, virtual or hybrid: a coloured card each, under where each is offered. */
function FormatsSection({ copy }: { copy: MeetingsCopy['formats'] }) {
  return (
    <Section id="formats" title={copy.title} lead={copy.lead && <p>{copy.lead}</p>}>
      <CardGrid columns={3}>
        {copy.items.map((format, index) => (
          <Card key={format.title} title={format.title} accent={formatColors[index]}>
            <p>{format.description}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  )
}

/** « Rencontres » and « Meetings »: talks, trainings, formats, contexts, the steps, the invitation. */
export function Component({ copy }: { copy: MeetingsCopy }) {
  const formType = formTypes[useLocale()]
  return (
    <>
      <PageHead title={copy.head.title} description={copy.head.description} />
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={<p>{copy.hero.lead}</p>}
        actions={<ButtonLink to={copy.hero.action.to}>{copy.hero.action.label}</ButtonLink>}
      />
      <TalksSection copy={copy.talks} />
      <TrainingsSection copy={copy.trainings} />
      <FormatsSection copy={copy.formats} />

      <Section
        id="contextes"
        title={copy.contexts.title}
        lead={<p>{copy.contexts.lead}</p>}
        tone="sunken"
      >
        <TagList items={copy.contexts.items} />
      </Section>

      <Section
        id="deroulement"
        title={copy.process.title}
        lead={<p>{copy.process.lead}</p>}
        tone="brand"
      >
        <StepList steps={copy.process.steps} />
      </Section>

      <ContactForm
        id="invitation"
        type={formType}
        title={copy.form.title}
        description={copy.form.description}
      />
    </>
  )
}
