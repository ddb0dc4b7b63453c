import type { Offer } from '../types'

/** Les quatre services, du plus ciblé au plus complet. */
export const offers: readonly Offer[] = [
  {
    id: 'coaching',
    title: 'Coaching individuel de dirigeants',
    duration: 'Selon vos objectifs',
    objective:
      'Aider la personne à la tête de l’entreprise à retrouver et à préserver son énergie, pour mieux porter son organisation.',
    popular: false,
    features: [
      'Bilan de votre énergie, de votre charge et de vos habitudes',
      'Rencontres individuelles confidentielles, en personne ou en virtuel',
      'Plan personnel concret, ajusté à votre horaire chargé',
      'Réflexion sur votre rôle de modèle auprès des équipes',
    ],
    result:
      'Une direction plus lucide et plus énergique, qui montre l’exemple et décide avec plus de recul.',
    keyResult: 'Une énergie retrouvée à la tête de l’entreprise',
    ideal: 'Propriétaires, présidents et membres de la direction de PME',
  },
  {
    id: 'express',
    title: 'Diagnostic Express SANTRA',
    duration: '5 à 10 jours',
    objective:
      'Obtenir rapidement un portrait clair et objectif de la santé de votre organisation, avant d’investir temps et argent.',
    popular: false,
    features: [
      'Entretiens avec la direction et les ressources humaines',
      'Court questionnaire auprès d’un échantillon d’employés',
      'Analyse selon les cinq piliers SANTRA',
      'Présentation commentée des constats à la direction',
    ],
    result:
      'Un document de 4 pages : vos constats, vos risques prioritaires et 3 leviers d’action recommandés.',
    keyResult: 'Un document de 4 pages',
    ideal: 'Organisations qui veulent un point de départ fiable avant d’agir',
  },
  {
    id: 'plan',
    title: 'Plan stratégique SANTRA',
    duration: '1 mois',
    objective:
      'Transformer le diagnostic en un plan d’action priorisé, aligné sur vos valeurs, vos ressources et votre réalité.',
    popular: true,
    features: [
      'Diagnostic approfondi de votre organisation',
      'Ateliers de travail avec la direction et les RH',
      'Plan d’action sur 12 mois, priorisé et réaliste',
      'Indicateurs simples pour suivre les progrès',
      'Présentation du plan à la direction et aux gestionnaires',
    ],
    result:
      'Un plan stratégique clair, partagé par la direction, prêt à être déployé dès le mois suivant.',
    keyResult: 'Un plan d’action sur 12 mois',
    ideal: 'PME qui veulent structurer leur démarche santé et la faire durer',
  },
  {
    id: 'support',
    title: 'Accompagnement SANTRA',
    duration: '3 à 18 mois',
    objective:
      'Mettre en œuvre le plan avec vous, former les personnes qui le portent et ancrer les changements dans la culture.',
    popular: false,
    features: [
      'Suivi régulier avec la direction et le comité responsable',
      'Formation des gestionnaires et des ambassadeurs internes',
      'Activités et outils adaptés à chaque étape',
      'Mesure des résultats et ajustements en continu',
    ],
    phases: [
      {
        period: '0 à 3 mois',
        title: 'Lancer',
        description:
          'Mobiliser la direction, former les ambassadeurs et poser les premiers gestes visibles.',
      },
      {
        period: '3 à 6 mois',
        title: 'Consolider',
        description:
          'Installer les nouvelles habitudes et outiller les gestionnaires au quotidien.',
      },
      {
        period: '6 à 12 mois',
        title: 'Ancrer',
        description:
          'Mesurer, ajuster et transférer la démarche à vos équipes pour qu’elle tienne seule.',
      },
    ],
    result:
      'Une culture de santé ancrée dans vos façons de faire, portée par vos gens et mesurée dans le temps.',
    keyResult: 'Une culture de santé ancrée',
    ideal: 'Organisations prêtes à passer du plan à l’action, avec un appui sur la durée',
  },
]
