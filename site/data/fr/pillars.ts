import type { Pillar } from '../types'

/** Les cinq piliers SANTRA, dans l'ordre des lettres du nom de la méthode. */
export const pillars: readonly Pillar[] = [
  {
    letter: 'S',
    summary: 'Comprendre les causes, pas seulement les symptômes.',
    title: 'Source',
    description:
      'Comprendre les causes, pas seulement les symptômes : la charge, l’organisation du travail et les habitudes qui épuisent vraiment vos équipes.',
    color: 'S',
  },
  {
    letter: 'A',
    summary: 'L’énergie, un projet stratégique lié à vos valeurs.',
    title: 'Alignement',
    description:
      'Faire de l’énergie humaine un projet stratégique, rattaché aux valeurs et aux objectifs de l’entreprise plutôt qu’à une activité ponctuelle.',
    color: 'A',
  },
  {
    letter: 'N',
    summary: 'Des habitudes durables, accessibles à tous.',
    title: 'Normalisation',
    description:
      'Installer des habitudes durables, simples et accessibles à tous, intégrées au quotidien du travail plutôt qu’ajoutées par-dessus.',
    color: 'N',
  },
  {
    letter: 'T',
    summary: 'Former et outiller les porteurs du changement.',
    title: 'Transmission',
    description:
      'Former et outiller les porteurs du changement : gestionnaires, ambassadeurs internes et équipes RH, pour que la démarche vive sans moi.',
    color: 'T',
  },
  {
    letter: 'RA',
    summary: 'Mesurer, adapter, continuer.',
    title: 'Résultats + Ajustements',
    description:
      'Mesurer ce qui change, adapter ce qui ne fonctionne pas et poursuivre : une démarche vivante, suivie avec des indicateurs clairs.',
    color: 'RA',
  },
]
