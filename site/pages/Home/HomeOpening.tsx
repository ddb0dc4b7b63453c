import { Link } from 'react-router-dom'
import { CardGrid } from '../../components/sections/CardGrid'
import { Card } from '../../components/sections/Card'
import { MotifHero } from '../../components/sections/MotifHero'
import { PillarGrid } from '../../components/sections/PillarGrid'
import { SplitLayout } from '../../components/sections/SplitLayout'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
import type { HomeOpeningCopy, Pillar } from '../../copy/pageCopySchemas'
import * as styles from './HomePage.css'

interface HomeOpeningProps {
  content: HomeOpeningCopy
  /** The five SANTRA pillars in the page's language. */
  pillars: readonly Pillar[]
  /** The anchors of the intro and support sections, in the page's language. */
  ids: { intro: string; support: string }
}

/** The top of both home pages: the question, the method in brief and how it supports a company. */
export function HomeOpening({ content, pillars, ids }: HomeOpeningProps) {
  const { hero, intro, support } = content
  return (
    <>
      <MotifHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={<p>{hero.lead}</p>}
        actions={
          <>
            <ButtonLink to={hero.primary.to}>{hero.primary.label}</ButtonLink>
            <ButtonLink to={hero.secondary.to} variant="secondary">
              {hero.secondary.label}
            </ButtonLink>
          </>
        }
      />

      <Section id={ids.intro} title={intro.title}>
        <SplitLayout
          start={
            <>
              {intro.paragraphs.map((paragraph) => (
                <p key={paragraph} className={styles.introText}>
                  {paragraph}
                </p>
              ))}
              <p>
                <Link to={intro.action.to} className={styles.textLink}>
                  {intro.action.label}
                  <span aria-hidden="true"> →</span>
                </Link>
              </p>
            </>
          }
          end={
            <PillarGrid
              variant="strip"
              items={pillars.map((pillar) => ({ ...pillar, mark: pillar.letter }))}
            />
          }
        />
      </Section>

      <Section id={ids.support} title={support.title} lead={<p>{support.lead}</p>} tone="sunken">
        <CardGrid columns={4}>
          {support.benefits.map((benefit, index) => (
            <Card key={benefit.title} title={benefit.title} accent={pillars[index]?.color}>
              <p>{benefit.description}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>
    </>
  )
}
