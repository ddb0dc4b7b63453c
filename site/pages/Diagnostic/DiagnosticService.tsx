import { ContactForm } from '../../components/ContactForm/ContactForm'
import { PageHead } from '../../components/PageHead/PageHead'
import { Card } from '../../components/sections/Card'
import { CardGrid } from '../../components/sections/CardGrid'
import { CheckList } from '../../components/sections/CheckList'
import { KeyFacts } from '../../components/sections/KeyFacts'
import { PageLinkButtons } from '../../components/sections/PageLinkButtons'
import { Prose } from '../../components/sections/Prose'
import { SplitLayout } from '../../components/sections/SplitLayout'
import { StepList } from '../../components/sections/StepList'
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
        actions={<PageLinkButtons links={hero.actions} />}
      />
      <Section id={why.id} title={why.title} lead={<p>{why.lead}</p>}>
        <SplitLayout
          start={<Prose paragraphs={why.paragraphs} />}
          end={
            <Card title={why.signalsTitle}>
              <CheckList items={why.signals} marker="alert" />
            </Card>
          }
        />
      </Section>
      <Section
        id={steps.id}
        eyebrow={steps.eyebrow}
        title={steps.title}
        lead={<p>{steps.lead}</p>}
        tone="sunken"
      >
        <StepList steps={steps.items} />
      </Section>
      <Section id={deliverables.id} title={deliverables.title}>
        <CardGrid columns={2}>
          {deliverables.items.map((item) => (
            <Card key={item.title} title={item.title} accent="S">
              <p>{item.description}</p>
            </Card>
          ))}
        </CardGrid>
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
