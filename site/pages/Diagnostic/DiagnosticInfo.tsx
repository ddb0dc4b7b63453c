import { PageHead } from '../../components/PageHead/PageHead'
import { Card } from '../../components/sections/Card'
import { CardGrid } from '../../components/sections/CardGrid'
import { CheckList } from '../../components/sections/CheckList'
import { CtaBanner } from '../../components/sections/CtaBanner'
import { PageLinkButtons } from '../../components/sections/PageLinkButtons'
import { PillarGrid } from '../../components/sections/PillarGrid'
import { Prose } from '../../components/sections/Prose'
import { SplitLayout } from '../../components/sections/SplitLayout'
import { StepList } from '../../components/sections/StepList'
import { PageHero } from '../../components/ui/PageHero'
import { Section } from '../../components/ui/Section'
import { diagnosticCopy as copy } from '../../data/fr/diagnosticCopy'
import * as styles from './DiagnosticPage.css'

/** French diagnostic information page: why, the three steps, the questions, how to begin. */
export function DiagnosticInfo() {
  const { head, hero, why, steps, dimensions, questions, benefits, closing } = copy
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
      <Section id={dimensions.id} title={dimensions.title} lead={<p>{dimensions.lead}</p>}>
        <PillarGrid
          items={dimensions.items.map((pillar) => ({ ...pillar, mark: pillar.letter }))}
          columns={5}
        />
      </Section>
      <Section
        id={questions.id}
        title={questions.title}
        lead={<p>{questions.lead}</p>}
        tone="brand"
      >
        <ul className={styles.questions}>
          {questions.items.map((question) => (
            <li key={question} className={styles.question}>
              <span className={styles.answer} aria-hidden="true">
                Oui / Non
              </span>
              {`«\u00a0${question}\u00a0»`}
            </li>
          ))}
        </ul>
        <p className={styles.note}>{questions.note}</p>
      </Section>
      <Section id={benefits.id} title={benefits.title}>
        <CardGrid columns={4}>
          {benefits.items.map((benefit) => (
            <Card key={benefit.title} title={benefit.title} accent="S">
              <p>{benefit.description}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <CtaBanner
        id={closing.id}
        title={closing.title}
        text={closing.text}
        tone="soft"
        actions={<PageLinkButtons links={closing.actions} />}
      />
    </>
  )
}
