import type { Step } from '../types'

/** Les quatre étapes d'une conférence ou d'une formation, du premier appel au jour J. */
export const processSteps: readonly Step[] = [
  {
    title: 'Premier contact',
    description:
      'Vous me décrivez votre événement, votre public et ce que vous souhaitez que les gens en retiennent.',
  },
  {
    title: 'Validation',
    description:
      'Nous confirmons ensemble le sujet, la durée, le format et la date, puis je vous transmets une proposition écrite.',
  },
  {
    title: 'Adaptation',
    description:
      'J’ajuste le contenu à votre secteur, à votre culture et aux enjeux de vos équipes, pour que chacun s’y reconnaisse.',
  },
  {
    title: 'Présentation',
    description:
      'Je donne la conférence ou la formation, puis je vous remets les principaux messages et des pistes pour prolonger l’élan.',
  },
]
