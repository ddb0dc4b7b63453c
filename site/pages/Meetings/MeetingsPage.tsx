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
import { contexts as enContexts } from '../../data/en/contexts'
import { formats as enFormats } from '../../data/en/formats'
import { meetings as enMeetings } from '../../data/en/meetings'
import { processSteps as enProcessSteps } from '../../data/en/processSteps'
import { talks as enTalks } from '../../data/en/talks'
import { trainings as enTrainings } from '../../data/en/trainings'
import { contexts as frContexts } from '../../data/fr/contexts'
import { formats as frFormats } from '../../data/fr/formats'
import { meetings as frMeetings } from '../../data/fr/meetings'
import { processSteps as frProcessSteps } from '../../data/fr/processSteps'
import { talks as frTalks } from '../../data/fr/talks'
import { trainings as frTrainings } from '../../data/fr/trainings'
import type { PillarColor } from '../../data/types'
import { useLocale } from '../../i18n/LocaleContext'

const content = {
  fr: {
    copy: frMeetings,
    talks: frTalks,
    trainings: frTrainings,
    formats: frFormats,
    contexts: frContexts,
    steps: frProcessSteps,
    formType: 'conference',
  },
  en: {
    copy: enMeetings,
    talks: enTalks,
    trainings: enTrainings,
    formats: enFormats,
    contexts: enContexts,
    steps: enProcessSteps,
    formType: 'meetings',
  },
} as const

/** In person, virtual, hybrid: a colour each, so the three cards read as distinct options. */
const formatColors: readonly PillarColor[] = ['T', 'A', 'N']

export function Component() {
  const { copy, talks, trainings, formats, contexts, steps, formType } = content[useLocale()]
  return (
    <>
      <PageHead title={copy.head.title} description={copy.head.description} />
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={<p>{copy.hero.lead}</p>}
        actions={<ButtonLink to={copy.hero.action.to}>{copy.hero.action.label}</ButtonLink>}
      />

      <Section id="conferences" title={copy.talks.title} lead={<p>{copy.talks.lead}</p>}>
        <CardGrid columns={2}>
          {talks.map((talk) => (
            <TalkCard key={talk.id} talk={talk} />
          ))}
        </CardGrid>
      </Section>

      <Section
        id="formations"
        title={copy.trainings.title}
        lead={<p>{copy.trainings.lead}</p>}
        tone="sunken"
      >
        <CardGrid columns={3}>
          {trainings.map((training) => (
            <TrainingCard key={training.title} training={training} />
          ))}
        </CardGrid>
      </Section>

      <Section id="formats" title={copy.formats.title}>
        <CardGrid columns={3}>
          {formats.map((format, index) => (
            <Card key={format.title} title={format.title} accent={formatColors[index]}>
              <p>{format.description}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

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
