import type { Talk } from '../types'

/** Les quatre conférences, chacune avec son public et sa durée. */
export const talks: readonly Talk[] = [
  {
    id: 'energie-humaine',
    title: 'L’énergie humaine, premier moteur de la performance',
    audience: 'Tous les employés et gestionnaires',
    duration: '45 à 60 min',
    description:
      'Pourquoi certaines équipes gardent leur élan et d’autres s’épuisent. Une conférence accessible qui relie sommeil, pauses, mouvement et organisation du travail à l’énergie de chacun, avec des gestes applicables dès le lendemain.',
    popular: false,
  },
  {
    id: 'fatigue-organisationnelle',
    title: 'La fatigue organisationnelle : la reconnaître et y remédier',
    audience: 'Directions, gestionnaires et équipes RH',
    duration: '60 min',
    description:
      'Absences courtes et répétées, roulement, tensions, présentéisme : apprendre à lire les signaux d’une organisation fatiguée, à en trouver les causes et à choisir les premiers leviers.',
    popular: false,
  },
  {
    id: 'methode-santra',
    title: 'La méthode SANTRA : faire de l’entreprise un moteur de santé',
    audience: 'Comités de direction, RH et comités santé et mieux-être',
    duration: '30 à 90 min',
    description:
      'Les cinq piliers de la méthode, illustrés par des situations concrètes de PME : comment passer d’activités ponctuelles à une démarche structurée, mesurée et portée par vos gens. Durée modulable selon votre événement.',
    popular: true,
  },
  {
    id: 'culture-sante',
    title: 'Bâtir une culture de santé durable',
    audience: 'Directions, RH et gestionnaires',
    duration: '60 min',
    description:
      'Ce qui distingue une culture de santé qui tient de celle qui s’essouffle après quelques mois : le rôle des gestionnaires, la cohérence des messages et l’art d’ajuster sans tout recommencer.',
    popular: false,
  },
]
