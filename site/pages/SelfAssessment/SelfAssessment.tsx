import { I18nProvider, useLingui } from '@lingui/react'
import { type RefObject, use, useCallback, useEffect, useRef, useState } from 'react'
import { SCROLL_DELAY_MS } from '../../components/Layout/scrollDelay'
import type { SelfAssessmentContent } from '../../copy/pageCopySchemas'
import { useLocale } from '../../i18n/LocaleContext'
import { answersFragment, answersFromFragment } from './answersFragment'
import { clearAnswers, replaceAnswers, useAnswers } from './answerStore'
import { Questionnaire } from './Questionnaire'
import { Results } from './Results'
import { assess, firstUnanswered, isComplete, statementPosition, type Answers } from './scoring'
import { selfAssessmentI18n } from './selfAssessmentI18n'
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

/** The page's address with another fragment, or none, in place of the current one. */
function replaceFragment(fragment: string): void {
  const { pathname, search, hash } = window.location
  if (hash !== fragment)
    window.history.replaceState(window.history.state, '', pathname + search + fragment)
}

/**
 * A results link (`#r=…`, answersFragment.ts) opened, or typed into the address bar: its answers
 * replace the stored ones and the results show. Any other fragment is left alone.
 */
function useResultsLink(onResults: () => void): void {
  useEffect(() => {
    const read = () => {
      const answers = answersFromFragment(window.location.hash)
      if (!answers) return
      replaceAnswers(answers)
      onResults()
    }
    read()
    window.addEventListener('hashchange', read)
    return () => {
      window.removeEventListener('hashchange', read)
    }
  }, [onResults])
}

/**
 * The questionnaire, then the results in its place: the live part of the page. On the page
 * without the app, the island entry (site/islands/main.tsx) renders it into its container.
 */
export function SelfAssessment({ content }: { content: SelfAssessmentContent }) {
  const locale = useLocale()
  // Its strings in the page's language: loaded with its code, or now after a navigation.
  const i18n = use(selfAssessmentI18n(useLingui().i18n))
  const answers = useAnswers()
  const [showResults, setShowResults] = useState(false)
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  const questionnaireHeading = useRef<HTMLHeadingElement>(null)
  const revealAfterSwitch = useRevealAfterSwitch()
  const resultsShown = showResults && isComplete(answers)
  const fragment = resultsShown ? answersFragment(answers) : undefined
  const showLinkedResults = useCallback(() => {
    setShowResults(true)
  }, [])
  useResultsLink(showLinkedResults)
  // While the results show, the address holds them: a bookmark, a print or the language switch
  // keeps them.
  useEffect(() => {
    if (fragment !== undefined) replaceFragment(fragment)
  }, [fragment])

  return (
    <I18nProvider i18n={i18n}>
      {resultsShown ? (
        <Results
          content={content}
          locale={locale}
          result={assess(answers, locale)}
          resultsUrl={window.location.origin + window.location.pathname + (fragment ?? '')}
          headingRef={resultsHeading}
          onRedo={() => {
            replaceFragment('')
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
      )}
    </I18nProvider>
  )
}
