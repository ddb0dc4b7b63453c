import { ContactForm } from '../../components/ContactForm/ContactForm'
import { PageHead } from '../../components/PageHead/PageHead'
import { CardGrid } from '../../components/sections/CardGrid'
import { Card } from '../../components/sections/Card'
import { CheckList } from '../../components/sections/CheckList'
import { PillarGrid } from '../../components/sections/PillarGrid'
import { SplitLayout } from '../../components/sections/SplitLayout'
import { StepList } from '../../components/sections/StepList'
import { PageHero } from '../../components/ui/PageHero'
import { Section } from '../../components/ui/Section'
import type { VisionCopy } from '../../copy/pageCopySchemas'
import * as styles from './VisionPage.css'

/** The Vision page, in the language of its copy (content/pages/<locale>/vision.yaml). */
export function Component({ copy: vision }: { copy: VisionCopy }) {
  const { necessity, principles, approach, pillars } = vision
  return (
    <>
      <PageHead title={vision.head.title} description={vision.head.description} />
      <PageHero
        eyebrow={vision.hero.eyebrow}
        title={vision.hero.title}
        lead={<p>{vision.hero.lead}</p>}
      />

      <Section id="necessite" title={necessity.title}>
        <SplitLayout
          start={necessity.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
          end={
            <div className={styles.symptoms}>
              <h3 className={styles.symptomsTitle}>{necessity.symptomsTitle}</h3>
              <CheckList items={necessity.symptoms} marker="alert" />
              <p className={styles.conclusion}>{necessity.conclusion}</p>
            </div>
          }
        />
      </Section>

      <Section
        id="principes"
        title={principles.title}
        lead={<p>{principles.lead}</p>}
        tone="sunken"
      >
        <CardGrid columns={3}>
          {principles.items.map((principle, index) => (
            <Card key={principle.title} title={principle.title} eyebrow={`0${index + 1}`}>
              <p>{principle.description}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section id="piliers" title={pillars.title} lead={<p>{pillars.lead}</p>}>
        <PillarGrid
          items={pillars.items.map((pillar) => ({ ...pillar, mark: pillar.letter }))}
          columns={5}
        />
      </Section>

      <Section id="demarche" title={approach.title} lead={<p>{approach.lead}</p>} tone="brand">
        <StepList steps={approach.steps} />
      </Section>

      <ContactForm type="general" title={vision.form.title} description={vision.form.description} />
    </>
  )
}
