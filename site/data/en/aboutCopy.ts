import { siteFacts } from '../../facts/siteFacts'
import type { AboutCopy } from '../pageCopy'

/** Page /about-en: the person behind the method, the approach, who it is for. */
export const aboutCopy: AboutCopy = {
  head: {
    title: 'About',
    description:
      'The person behind the SANTRA method, the approach and the organizations it serves, from Repentigny across Québec.',
  },
  hero: {
    eyebrow: 'About',
    title: 'An approach born in the field',
    lead: 'SANTRA grew out of work with managers and teams who wanted to work differently: better, longer, without burning out.',
  },
  founder: {
    id: 'background',
    title: 'The person behind SANTRA',
  },
  approach: {
    id: 'approach',
    title: 'How I work',
    lead: 'Four principles guide every engagement, from the first call to the last follow-up.',
    items: [
      {
        title: 'Act at the source',
        description:
          'I look at the causes of fatigue before proposing anything. A good solution to the wrong problem changes nothing.',
      },
      {
        title: 'Few levers, the right ones',
        description:
          'Instead of a long list of actions, I help you choose the few priorities that will have the most effect given your resources.',
      },
      {
        title: 'With your people, not instead of them',
        description:
          'Your managers and internal champions carry the change. My role is to equip them so the approach lives on without me.',
      },
      {
        title: 'Measure to adjust',
        description:
          'Every action is followed with simple indicators: what works is strengthened, what does not is adjusted.',
      },
    ],
  },
  clients: {
    id: 'who-i-work-with',
    title: 'Who I work with',
    items: [
      'Small and mid-size businesses in every sector',
      'Leadership teams preparing for, or going through, a period of change',
      'HR teams that want to give structure to their health and well-being efforts',
      'Organizations where the workload and the emotional load are high',
      'Managers who feel their teams running out of steam',
    ],
    note: `${siteFacts.serviceArea.en}.`,
  },
  closing: {
    id: 'next-step',
    title: 'Let’s see what SANTRA can do for you',
    text: 'Tell me about your organization and what you are noticing in your teams, or start by looking at the services.',
    actions: [
      { label: 'Contact me', to: '/contact-en' },
      { label: 'Discover the services', to: '/services-en' },
    ],
  },
}
