import { ContactForm } from '../../components/ContactForm/ContactForm'
import { PageHead } from '../../components/PageHead/PageHead'
import { Card } from '../../components/sections/Card'
import { CardGrid } from '../../components/sections/CardGrid'
import { CheckList } from '../../components/sections/CheckList'
import { CtaBanner } from '../../components/sections/CtaBanner'
import { FounderProfile } from '../../components/sections/FounderProfile'
import { PageLinkButtons } from '../../components/sections/PageLinkButtons'
import { PageHero } from '../../components/ui/PageHero'
import { Section } from '../../components/ui/Section'
import type { AboutCopy } from '../../copy/pageCopySchemas'
import * as styles from './AboutPage.css'

/** About: the founder's biography, the approach, the organizations served, then the next step. */
export function Component({ copy }: { copy: AboutCopy }) {
  const { head, hero, founder, approach, clients, form, closing } = copy
  return (
    <>
      <PageHead title={head.title} description={head.description} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={<p>{hero.lead}</p>} />
      <Section id={founder.id} title={founder.title}>
        <FounderProfile approach={founder} />
      </Section>
      <Section id={approach.id} title={approach.title} lead={<p>{approach.lead}</p>} tone="sunken">
        <CardGrid columns={4}>
          {approach.items.map((principle, index) => (
            <Card key={principle.title} title={principle.title} eyebrow={`0${index + 1}`}>
              <p>{principle.description}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section id={clients.id} title={clients.title}>
        <CheckList items={clients.items} columns />
        <p className={styles.note}>{clients.note}</p>
      </Section>
      {form && <ContactForm type="about" title={form.title} description={form.description} />}
      {closing && (
        <CtaBanner
          id={closing.id}
          title={closing.title}
          text={closing.text}
          tone="soft"
          actions={<PageLinkButtons links={closing.actions} />}
        />
      )}
    </>
  )
}
