import type { VisionContent } from '../types'

/** La page Vision\u00a0: pourquoi agir, les trois principes, les cinq piliers et la démarche. */
export const vision: VisionContent = {
  head: {
    title: 'Vision : la santé au travail, une nécessité stratégique',
    description:
      'La vision SANTRA : faire de la santé au travail une nécessité stratégique, agir à la source, aligner les messages et bâtir une démarche en cinq étapes.',
  },
  hero: {
    eyebrow: 'Vision',
    title: 'La santé au travail, une nécessité stratégique',
    lead: 'La fatigue, le désengagement et le roulement de personnel ne sont pas des fatalités : ce sont des signaux. SANTRA propose une vision qui les traite à la source.',
  },
  necessity: {
    title: 'Pourquoi la santé de vos équipes est devenue un enjeu stratégique',
    paragraphs: [
      'La rareté de la main-d’œuvre, une charge de travail qui s’alourdit et les attentes nouvelles des employés ont changé la donne. L’énergie de vos équipes n’est plus un dossier RH parmi d’autres : c’est la condition de tout le reste, du service à la clientèle jusqu’à la croissance.',
      'Pourtant, beaucoup d’organisations y répondent par des activités ponctuelles : une conférence, un défi santé, des fruits à la cafétéria. Elles soulagent un moment sans toucher aux causes. Les symptômes reviennent, et avec eux l’impression d’avoir essayé pour rien.',
    ],
    symptomsTitle: 'Des symptômes qui ne trompent pas',
    symptoms: [
      'Une fatigue qui persiste, même au retour des vacances',
      'Des absences courtes et répétées',
      'Un roulement de personnel qui coûte cher en temps et en savoir-faire',
      'Des employés présents, mais moins engagés',
      'Des tensions plus fréquentes au sein des équipes',
      'Des gestionnaires à bout de souffle, coincés entre la direction et le terrain',
      'Des activités de mieux-être qui attirent toujours les mêmes personnes',
    ],
    conclusion: 'Ces signaux ne sont pas des fatalités. Ils indiquent où agir.',
  },
  principles: {
    title: 'Trois principes pour changer la donne',
    lead: 'Ils guident chaque diagnostic, chaque plan et chaque conférence SANTRA.',
    items: [
      {
        title: 'Agir à la source',
        description:
          'Plutôt que de multiplier les activités, s’attaquer à ce qui use vraiment vos équipes : l’organisation du travail, la charge, les pratiques de gestion et les habitudes collectives.',
      },
      {
        title: 'Aligner les messages',
        description:
          'Quand la direction parle de performance d’un côté et de santé de l’autre, les employés retiennent le premier message. La santé doit se lire dans les valeurs, les décisions et les gestes de tous les jours.',
      },
      {
        title: 'Construire une direction',
        description:
          'Une démarche santé a besoin d’un cap, d’étapes et d’indicateurs, comme tout projet stratégique. Sans direction claire, elle s’essouffle ; avec elle, elle se renforce d’année en année.',
      },
    ],
  },
  pillars: {
    title: 'Les cinq piliers SANTRA',
    lead: 'Chaque lettre de SANTRA désigne un pilier. Ensemble, ils forment un cadre simple pour passer du constat à des résultats durables.',
  },
  approach: {
    title: 'Une démarche en cinq étapes',
    lead: 'De la première conversation aux résultats mesurés, chaque étape prépare la suivante.',
    steps: [
      {
        title: 'Écouter',
        description:
          'Une rencontre exploratoire pour comprendre votre réalité, vos priorités et ce que vous avez déjà essayé.',
      },
      {
        title: 'Diagnostiquer',
        description:
          'Un portrait clair de votre organisation : ce qui nourrit l’énergie de vos équipes et ce qui l’épuise.',
      },
      {
        title: 'Planifier',
        description:
          'Un plan d’action priorisé, aligné sur vos valeurs et réaliste pour la taille de votre entreprise.',
      },
      {
        title: 'Mettre en œuvre',
        description:
          'Des actions concrètes, des gestionnaires outillés et des ambassadeurs internes qui portent le changement.',
      },
      {
        title: 'Mesurer et ajuster',
        description:
          'Des indicateurs suivis dans le temps pour consolider ce qui fonctionne et corriger le reste.',
      },
    ],
  },
  form: {
    title: 'Parlons de votre organisation',
    description:
      'Décrivez-moi brièvement votre situation. Je vous réponds personnellement pour convenir d’une première rencontre, sans engagement.',
  },
}
