import { siteFacts } from '../../facts/siteFacts'
import type { Feature } from '../types'

/** The three ways to host a talk or training. */
export const formats: readonly Feature[] = [
  {
    title: 'In person',
    description: `At your offices or your event venue. ${siteFacts.serviceArea.en}.`,
  },
  {
    title: 'Virtual',
    description:
      'Live on the video platform of your choice, with moments of exchange that keep the audience engaged, even at a distance.',
  },
  {
    title: 'Hybrid',
    description:
      'Part of the team on site, part online: the content and the discussions are designed so that no one is just watching.',
  },
]
