import { PageHead } from '../../components/PageHead/PageHead'
import { Card } from '../../components/sections/Card'
import { CheckList } from '../../components/sections/CheckList'
import { PageLinkButtons } from '../../components/sections/PageLinkButtons'
import { Prose } from '../../components/sections/Prose'
import { SplitLayout } from '../../components/sections/SplitLayout'
import { StepList } from '../../components/sections/StepList'
import { PageHero } from '../../components/ui/PageHero'
import { Section } from '../../components/ui/Section'
import type { DiagnosticOpeningCopy } from '../../copy/pageCopySchemas'

/** The top of both diagnostic pages: the hero, why a diagnostic pays, and its steps. */
export function DiagnosticOpening({ copy }: { copy: DiagnosticOpeningCopy }) {
  const { head, hero, why, steps } = copy
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
    </>
  )
}
