import type { Pillar } from '../types'

/** The five SANTRA pillars, in the order of the letters of the method's name. */
export const pillars: readonly Pillar[] = [
  {
    letter: 'S',
    summary: 'Understand causes, not just symptoms.',
    title: 'Source',
    description:
      'Understand the causes, not just the symptoms: the workload, the way work is organized and the habits that truly drain your teams.',
    color: 'S',
  },
  {
    letter: 'A',
    summary: 'Energy as a strategic project tied to your values.',
    title: 'Alignment',
    description:
      'Make human energy a strategic project, tied to the values and goals of the company rather than to a one-off activity.',
    color: 'A',
  },
  {
    letter: 'N',
    summary: 'Lasting habits that everyone can adopt.',
    title: 'Normalization',
    description:
      'Build lasting habits that are simple and accessible to everyone, woven into everyday work rather than added on top of it.',
    color: 'N',
  },
  {
    letter: 'T',
    summary: 'Train and equip the carriers of change.',
    title: 'Transmission',
    description:
      'Train and equip the carriers of change — managers, internal ambassadors and HR teams — so the approach lives on without me.',
    color: 'T',
  },
  {
    letter: 'RA',
    summary: 'Measure, adapt, keep going.',
    title: 'Results + Adjustments',
    description:
      'Measure what changes, adapt what does not work and keep going: a living approach, followed with clear indicators.',
    color: 'RA',
  },
]
