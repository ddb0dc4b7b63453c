import { partMessages } from '../../i18n/partMessages'

/**
 * The self-assessment's Lingui instance: the page's strings and its own interface strings
 * (site/locales/<locale>/selfAssessment.po), loaded with its code in the page's language. Its questions, levels and texts are the page's copy
 * (content/pages/<locale>/self-assessment.yaml). A module of its own: the islands' entry loads it
 * beside the self-assessment's code, not with it.
 */
export const selfAssessmentI18n = partMessages({
  fr: () => import('../../locales/fr/selfAssessment.po'),
  en: () => import('../../locales/en/selfAssessment.po'),
})
