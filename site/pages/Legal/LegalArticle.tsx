import { useLingui } from '@lingui/react/macro'
import { PageHead } from '../../components/PageHead/PageHead'
import { PageHero } from '../../components/ui/PageHero'
import { RichText } from '../../components/sections/RichText'
import type { LegalCopy, LegalSection } from '../../copy/pageCopySchemas'
import * as styles from './LegalArticle.css'

/** « Sur cette page »: a link to each numbered section. */
function TableOfContents({ sections }: { sections: LegalCopy['sections'] }) {
  const { t } = useLingui()
  return (
    <nav className={styles.toc} aria-labelledby="legal-toc-title">
      <h2 id="legal-toc-title" className={styles.tocTitle}>
        {t`Sur cette page`}
      </h2>
      <ol className={styles.tocList}>
        {sections.map((section) => (
          <li key={section.id}>
            <a className={styles.tocLink} href={`#${section.id}`}>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** One section: its number and title, then its paragraphs and bulleted lists. */
function NumberedSection({ section, number }: { section: LegalSection; number: number }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-title`} className={styles.section}>
      <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
        <span className={styles.number} aria-hidden="true">
          {number}.
        </span>{' '}
        {section.title}
      </h2>
      {section.blocks.map((block, blockIndex) =>
        typeof block === 'string' ? (
          <p key={blockIndex}>
            <RichText text={block} />
          </p>
        ) : (
          <ul key={blockIndex} className={styles.list}>
            {block.map((item) => (
              <li key={item}>
                <RichText text={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </section>
  )
}

/**
 * A legal page (content/pages/fr/<legal-notice|privacy|terms>.yaml): its title and date, a table
 * of contents, then its numbered sections.
 */
export function Component({ copy }: { copy: LegalCopy }) {
  const { head, eyebrow, title, lead, updated, englishNote, sections } = copy
  return (
    <>
      <PageHead title={head.title} description={head.description} />
      <PageHero
        eyebrow={eyebrow}
        title={title}
        lead={
          <>
            <p>{lead}</p>
            <p className={styles.updated}>{updated}</p>
          </>
        }
      />
      <div className={styles.layout}>
        <TableOfContents sections={sections} />
        <div className={styles.body}>
          <p className={styles.englishNote} lang="en">
            {englishNote}
          </p>
          {sections.map((section, index) => (
            <NumberedSection key={section.id} section={section} number={index + 1} />
          ))}
        </div>
      </div>
    </>
  )
}
