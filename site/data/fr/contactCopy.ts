import { siteFacts } from '../../facts/siteFacts'
import type { ContactCopy } from '../pageCopy'

/** Page /contact : les coordonnées, les types de demandes et le formulaire. */
export const contactCopy: ContactCopy = {
  head: {
    title: 'Contact',
    description:
      'Communiquez avec SANTRA, à Repentigny : rencontre exploratoire, conférence, diagnostic ou simple question. Chaque message reçoit une réponse personnelle.',
  },
  hero: {
    eyebrow: 'Contact',
    title: 'Parlons de votre organisation',
    lead: 'Une question, un projet, une conférence à organiser ? Écrivez-moi : je vous réponds personnellement.',
  },
  details: {
    id: 'coordonnees',
    title: 'Coordonnées',
    locationLabel: 'Où je travaille',
    locationNote: `${siteFacts.serviceArea.fr}.`,
    emailLabel: 'Courriel',
    emailNote: 'Le moyen le plus simple de me joindre.',
    phoneLabel: 'Téléphone',
    phoneNote: 'Laissez un message au besoin : je vous rappelle.',
  },
  topics: {
    id: 'demandes',
    title: 'Pour quelles demandes ?',
    lead: 'Peu importe où vous en êtes, un premier échange permet de voir clair.',
    items: [
      {
        title: 'Une rencontre exploratoire',
        description:
          'Pour me présenter votre situation et voir ensemble si la méthode SANTRA y répond.',
      },
      {
        title: 'Une conférence ou une formation',
        description:
          'Pour une journée santé, un lac-à-l’épaule, une semaine de la qualité de vie au travail ou le lancement d’un projet.',
      },
      {
        title: 'Un diagnostic',
        description:
          'Pour faire le point sur la santé de votre organisation et choisir vos priorités.',
      },
      {
        title: 'Une question sur la méthode',
        description: 'Pour toute autre question, même brève : il n’y a pas de petite demande.',
      },
    ],
  },
  form: {
    title: 'Écrivez-moi',
    description:
      'Décrivez votre situation en quelques lignes : qui vous êtes, ce que vous observez et ce que vous aimeriez changer.',
  },
}
