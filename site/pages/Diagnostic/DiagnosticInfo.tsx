import { Card } from '../../components/sections/Card'
import { CardGrid } from '../../components/sections/CardGrid'
import { CtaBanner } from '../../components/sections/CtaBanner'
import { PageLinkButtons } from '../../components/sections/PageLinkButtons'
import { PillarGrid } from '../../components/sections/PillarGrid'
import { Section } from '../../components/ui/Section'
import type { DiagnosticInfoCopy } from '../../copy/pageCopySchemas'
import * as styles from './DiagnosticPage.css'
import { DiagnosticOpening } from './DiagnosticOpening'

/** French diagnostic information page: why, the three steps, the questions, how to begin. */
export function Component({ copy }: { copy: DiagnosticInfoCopy }) {
  const { dimensions, questions, benefits, closing } = copy
  return (
    <>
      <DiagnosticOpening copy={copy} />
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
                {questions.answers}
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
