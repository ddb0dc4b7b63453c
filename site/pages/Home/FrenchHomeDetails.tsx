import { Link } from 'react-router-dom'
import { CardGrid } from '../../components/sections/CardGrid'
import { CheckList } from '../../components/sections/CheckList'
import { FounderProfile } from '../../components/sections/FounderProfile'
import { TalkCard } from '../../components/sections/TalkCard'
import { TrainingCard } from '../../components/sections/TrainingCard'
import { ButtonLink } from '../../components/ui/ButtonLink'
import { Section } from '../../components/ui/Section'
import type { FounderApproach, FrenchHomeCopy, Talk, Training } from '../../copy/pageCopySchemas'
import * as styles from './HomePage.css'

interface FrenchHomeDetailsProps {
  home: FrenchHomeCopy
  talks: readonly Talk[]
  trainings: readonly Training[]
  founderApproach: FounderApproach
}

/** The home page's sections between its opening and its contact form (below the first screen). */
export function FrenchHomeDetails({
  home,
  talks,
  trainings,
  founderApproach,
}: FrenchHomeDetailsProps) {
  const { profiles, founder } = home
  return (
    <>
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
          approach={founderApproach}
          action={
            <Link to={founder.action.to} className={styles.textLink}>
              {founder.action.label}
              <span aria-hidden="true"> →</span>
            </Link>
          }
        />
      </Section>
    </>
  )
}
