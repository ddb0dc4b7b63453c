import { ContactForm } from '../../components/ContactForm/ContactForm'
import { LinkCards } from '../../components/sections/LinkCards'
import { PillarGrid } from '../../components/sections/PillarGrid'
import { PageHead } from '../../components/PageHead/PageHead'
import { PageHero } from '../../components/ui/PageHero'
import { Section } from '../../components/ui/Section'
import { introCopy as introEn } from '../../data/en/introCopy'
import { pillars as pillarsEn } from '../../data/en/pillars'
import { introCopy as introFr } from '../../data/fr/introCopy'
import { pillars as pillarsFr } from '../../data/fr/pillars'
import { useLocale } from '../../i18n/LocaleContext'
import { IntroChapter } from './IntroChapter'
import * as styles from './IntroPage.css'

const content = {
  fr: { copy: introFr, pillars: pillarsFr },
  en: { copy: introEn, pillars: pillarsEn },
} as const

/** The three-minute introduction: a short story in chapters, two ways to start, the form. */
export function Component() {
  const { copy, pillars } = content[useLocale()]
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
          items={pillars.map((pillar) => ({ ...pillar, mark: pillar.letter }))}
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
