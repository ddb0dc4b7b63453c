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
import type { PillarColor, SectionCopy } from '../../data/types'
import { useLocale } from '../../i18n/LocaleContext'
import { perLocale } from '../../i18n/perLocale'

/** One language's copy of the page. */
export interface MeetingsContent {
  copy: typeof import('../../data/fr/meetings').meetings
  talks: typeof import('../../data/fr/talks').talks
  trainings: typeof import('../../data/fr/trainings').trainings
  formats: typeof import('../../data/fr/formats').formats
  contexts: typeof import('../../data/fr/contexts').contexts
  steps: typeof import('../../data/fr/processSteps').processSteps
  formType: 'conference' | 'meetings'
}

/** Each language's copy, provided by its route module (MeetingsFr, MeetingsEn). */
export const meetingsCopy = perLocale<MeetingsContent>('meetings')

/** In person, virtual, hybrid: a colour each, so the three cards read as distinct options. */
const formatColors: readonly PillarColor[] = ['T', 'A', 'N']

/** The talks, a card each with its length and what the audience takes away. */
function TalksSection({ copy, talks }: { copy: SectionCopy; talks: MeetingsContent['talks'] }) {
  return (
    <Section id="conferences" title={copy.title} lead={<p>{copy.lead}</p>}>
      <CardGrid columns={2}>
        {talks.map((talk) => (
          <TalkCard key={talk.id} talk={talk} />
        ))}
      </CardGrid>
    </Section>
  )
}

/** The trainings and workshops, a card each. */
function TrainingsSection({
  copy,
  trainings,
}: {
  copy: SectionCopy
  trainings: MeetingsContent['trainings']
}) {
  return (
    <Section id="formations" title={copy.title} lead={<p>{copy.lead}</p>} tone="sunken">
      <CardGrid columns={3}>
        {trainings.map((training) => (
          <TrainingCard key={training.title} training={training} />
        ))}
      </CardGrid>
    </Section>
  )
}

/** In person, virtual or hybrid: a coloured card each. */
function FormatsSection({
  copy,
  formats,
}: {
  copy: SectionCopy
  formats: MeetingsContent['formats']
}) {
  return (
    <Section id="formats" title={copy.title}>
      <CardGrid columns={3}>
        {formats.map((format, index) => (
          <Card key={format.title} title={format.title} accent={formatColors[index]}>
            <p>{format.description}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  )
}

/** « Rencontres » and « Meetings »: talks, trainings, formats, contexts, the steps, the invitation. */
export function Component() {
  const { copy, talks, trainings, formats, contexts, steps, formType } =
    meetingsCopy.of(useLocale())
  return (
    <>
      <PageHead title={copy.head.title} description={copy.head.description} />
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={<p>{copy.hero.lead}</p>}
        actions={<ButtonLink to={copy.hero.action.to}>{copy.hero.action.label}</ButtonLink>}
      />
      <TalksSection copy={copy.talks} talks={talks} />
      <TrainingsSection copy={copy.trainings} trainings={trainings} />
      <FormatsSection copy={copy.formats} formats={formats} />

      <Section
        id="contextes"
        title={copy.contexts.title}
        lead={<p>{copy.contexts.lead}</p>}
        tone="sunken"
      >
        <TagList items={contexts} />
      </Section>

      <Section
        id="deroulement"
        title={copy.process.title}
        lead={<p>{copy.process.lead}</p>}
        tone="brand"
      >
        <StepList steps={steps} />
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
