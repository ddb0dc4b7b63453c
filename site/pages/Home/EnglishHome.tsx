import { Link } from 'react-router-dom'
import { PageHead } from '../../components/PageHead/PageHead'
import { CardGrid } from '../../components/sections/CardGrid'
import { Card } from '../../components/sections/Card'
import { CtaBanner } from '../../components/sections/CtaBanner'
import { MotifHero } from '../../components/sections/MotifHero'
import { PillarGrid } from '../../components/sections/PillarGrid'
import { SplitLayout } from '../../components/sections/SplitLayout'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
import { home } from '../../data/en/home'
import { pillars } from '../../data/en/pillars'
import { sixPillarMethod } from '../../data/en/sixPillarMethod'
import * as styles from './HomePage.css'

export function EnglishHome() {
  const { hero, intro, support, method, audience, conversation } = home
  return (
    <>
      <PageHead title={home.head.title} description={home.head.description} />
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

      <Section id="method" title={intro.title}>
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

      <Section id="support" title={support.title} lead={<p>{support.lead}</p>} tone="sunken">
        <CardGrid columns={4}>
          {support.benefits.map((benefit, index) => (
            <Card key={benefit.title} title={benefit.title} accent={pillars[index]?.color}>
              <p>{benefit.description}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section id="six-pillars" title={method.title} lead={<p>{method.lead}</p>}>
        <PillarGrid
          items={sixPillarMethod.map((pillar, index) => ({
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
