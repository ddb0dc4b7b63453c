import { ActionRow } from '../../components/sections/ActionRow'
import { HighlightList } from '../../components/sections/HighlightList'
import { NumberedSteps } from '../../components/sections/NumberedSteps'
import { PillarTiles } from '../../components/sections/PillarTiles'
import { Prose } from '../../components/sections/Prose'
import { TextCards } from '../../components/sections/TextCards'
import { TwoColumns } from '../../components/sections/TwoColumns'
import { PageHead } from '../../components/PageHead/PageHead'
import { ButtonLink } from '../../components/ui/ButtonLink'
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
        actions={hero.actions.map((action, index) => (
          <ButtonLink
            key={action.to}
            to={action.to}
            variant={index === 0 ? 'primary' : 'secondary'}
          >
            {action.label}
          </ButtonLink>
        ))}
      />
      <Section id={why.id} title={why.title} lead={<p>{why.lead}</p>}>
        <TwoColumns>
          <Prose paragraphs={why.paragraphs} />
          <HighlightList title={why.signalsTitle} items={why.signals} />
        </TwoColumns>
      </Section>
      <Section
        id={steps.id}
        eyebrow={steps.eyebrow}
        title={steps.title}
        lead={<p>{steps.lead}</p>}
        tone="sunken"
      >
        <NumberedSteps steps={steps.items} />
      </Section>
      <Section id={dimensions.id} title={dimensions.title} lead={<p>{dimensions.lead}</p>}>
        <PillarTiles pillars={dimensions.items} />
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
        <TextCards items={benefits.items} tone="marked" />
      </Section>
      <Section id={closing.id} title={closing.title} tone="sunken">
        <p className={styles.closingText}>{closing.text}</p>
        <ActionRow>
          {closing.actions.map((action, index) => (
            <ButtonLink
              key={action.to}
              to={action.to}
              variant={index === 0 ? 'primary' : 'secondary'}
            >
              {action.label}
            </ButtonLink>
          ))}
        </ActionRow>
      </Section>
    </>
  )
}
