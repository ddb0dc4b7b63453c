import { type RefObject, useEffect, useRef, useState } from 'react'
import { SCROLL_DELAY_MS } from '../../components/Layout/scrollDelay'
import type { SelfAssessmentContent } from '../../data/selfAssessment/types'
import { useLocale } from '../../i18n/LocaleContext'
import { clearAnswers, useAnswers } from './answerStore'
import { Questionnaire } from './Questionnaire'
import { Results } from './Results'
import { assess, firstUnanswered, isComplete, statementPosition, type Answers } from './scoring'
import { statementId } from './StatementField'

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'
}

/** Room left between the sticky site header and a heading scrolled to, in CSS pixels. */
const HEADING_GAP_PX = 24

/**
 * Scrolls a heading to just under the sticky site header. The header's height changes with the
 * width of the screen (its menu can wrap), so it is measured rather than assumed.
 */
function scrollUnderHeader(heading: HTMLElement): void {
  const header = document.querySelector('header[data-site-header]')
  const headerBottom = Math.max(header?.getBoundingClientRect().bottom ?? 0, 0)
  const top = window.scrollY + heading.getBoundingClientRect().top - headerBottom - HEADING_GAP_PX
  window.scrollTo({ top: Math.max(top, 0), behavior: scrollBehavior() })
}

/**
 * Once the new view has painted (the spec's 100 ms), scrolls its heading into view and moves
 * focus to it, so keyboard and screen-reader users land where the content changed. A switch
 * cancels the one still waiting, and so does leaving the page.
 */
function useRevealAfterSwitch() {
  const pendingScroll = useRef<number | undefined>(undefined)

  useEffect(
    () => () => {
      window.clearTimeout(pendingScroll.current)
    },
    [],
  )

  return function revealAfterSwitch(target: RefObject<HTMLHeadingElement | null>) {
    window.clearTimeout(pendingScroll.current)
    pendingScroll.current = window.setTimeout(() => {
      const heading = target.current
      if (!heading) return
      scrollUnderHeader(heading)
      heading.focus({ preventScroll: true })
    }, SCROLL_DELAY_MS)
  }
}

/** Brings the first statement left unanswered to the middle of the screen and focuses it. */
function jumpToFirstUnanswered(answers: Answers) {
  const next = firstUnanswered(answers)
  if (!next) return
  const field = document.getElementById(
    statementId(statementPosition(next.measure, next.index) + 1),
  )
  field?.scrollIntoView({ behavior: scrollBehavior(), block: 'center' })
  field?.querySelector('input')?.focus({ preventScroll: true })
}

/**
 * The questionnaire, then the results in its place: the live part of the page. On the page
 * without the app, the island entry (site/islands/main.tsx) renders it into its container.
 */
export function SelfAssessment({ content }: { content: SelfAssessmentContent }) {
  const locale = useLocale()
  const answers = useAnswers()
  const [showResults, setShowResults] = useState(false)
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  const questionnaireHeading = useRef<HTMLHeadingElement>(null)
  const revealAfterSwitch = useRevealAfterSwitch()

  return showResults && isComplete(answers) ? (
    <Results
      content={content}
      locale={locale}
      result={assess(answers, locale)}
      headingRef={resultsHeading}
      onRedo={() => {
        clearAnswers()
        setShowResults(false)
        revealAfterSwitch(questionnaireHeading)
      }}
    />
  ) : (
    <Questionnaire
      content={content}
      answers={answers}
      headingRef={questionnaireHeading}
      onJumpToUnanswered={() => {
        jumpToFirstUnanswered(answers)
      }}
      onSubmit={() => {
        setShowResults(true)
        revealAfterSwitch(resultsHeading)
      }}
    />
  )
}
