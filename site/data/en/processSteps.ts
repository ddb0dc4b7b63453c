import type { Step } from '../types'

/** The four steps of a talk or training, from the first call to the day itself. */
export const processSteps: readonly Step[] = [
  {
    title: 'Initial contact',
    description:
      'You describe your event, your audience and what you want people to take away from it.',
  },
  {
    title: 'Validation',
    description:
      'Together we confirm the topic, length, format and date, then I send you a written proposal.',
  },
  {
    title: 'Adaptation',
    description:
      'I tailor the content to your industry, your culture and the challenges of your teams, so everyone recognizes themselves in it.',
  },
  {
    title: 'Delivery',
    description:
      'I deliver the talk or training, then share the key messages and ideas to keep the momentum going.',
  },
]
