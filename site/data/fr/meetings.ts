import type { MeetingsContent } from '../types'

/** La page Rencontres\u00a0: conférences, formations, formats, contextes, déroulement et invitation. */
export const meetings: MeetingsContent = {
  head: {
    title: 'Conférences et formations en santé au travail',
    description:
      'Conférences SANTRA de 30 à 90 minutes sur l’énergie humaine, la fatigue organisationnelle et la culture de santé, et formations pour gestionnaires, ambassadeurs et employés.',
  },
  hero: {
    eyebrow: 'Rencontres',
    title: 'Conférences et formations',
    lead: 'Des conférences et des ateliers concrets pour mobiliser vos équipes autour de l’énergie humaine et d’une culture de santé durable, en personne, en virtuel ou en formule hybride.',
    action: { label: 'Inviter SANTRA dans votre organisation', to: '#invitation' },
  },
  talks: {
    title: 'Quatre conférences pour mobiliser vos équipes',
    lead: 'Chaque conférence s’adapte à votre public et à votre événement. Les durées indiquées sont celles que je recommande.',
  },
  trainings: {
    title: 'Formations et ateliers',
    lead: 'Pour aller au-delà de l’inspiration : des formations pratiques, pensées pour chaque niveau de votre organisation.',
  },
  formats: {
    title: 'Trois formats, selon votre réalité',
  },
  contexts: {
    title: 'Des contextes adaptables',
    lead: 'Conférences et formations s’intègrent à vos moments clés, par exemple :',
  },
  process: {
    title: 'Comment ça se passe',
    lead: 'Quatre étapes simples, de votre premier message au jour de l’événement.',
  },
  form: {
    title: 'Inviter SANTRA dans votre organisation',
    description:
      'Indiquez la conférence ou la formation qui vous intéresse, la date envisagée, le public visé et le format souhaité : je vous réponds avec une proposition adaptée.',
  },
}
