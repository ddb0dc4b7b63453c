import type { MethodPillar } from '../types'

/** The six pillars presented on the English home page. */
export const sixPillarMethod: readonly MethodPillar[] = [
  {
    title: 'Stress',
    description:
      'Identify where pressure really comes from in the way work is organized, and give teams practical ways to regulate it before it turns into exhaustion.',
    color: 'S',
  },
  {
    title: 'Nutrition',
    description:
      'Make eating well the easy choice at work: meetings, breaks, shifts and on-site food that support steady energy through the day.',
    color: 'N',
  },
  {
    title: 'Nature',
    description:
      'Daylight, fresh air and time outdoors restore attention. Bring them into the workday, from walking meetings to better-designed spaces.',
    color: 'A',
  },
  {
    title: 'Training',
    description:
      'Movement built into the workday for everyone, whatever their fitness level: less sitting, more energy, fewer aches.',
    color: 'T',
  },
  {
    title: 'Recovery',
    description:
      'Sleep, real breaks and the right to disconnect are conditions of performance, not rewards. Protect them in how work is planned.',
    color: 'RA',
  },
  {
    title: 'Autonomy',
    description:
      'Give people the knowledge and the latitude to take charge of their own health, so progress lasts after the program ends.',
    color: 'S',
  },
]
