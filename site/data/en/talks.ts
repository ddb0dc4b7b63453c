import type { Talk } from '../types'

/** The four talks, each with its audience and duration. */
export const talks: readonly Talk[] = [
  {
    id: 'human-energy',
    title: 'Human Energy, the First Engine of Performance',
    audience: 'All employees and managers',
    duration: '45–60 min',
    description:
      'Why some teams keep their momentum while others burn out. An accessible talk that connects sleep, breaks, movement and the way work is organized to everyone’s energy, with actions to apply the very next day.',
    popular: false,
  },
  {
    id: 'organizational-fatigue',
    title: 'Organizational Fatigue: Recognize It and Address It',
    audience: 'Executives, managers and HR teams',
    duration: '60 min',
    description:
      'Short repeated absences, turnover, tension, presenteeism: learn to read the signals of a tired organization, find their causes and choose the first levers to pull.',
    popular: false,
  },
  {
    id: 'santra-method',
    title: 'The SANTRA Method: Make Your Company an Engine of Health',
    audience: 'Leadership teams, HR and wellness committees',
    duration: '30–90 min',
    description:
      'The five pillars of the method, illustrated with real situations from small and mid-size businesses: how to move from one-off activities to a structured approach, measured and carried by your people. Length adapted to your event.',
    popular: true,
  },
  {
    id: 'health-culture',
    title: 'Building a Lasting Health Culture',
    audience: 'Executives, HR and managers',
    duration: '60 min',
    description:
      'What separates a health culture that lasts from one that fades after a few months: the role of managers, consistent messages and the art of adjusting without starting over.',
    popular: false,
  },
]
