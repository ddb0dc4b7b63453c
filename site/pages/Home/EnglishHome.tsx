import { PageHead } from '../../components/PageHead/PageHead'
import { CardGrid } from '../../components/sections/CardGrid'
import { Card } from '../../components/sections/Card'
import { CtaBanner } from '../../components/sections/CtaBanner'
import { PillarGrid } from '../../components/sections/PillarGrid'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
import type { EnglishHomeCopy, VisionCopy } from '../../copy/pageCopySchemas'
import { HomeOpening } from './HomeOpening'

/** The English home: its own copy, and the five pillars of the vision page's. */
export function Component({ copy: home, vision }: { copy: EnglishHomeCopy; vision: VisionCopy }) {
  const { method, audience, conversation } = home
  return (
    <>
      <PageHead title={home.head.title} description={home.head.description} />
      <HomeOpening
        content={home}
        pillars={vision.pillars.items}
        ids={{ intro: 'method', support: 'support' }}
      />

      <Section id="six-pillars" title={method.title} lead={<p>{method.lead}</p>}>
        <PillarGrid
          items={method.items.map((pillar, index) => ({
            ...pillar,
            mark: String(index + 1).padStart(2, '0'),
          }))}
          announceMark={false}
        />
      </Section>

      <Section id="audience" title={audience.title} tone="brand">
        <CardGrid columns={3}>
          {audience.items.map((item) => (
            <Card key={item.title} title={item.title}>
              <p>{item.description}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <CtaBanner
        id="conversation"
        title={conversation.title}
        text={conversation.text}
        actions={conversation.actions.map((action) => (
          <ButtonLink key={action.to} to={action.to} variant="accent">
            {action.label}
          </ButtonLink>
        ))}
      />
    </>
  )
}
