import { ContactForm } from '../../components/ContactForm/ContactForm'
import { PageHead } from '../../components/PageHead/PageHead'
import { Card } from '../../components/sections/Card'
import { CardGrid } from '../../components/sections/CardGrid'
import { PageHero } from '../../components/ui/PageHero'
import { Section } from '../../components/ui/Section'
import type { ContactCopy } from '../../copy/pageCopySchemas'
import { ContactDetails } from './ContactDetails'

/** Contact: where and how to reach the consultant, what to write about, and the form. */
export function Component({ copy }: { copy: ContactCopy }) {
  const { head, hero, details, topics, form } = copy
  return (
    <>
      <PageHead title={head.title} description={head.description} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={<p>{hero.lead}</p>} />
      <Section id={details.id} title={details.title}>
        <ContactDetails copy={details} />
      </Section>
      <Section id={topics.id} title={topics.title} lead={<p>{topics.lead}</p>} tone="brand">
        <CardGrid columns={4}>
          {topics.items.map((topic) => (
            <Card key={topic.title} title={topic.title}>
              <p>{topic.description}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <ContactForm type="general" title={form.title} description={form.description} />
    </>
  )
}
