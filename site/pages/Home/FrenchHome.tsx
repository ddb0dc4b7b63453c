import { Link } from 'react-router-dom'
import { ContactForm } from '../../components/ContactForm/ContactForm'
import { PageHead } from '../../components/PageHead/PageHead'
import { CardGrid } from '../../components/sections/CardGrid'
import { CheckList } from '../../components/sections/CheckList'
import { CtaBanner } from '../../components/sections/CtaBanner'
import { FounderProfile } from '../../components/sections/FounderProfile'
import { TalkCard } from '../../components/sections/TalkCard'
import { TrainingCard } from '../../components/sections/TrainingCard'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
import { home } from '../../data/fr/home'
import { pillars } from '../../data/fr/pillars'
import { talks } from '../../data/fr/talks'
import { trainings } from '../../data/fr/trainings'
import * as styles from './HomePage.css'
import { HomeOpening } from './HomeOpening'

export function FrenchHome() {
  const { profiles, founder, closing, diagnostic } = home
  return (
    <>
      <PageHead title={home.head.title} description={home.head.description} />
      <HomeOpening
        content={home}
        pillars={pillars}
        ids={{ intro: 'methode', support: 'soutien' }}
      />

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
