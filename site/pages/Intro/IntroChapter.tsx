import { Prose } from '../../components/sections/Prose'
import type { IntroCopy } from '../../copy/pageCopySchemas'
import * as styles from './IntroChapter.css'

/** A chapter of the story: its number and title on the left, the text on the right. */
export function IntroChapter({ chapter }: { chapter: IntroCopy['outcome'] }) {
  const headingId = `${chapter.id}-title`
  return (
    <section id={chapter.id} aria-labelledby={headingId} className={styles.chapter}>
      <div className={styles.inner}>
        <div>
          {chapter.eyebrow && <p className={styles.eyebrow}>{chapter.eyebrow}</p>}
          <h2 id={headingId} className={styles.title}>
            {chapter.title}
          </h2>
        </div>
        <div className={styles.text}>
          <Prose paragraphs={chapter.paragraphs} />
        </div>
      </div>
    </section>
  )
}
