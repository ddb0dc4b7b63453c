import { siteFacts } from '../../facts/siteFacts'
import type { Feature } from '../types'

/** Les trois façons de recevoir une conférence ou une formation. */
export const formats: readonly Feature[] = [
  {
    title: 'En personne',
    description: `Dans vos locaux ou sur le lieu de votre événement. ${siteFacts.serviceArea.fr}.`,
  },
  {
    title: 'Virtuel',
    description:
      'En direct sur la plateforme de visioconférence de votre choix, avec des moments d’échange qui gardent votre auditoire engagé, même à distance.',
  },
  {
    title: 'Hybride',
    description:
      'Une partie de l’équipe sur place, l’autre à distance : le contenu et les échanges sont pensés pour que personne ne soit spectateur.',
  },
]
