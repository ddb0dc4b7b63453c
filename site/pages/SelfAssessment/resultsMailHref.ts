import type { I18n } from '@lingui/core'
import type { SelfAssessmentContent } from '../../copy/pageCopySchemas'
import { mailtoHref } from '../../mail/mailtoHref'
import { siteFacts } from '../../siteFacts'
import type { AssessmentResult } from './scoring'
import { resultsMail, type ResultSummary } from './selfAssessmentMessages'

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
 * visitor reviews and sends from their own mail app. `i18n` has the self-assessment's strings
 * in the page's language.
 */
export function resultsMailHref(
  content: SelfAssessmentContent,
  i18n: I18n,
  result: AssessmentResult,
  resultsUrl: string,
): string {
  const { subject, body } = resultsMail(i18n, summarize(content, result), resultsUrl)
  return mailtoHref(siteFacts.email, subject, body)
}
