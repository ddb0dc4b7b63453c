import type { ResultSummary, SelfAssessmentContent } from '../../data/selfAssessment/types'
import { mailtoHref } from '../../mail/mailtoHref'
import { siteFacts } from '../../facts/siteFacts'
import type { AssessmentResult } from './scoring'

/** Both scores with the names of their levels, in the page's language. */
function summarize(content: SelfAssessmentContent, result: AssessmentResult): ResultSummary {
  return {
    culture: {
      score: result.culture.score,
      label: content.levels.culture[result.culture.level].label,
    },
    risk: { score: result.risk.score, label: content.levels.risk[result.risk.level].label },
  }
}

/**
 * The « Discuter de mes résultats » link: a message to the consultant, prefilled with both
 * scores (x/10), both levels and the link that brings the results back (`resultsUrl`), that the
 * visitor reviews and sends from their own mail app.
 */
export function resultsMailHref(
  content: SelfAssessmentContent,
  result: AssessmentResult,
  resultsUrl: string,
): string {
  const summary = summarize(content, result)
  return mailtoHref(
    siteFacts.email,
    content.mail.subject(summary),
    content.mail.body(summary, resultsUrl),
  )
}
