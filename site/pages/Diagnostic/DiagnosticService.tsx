import { ContactForm } from '../../components/ContactForm/ContactForm'
import { HighlightList } from '../../components/sections/HighlightList'
import { KeyFacts } from '../../components/sections/KeyFacts'
import { NumberedSteps } from '../../components/sections/NumberedSteps'
import { Prose } from '../../components/sections/Prose'
import { TextCards } from '../../components/sections/TextCards'
import { TwoColumns } from '../../components/sections/TwoColumns'
import { PageHead } from '../../components/PageHead/PageHead'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { PageHero } from '../../components/ui/PageHero'
import { Section } from '../../components/ui/Section'
import { diagnosticCopy as copy } from '../../data/en/diagnosticCopy'

/** English diagnostic service page: why, Listen-Analyze-Recommend, deliverables, the form. */
export function DiagnosticService() {
  const { head, hero, why, steps, deliverables, facts, form } = copy
  return (
    <>
      <PageHead title={head.title} description={head.description} />
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={<p>{hero.lead}</p>}
        actions={hero.actions.map((action, index) => (
          <ButtonLink
            key={action.to}
            to={action.to}
            variant={index === 0 ? 'primary' : 'secondary'}
          >
            {action.label}
          </ButtonLink>
        ))}
      />
      <Section id={why.id} title={why.title} lead={<p>{why.lead}</p>}>
        <TwoColumns>
          <Prose paragraphs={why.paragraphs} />
          <HighlightList title={why.signalsTitle} items={why.signals} />
        </TwoColumns>
      </Section>
      <Section
        id={steps.id}
        eyebrow={steps.eyebrow}
        title={steps.title}
        lead={<p>{steps.lead}</p>}
        tone="sunken"
      >
        <NumberedSteps steps={steps.items} />
      </Section>
      <Section id={deliverables.id} title={deliverables.title}>
        <TextCards items={deliverables.items} tone="marked" />
      </Section>
      <Section id={facts.id} title={facts.title} tone="brand">
        <KeyFacts facts={facts.items} />
      </Section>
      <ContactForm
        id="contact-form"
        type="diagnostic"
        title={form.title}
        description={form.description}
      />
    </>
  )
}
