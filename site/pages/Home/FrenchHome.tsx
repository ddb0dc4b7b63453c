import { Link } from 'react-router-dom'
import { ContactForm } from '../../components/ContactForm/ContactForm'
import { PageHead } from '../../components/PageHead/PageHead'
import { CardGrid } from '../../components/sections/CardGrid'
import { Card } from '../../components/sections/Card'
import { CheckList } from '../../components/sections/CheckList'
import { CtaBanner } from '../../components/sections/CtaBanner'
import { FounderProfile } from '../../components/sections/FounderProfile'
import { MotifHero } from '../../components/sections/MotifHero'
import { PillarGrid } from '../../components/sections/PillarGrid'
import { SplitLayout } from '../../components/sections/SplitLayout'
import { TalkCard } from '../../components/sections/TalkCard'
import { TrainingCard } from '../../components/sections/TrainingCard'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
import { home } from '../../data/fr/home'
import { pillars } from '../../data/fr/pillars'
import { talks } from '../../data/fr/talks'
import { trainings } from '../../data/fr/trainings'
import * as styles from './HomePage.css'

export function FrenchHome() {
  const { hero, intro, support, profiles, founder, closing, diagnostic } = home
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

      <Section id="methode" title={intro.title}>
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

      <Section id="soutien" title={support.title} lead={<p>{support.lead}</p>} tone="sunken">
        <CardGrid columns={4}>
          {support.benefits.map((benefit, index) => (
            <Card key={benefit.title} title={benefit.title} accent={pillars[index]?.color}>
              <p>{benefit.description}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section id="pour-qui" title={profiles.title}>
        <div className={styles.profiles}>
          <CheckList items={profiles.items} columns />
        </div>
      </Section>

      <Section
        id="conferences"
        title={home.talks.title}
        lead={<p>{home.talks.lead}</p>}
        tone="brand"
      >
        <h3 className={styles.subsectionTitle}>{home.talks.talksTitle}</h3>
        <CardGrid columns={4}>
          {talks.map((talk) => (
            <TalkCard key={talk.id} talk={talk} compact headingLevel={4} />
          ))}
        </CardGrid>
        <h3 className={styles.subsectionTitle}>{home.talks.trainingsTitle}</h3>
        <CardGrid columns={3}>
          {trainings.map((training) => (
            <TrainingCard key={training.title} training={training} compact headingLevel={4} />
          ))}
        </CardGrid>
        <p className={styles.sectionAction}>
          <ButtonLink to={home.talks.action.to}>{home.talks.action.label}</ButtonLink>
        </p>
      </Section>

      <Section id="fondateur" title={founder.title}>
        <FounderProfile
          action={
            <Link to={founder.action.to} className={styles.textLink}>
              {founder.action.label}
              <span aria-hidden="true"> →</span>
            </Link>
          }
        />
      </Section>

      <ContactForm type="general" title={closing.title} description={closing.description} />

      <CtaBanner
        id="diagnostic-preliminaire"
        title={diagnostic.title}
        text={diagnostic.text}
        actions={diagnostic.actions.map((action, index) => (
          <ButtonLink key={action.to} to={action.to} variant={index === 0 ? 'accent' : 'secondary'}>
            {action.label}
          </ButtonLink>
        ))}
      />
    </>
  )
}
