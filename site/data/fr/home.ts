import { siteFacts } from '../../facts/siteFacts'
import type { FrenchHomeContent } from '../types'

/** L'accueil en français\u00a0: la question de départ, la méthode, pour qui, et comment commencer. */
export const home: FrenchHomeContent = {
  head: {
    title: 'Santé et performance au travail à Repentigny',
    description:
      'Conseil en santé et performance au travail : la méthode SANTRA aide les PME québécoises à agir à la source de la fatigue organisationnelle et à bâtir une culture de santé durable.',
  },
  hero: {
    eyebrow: 'Santé et performance au travail',
    title: 'Et si votre entreprise devenait le moteur de la santé de vos employés ?',
    lead: 'La méthode SANTRA aide les PME québécoises à faire de l’énergie humaine un levier de performance durable, en agissant à la source plutôt que sur les symptômes.',
    primary: { label: 'Découvrir la méthode', to: '/services#top' },
    secondary: { label: 'Faire l’auto-diagnostic préliminaire', to: '/auto-diagnostic' },
  },
  intro: {
    title: 'Une méthode pour agir à la source',
    paragraphs: [
      'La fatigue, le désengagement et le roulement de personnel coûtent cher, et les activités ponctuelles de mieux-être n’en viennent pas à bout. SANTRA propose une autre voie : traiter la santé de vos équipes comme un projet stratégique, avec un diagnostic, un plan, des porteurs et des résultats mesurés.',
      'Cinq piliers structurent la démarche, de la compréhension des causes jusqu’aux ajustements.',
    ],
    action: { label: 'Découvrir la vision SANTRA', to: '/vision' },
  },
  support: {
    title: 'Ce que SANTRA apporte à votre organisation',
    lead: 'Un accompagnement structuré, à la mesure d’une PME, qui soutient à la fois la direction, les RH et les équipes.',
    benefits: [
      {
        title: 'Des causes enfin claires',
        description:
          'Un diagnostic qui distingue ce qui épuise vraiment vos équipes de ce qui n’en est que le symptôme.',
      },
      {
        title: 'Un plan à votre mesure',
        description:
          'Des priorités réalistes pour la taille, le budget et le rythme de votre entreprise, sans alourdir le quotidien.',
      },
      {
        title: 'Des gestionnaires outillés',
        description:
          'Les personnes qui portent le changement sont formées et soutenues, pour que la démarche tienne dans le temps.',
      },
      {
        title: 'Des résultats suivis',
        description:
          'Des indicateurs simples pour voir ce qui change, ajuster ce qui doit l’être et poursuivre avec confiance.',
      },
    ],
  },
  profiles: {
    title: 'Vous êtes au bon endroit si…',
    items: [
      'Vous dirigez une PME et sentez l’énergie de vos équipes s’éroder, malgré leur bonne volonté.',
      'Vous êtes responsable des ressources humaines et cherchez une démarche structurée plutôt qu’une autre activité ponctuelle.',
      'Vous constatez une hausse des absences, du roulement ou des tensions, sans en voir clairement les causes.',
      'Vous avez déjà lancé des initiatives de mieux-être qui se sont essoufflées après quelques mois.',
      'Vous préparez une période de croissance ou de changement et voulez protéger la santé de vos gens.',
    ],
  },
  talks: {
    title: 'Conférences et formations',
    lead: 'Pour lancer la démarche, souligner une journée santé ou outiller vos gestionnaires : des rencontres concrètes, en personne ou en virtuel.',
    talksTitle: 'Conférences',
    trainingsTitle: 'Formations et ateliers',
    action: { label: 'Voir les conférences et formations', to: '/rencontres' },
  },
  founder: {
    title: 'Qui est derrière SANTRA',
    action: { label: 'Lire la biographie complète', to: '/a-propos' },
  },
  closing: {
    title: 'Parlons de votre organisation',
    description: `Mon bureau est à ${siteFacts.town}. ${siteFacts.serviceArea.fr}. Écrivez-moi : je vous réponds personnellement.`,
  },
  diagnostic: {
    title: 'Où en est votre organisation ?',
    text: 'Vingt énoncés, deux scores et un premier portrait immédiat de votre culture santé et de vos signaux de risque. Rien n’est transmis : vos réponses restent dans votre navigateur.',
    actions: [
      { label: 'Faire l’auto-diagnostic préliminaire', to: '/auto-diagnostic' },
      { label: 'Comprendre SANTRA en 3 minutes', to: '/santra-3-minutes' },
    ],
  },
}
