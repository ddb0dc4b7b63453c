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
import { useLocale } from '../../i18n/LocaleContext'
import { perLocale } from '../../i18n/perLocale'
import * as styles from './VisionPage.css'

/** Each language's copy, provided by its route module (VisionFr, VisionEn). */
export const visionCopy = perLocale<{
  vision: typeof import('../../data/fr/vision').vision
  pillars: typeof import('../../data/fr/pillars').pillars
}>('vision')

export function Component() {
  const { vision, pillars } = visionCopy.of(useLocale())
  const { necessity, principles, approach } = vision
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

      <Section id="piliers" title={vision.pillars.title} lead={<p>{vision.pillars.lead}</p>}>
        <PillarGrid
          items={pillars.map((pillar) => ({ ...pillar, mark: pillar.letter }))}
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
