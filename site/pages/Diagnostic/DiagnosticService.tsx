import { ContactForm } from '../../components/ContactForm/ContactForm'
import { Card } from '../../components/sections/Card'
import { CardGrid } from '../../components/sections/CardGrid'
import { KeyFacts } from '../../components/sections/KeyFacts'
import { Section } from '../../components/ui/Section'
import type { DiagnosticServiceCopy } from '../../copy/pageCopySchemas'
import { DiagnosticOpening } from './DiagnosticOpening'

/** English diagnostic service page: why, Listen-Analyze-Recommend, deliverables, the form. */
export function Component({ copy }: { copy: DiagnosticServiceCopy }) {
  const { deliverables, facts, form } = copy
  return (
    <>
      <DiagnosticOpening copy={copy} />
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
