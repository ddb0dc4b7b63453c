import { siteFacts } from '../../facts/siteFacts'
import type { ServicesContent } from '../types'

/** La page Services\u00a0: les quatre offres, leur comparaison, pourquoi moi et la réservation. */
export const services: ServicesContent = {
  head: {
    title: 'Services : coaching, diagnostic, plan stratégique et accompagnement',
    description:
      'Coaching individuel de dirigeants, Diagnostic Express SANTRA (5 à 10 jours), Plan stratégique SANTRA (1 mois) et Accompagnement SANTRA (3 à 18 mois) pour les PME du Québec.',
  },
  hero: {
    eyebrow: 'Services',
    title: 'Des services pour passer de l’intention à l’action',
    lead: 'Coaching de dirigeants, diagnostic express, plan stratégique et accompagnement à la mise en œuvre : choisissez le point d’entrée qui convient à votre organisation.',
    action: { label: 'Réserver une rencontre exploratoire', to: '#reservation' },
  },
  offers: {
    title: 'Quatre façons de travailler ensemble',
    lead: 'Chaque service peut être choisi seul ou servir d’étape vers le suivant : du portrait de départ jusqu’à une culture de santé bien ancrée.',
  },
  comparison: {
    title: 'Comparer les services',
    lead: 'L’essentiel en un coup d’œil, pour repérer le service qui répond à votre besoin du moment.',
    caption: 'Les quatre services SANTRA selon leur durée, leur public et leur résultat clé',
  },
  meetingsBanner: {
    title: 'Vous cherchez plutôt une conférence ou une formation ?',
    text: 'Quatre conférences et trois formations pour mobiliser vos équipes lors d’une journée santé, d’un lac-à-l’épaule ou d’un lancement de projet.',
    actions: [{ label: 'Voir les conférences et formations', to: '/rencontres' }],
  },
  whyMe: {
    title: 'Pourquoi travailler avec moi ?',
    lead: 'Une démarche sérieuse et structurée, à la mesure d’une PME.',
    points: [
      {
        title: 'Un seul interlocuteur',
        description:
          'Du premier appel au suivi des résultats, vous traitez avec la même personne, qui connaît votre contexte et votre culture.',
      },
      {
        title: 'Une méthode structurée',
        description:
          'Les cinq piliers SANTRA donnent un cadre clair : à chaque étape, vous savez où vous en êtes et pourquoi.',
      },
      {
        title: 'Des recommandations réalistes',
        description:
          'Peu de leviers, mais les bons, choisis en fonction de vos ressources, de votre budget et de votre rythme.',
      },
      {
        title: 'Un ancrage local',
        description: `Mon bureau est à ${siteFacts.town} : je connais la réalité des entreprises d’ici. ${siteFacts.serviceArea.fr}.`,
      },
    ],
  },
  form: {
    title: 'Réserver une rencontre exploratoire',
    description:
      'Une première conversation, sans engagement, pour cerner vos besoins et déterminer ensemble le service qui vous convient. Indiquez vos disponibilités dans votre message.',
  },
  selfAssessment: {
    title: 'Vous ne savez pas par où commencer ?',
    text: 'L’auto-diagnostic préliminaire vous donne en quelques minutes un premier portrait de la culture santé de votre organisation et de ses signaux de risque.',
    actions: [{ label: 'Faire l’auto-diagnostic préliminaire', to: '/auto-diagnostic' }],
  },
}
