import { readPageCopy } from '../../generator/readPageCopy'

/** The words of the self-assessment's controls that the tests read, as a visitor sees them. */
const controls = {
  fr: {
    answers: { yes: 'Oui', no: 'Non' },
    progress: {
      name: 'Progression du questionnaire',
      percent: (percent: number) => `${percent} %`,
      incomplete: 'Répondez à tous les énoncés pour voir vos résultats.',
      firstUnanswered: 'Aller au premier énoncé sans réponse',
      submit: 'Voir mes résultats',
      noScript:
        'Vos résultats sont calculés directement dans votre navigateur : activez JavaScript pour les obtenir.',
    },
    results: {
      discuss: 'Discuter de mes résultats',
      redo: 'Refaire le diagnostic',
      copyLink: 'Copier le lien',
      linkCopied: 'Lien copié',
    },
  },
  en: {
    answers: { yes: 'Yes', no: 'No' },
    progress: {
      name: 'Questionnaire progress',
      percent: (percent: number) => `${percent}%`,
      incomplete: 'Please answer all questions to get your assessment',
      firstUnanswered: 'Go to the first unanswered question',
      submit: 'Get my assessment',
      noScript:
        'Your results are calculated right in your browser: please turn on JavaScript to get them.',
    },
    results: {
      discuss: 'Discuss my results',
      redo: 'Redo the diagnostic',
      copyLink: 'Copy link',
      linkCopied: 'Link copied',
    },
  },
} as const

/**
 * What a visitor reads on the self-assessment page in `locale`: the page's copy
 * (content/pages/<locale>/self-assessment.yaml) and the words of its controls (Lingui's).
 */
export function selfAssessmentText(locale: 'fr' | 'en') {
  const copy = readPageCopy('self-assessment', locale)
  const words = controls[locale]
  return { ...copy, ...words, results: { ...copy.results, ...words.results } }
}

export type SelfAssessmentText = ReturnType<typeof selfAssessmentText>
