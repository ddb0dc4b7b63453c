import { ContactForm } from '../../components/ContactForm/ContactForm'
import { LinkCards } from '../../components/sections/LinkCards'
import { PillarGrid } from '../../components/sections/PillarGrid'
import { PageHead } from '../../components/PageHead/PageHead'
import { PageHero } from '../../components/ui/PageHero'
import { Section } from '../../components/ui/Section'
import type { IntroCopy, VisionCopy } from '../../copy/pageCopySchemas'
import { IntroChapter } from './IntroChapter'
import * as styles from './IntroPage.css'

/**
 * The three-minute introduction: a short story in chapters, the five pillars (the vision page's),
 * two ways to start, the form.
 */
export function Component({ copy, vision }: { copy: IntroCopy; vision: VisionCopy }) {
  const { head, hero, chapters, method, outcome, nextSteps, form } = copy
  return (
    <>
      <PageHead title={head.title} description={head.description} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={<p>{hero.lead}</p>} />
      {chapters.map((chapter) => (
        <IntroChapter key={chapter.id} chapter={chapter} />
      ))}
      <Section
        id={method.id}
        eyebrow={method.eyebrow}
        title={method.title}
        lead={<p>{method.lead}</p>}
        tone="sunken"
      >
        <PillarGrid
          items={vision.pillars.items.map((pillar) => ({ ...pillar, mark: pillar.letter }))}
          columns={5}
        />
        <p className={styles.methodClosing}>{method.closing}</p>
      </Section>
      <IntroChapter chapter={outcome} />
      <Section id={nextSteps.id} eyebrow={nextSteps.eyebrow} title={nextSteps.title} tone="brand">
        <LinkCards cards={nextSteps.cards} />
      </Section>
      <ContactForm type="general" title={form.title} description={form.description} />
    </>
  )
}
