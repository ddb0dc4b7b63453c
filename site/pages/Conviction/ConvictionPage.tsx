import { PageHead } from '../../components/PageHead/PageHead'
import { Card } from '../../components/sections/Card'
import { CardGrid } from '../../components/sections/CardGrid'
import { CtaBanner } from '../../components/sections/CtaBanner'
import { PageLinkButtons } from '../../components/sections/PageLinkButtons'
import { PillarGrid } from '../../components/sections/PillarGrid'
import { Prose } from '../../components/sections/Prose'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { PageHero } from '../../components/ui/PageHero'
import { Section } from '../../components/ui/Section'
import type { ConvictionCopy, VisionCopy } from '../../copy/pageCopySchemas'
import * as styles from './ConvictionPage.css'

/**
 * The English conviction page: the argument for the workplace, then the way SANTRA acts on it
 * (the five pillars are the vision page's).
 */
export function Component({ copy, vision }: { copy: ConvictionCopy; vision: VisionCopy }) {
  const { head, hero, workplace, failures, method, businessCase, closing } = copy
  return (
    <>
      <PageHead title={head.title} description={head.description} />
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={<p>{hero.lead}</p>}
        actions={<PageLinkButtons links={hero.actions} />}
      />
      <Section id={workplace.id} title={workplace.title}>
        <Prose paragraphs={workplace.paragraphs} />
      </Section>
      <Section id={failures.id} title={failures.title} lead={<p>{failures.lead}</p>} tone="sunken">
        <CardGrid columns={3}>
          {failures.items.map((failure, index) => (
            <Card key={failure.title} title={failure.title} eyebrow={`0${index + 1}`}>
              <p>{failure.description}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
      <Section id={method.id} title={method.title} lead={<p>{method.lead}</p>}>
        <PillarGrid
          items={vision.pillars.items.map((pillar) => ({ ...pillar, mark: pillar.letter }))}
          columns={5}
        />
        <p className={styles.methodClosing}>{method.closing}</p>
      </Section>
      <Section id={businessCase.id} title={businessCase.title} tone="brand">
        <Prose paragraphs={businessCase.paragraphs} />
      </Section>
      <CtaBanner
        id={closing.id}
        title={closing.title}
        text={closing.text}
        actions={<ButtonLink to={closing.action.to}>{closing.action.label}</ButtonLink>}
        tone="soft"
      />
    </>
  )
}
