import type { Training } from '../types'

/** Les formations et ateliers, un par public. */
export const trainings: readonly Training[] = [
  {
    title: 'Gérer l’énergie de son équipe',
    audience: 'Gestionnaires',
    description:
      'Les gestionnaires sont les premiers témoins de la fatigue. Cette formation les aide à la repérer tôt et à agir sans se transformer en thérapeutes.',
    topics: [
      'Repérer les signaux de fatigue et de désengagement',
      'Mener une conversation délicate avec tact',
      'Organiser le travail pour préserver l’énergie',
    ],
  },
  {
    title: 'Devenir ambassadeur SANTRA',
    audience: 'Ambassadeurs internes',
    description:
      'Des employés volontaires deviennent les relais de la démarche dans leur service. Ils repartent avec des outils prêts à l’emploi et un plan d’animation.',
    topics: [
      'Comprendre les cinq piliers et leur logique',
      'Animer de courtes activités auprès de leurs collègues',
      'Faire remonter ce qui fonctionne et ce qui bloque',
    ],
  },
  {
    title: 'Prendre soin de son énergie au travail',
    audience: 'Sensibilisation des employés',
    description:
      'Des ateliers courts et concrets pour l’ensemble du personnel, sans jargon ni culpabilisation, qui se glissent facilement dans un horaire chargé.',
    topics: [
      'Sommeil, pauses et récupération',
      'Alimentation et mouvement dans la journée',
      'Gérer la pression et savoir décrocher',
    ],
  },
]
