import type { DiagnosticInfoCopy } from '../pageCopy'

/** Page /diagnostic : pourquoi un diagnostic, ses trois étapes et comment le commencer. */
export const diagnosticCopy: DiagnosticInfoCopy = {
  head: {
    title: 'Diagnostic SANTRA',
    description:
      'Le diagnostic SANTRA : un auto-diagnostic en ligne de 20 énoncés, une rencontre d’évaluation stratégique de 30 à 45 minutes sur les 5 dimensions de la méthode et un plan d’action avec 3 recommandations.',
  },
  hero: {
    eyebrow: 'Diagnostic SANTRA',
    title: 'Voir clair avant d’agir',
    lead: 'Fatigue qui s’installe, absences qui se multiplient, projets qui s’essoufflent : avant d’investir dans une solution, prenez le temps de comprendre ce qui use réellement l’énergie de vos équipes.',
    actions: [
      { label: 'Commencer l’auto-diagnostic', to: '/auto-diagnostic#top' },
      { label: 'Voir les trois étapes', to: '#etapes' },
    ],
  },
  why: {
    id: 'pourquoi',
    title: 'Pourquoi un diagnostic ?',
    lead: 'Parce qu’on ne règle bien que ce qu’on a bien compris.',
    paragraphs: [
      'Quand l’énergie baisse dans une équipe, le réflexe est d’ajouter quelque chose : une conférence, un programme de mieux-être, une journée thématique. Ces initiatives partent d’une bonne intention, mais elles visent les symptômes. Si la cause se trouve dans la charge de travail, la clarté des rôles ou la façon de gérer les priorités, elles s’essoufflent en quelques semaines.',
      'Le diagnostic SANTRA renverse l’ordre habituel : on comprend d’abord, on agit ensuite. Il vous donne une lecture claire de votre situation, en mots simples, et vous indique où vos efforts auront le plus d’effet.',
    ],
    signalsTitle: 'Des signaux qui justifient un diagnostic',
    signals: [
      'La fatigue et l’irritabilité sont devenues la norme, même au retour des vacances.',
      'Les absences de courte durée se multiplient ou le roulement de personnel augmente.',
      'Vos gestionnaires éteignent des feux au lieu de diriger.',
      'Vos initiatives de mieux-être attirent toujours les mêmes personnes, puis s’éteignent.',
      'Vous sentez qu’il faut agir, sans savoir par où commencer.',
    ],
  },
  steps: {
    id: 'etapes',
    eyebrow: 'La démarche',
    title: 'Trois étapes, du constat au plan d’action',
    lead: 'Une démarche courte et structurée, pensée pour des gestionnaires qui ont peu de temps.',
    items: [
      {
        title: 'L’auto-diagnostic en ligne',
        detail: '20 énoncés, 5 minutes',
        description:
          'Vous répondez par oui ou par non à 20 énoncés sur votre culture santé et vos facteurs de risque. Vous obtenez aussitôt une première lecture de votre culture santé et de vos indicateurs de risque.',
      },
      {
        title: 'La rencontre d’évaluation stratégique',
        detail: '30 à 45 minutes',
        description:
          'Nous passons vos résultats en revue ensemble, en personne ou en visioconférence, à la lumière des 5 dimensions de la méthode SANTRA. Mes questions servent à distinguer les causes des symptômes, puis nous ciblons les 3 leviers prioritaires de votre organisation.',
      },
      {
        title: 'Un plan d’action clair',
        detail: '3 recommandations',
        description:
          'Vous repartez avec 3 recommandations concrètes, classées par priorité, que vous pouvez mettre en œuvre avec vos propres ressources ou avec un accompagnement. Pour aller plus loin, le Diagnostic Express SANTRA approfondit l’analyse et se conclut par un rapport de 4 pages, en 5 à 10 jours ouvrables.',
      },
    ],
  },
  dimensions: {
    id: 'dimensions',
    title: 'Les 5 dimensions examinées en rencontre',
    lead: 'Chacune correspond à un pilier de la méthode SANTRA et guide les questions de la rencontre d’évaluation. Ensemble, elles donnent une vue complète, plutôt qu’un seul indicateur.',
    items: [
      {
        letter: 'S',
        title: 'Source',
        description:
          'Les causes réelles de la fatigue : la charge, l’organisation du travail et les irritants du quotidien.',
        color: 'S',
      },
      {
        letter: 'A',
        title: 'Alignement',
        description:
          'Le lien entre la santé des équipes, les valeurs affichées et les décisions de la direction.',
        color: 'A',
      },
      {
        letter: 'N',
        title: 'Normalisation',
        description:
          'Les habitudes durables et accessibles à tous qui soutiennent l’énergie au quotidien.',
        color: 'N',
      },
      {
        letter: 'T',
        title: 'Transmission',
        description:
          'La capacité de vos gestionnaires et de vos relais internes à porter le changement.',
        color: 'T',
      },
      {
        letter: 'RA',
        title: 'Résultats + Ajustements',
        description: 'Ce que vous mesurez déjà et la façon dont vous ajustez le tir.',
        color: 'RA',
      },
    ],
  },
  questions: {
    id: 'exemples-questions',
    title: 'Exemples de questions',
    lead: 'Des énoncés concrets, auxquels on répond par oui ou par non, sans préparation.',
    items: [
      'La direction parle ouvertement de la santé et de l’énergie des équipes.',
      'Les employés savent à qui s’adresser lorsqu’ils sentent la pression monter.',
      'Les heures supplémentaires sont devenues courantes dans plusieurs équipes.',
      'Nos gestionnaires savent reconnaître les premiers signes d’épuisement.',
      'Nous mesurons l’effet de nos actions en santé au travail.',
    ],
    note: 'Répondez selon ce que vous observez aujourd’hui, pas selon ce que vous souhaiteriez : c’est la condition d’un portrait utile.',
  },
  benefits: {
    id: 'benefices',
    title: 'Ce que le diagnostic vous apporte',
    items: [
      {
        title: 'Une vision claire',
        description:
          'Une lecture partagée de la situation, au-delà des impressions et des cas isolés.',
      },
      {
        title: 'Des priorités',
        description:
          '3 leviers prioritaires plutôt qu’une longue liste d’actions impossibles à mener de front.',
      },
      {
        title: 'Un langage commun',
        description:
          'Des mots simples pour en parler avec votre comité de direction et avec vos équipes.',
      },
      {
        title: 'Un point de départ mesurable',
        description: 'Un portrait initial auquel comparer vos progrès dans quelques mois.',
      },
    ],
  },
  closing: {
    id: 'commencer',
    title: 'Prêt à faire le point ?',
    text: 'L’auto-diagnostic préliminaire prend environ 5 minutes. Vos réponses restent dans votre navigateur : vous voyez vos résultats immédiatement, sans rien transmettre.',
    actions: [
      { label: 'Faire l’auto-diagnostic préliminaire', to: '/auto-diagnostic#top' },
      { label: 'M’écrire directement', to: '/contact' },
    ],
  },
}
