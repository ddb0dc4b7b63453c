import type { Training } from '../types'

/** Trainings and workshops, one per audience. */
export const trainings: readonly Training[] = [
  {
    title: 'Managing Your Team’s Energy',
    audience: 'Managers',
    description:
      'Managers are the first to witness fatigue. This training helps them spot it early and act on it without becoming therapists.',
    topics: [
      'Spot the signals of fatigue and disengagement',
      'Handle a sensitive conversation with tact',
      'Organize work in a way that preserves energy',
    ],
  },
  {
    title: 'Becoming a SANTRA Ambassador',
    audience: 'Internal ambassadors',
    description:
      'Volunteer employees become the relays of the approach in their department. They leave with ready-to-use tools and an activity plan.',
    topics: [
      'Understand the five pillars and how they fit together',
      'Lead short activities with their colleagues',
      'Report what works and what gets in the way',
    ],
  },
  {
    title: 'Taking Care of Your Energy at Work',
    audience: 'Employee awareness',
    description:
      'Short, practical workshops for all staff, free of jargon and guilt, that fit easily into a busy schedule.',
    topics: [
      'Sleep, breaks and recovery',
      'Food and movement during the workday',
      'Handling pressure and learning to switch off',
    ],
  },
]
