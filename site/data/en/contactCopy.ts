import { siteFacts } from '../../facts/siteFacts'
import type { ContactCopy } from '../pageCopy'

/** Page /contact-en: contact details, the kinds of requests and the form. */
export const contactCopy: ContactCopy = {
  head: {
    title: 'Contact',
    description:
      'Get in touch with SANTRA in Repentigny, Québec: exploratory meeting, talk, diagnostic or a simple question. Every message gets a personal answer.',
  },
  hero: {
    eyebrow: 'Contact',
    title: 'Let’s talk about your organization',
    lead: 'A question, a project, a talk to organize? Write to me: I answer every message personally.',
  },
  details: {
    id: 'contact-details',
    title: 'Contact details',
    locationLabel: 'Where I work',
    locationNote: `${siteFacts.serviceArea.en}.`,
    emailLabel: 'Email',
    emailNote: 'The easiest way to reach me.',
    phoneLabel: 'Phone',
    phoneNote: 'Leave a message if needed and I will call you back.',
  },
  topics: {
    id: 'requests',
    title: 'What can I help you with?',
    lead: 'Wherever you are starting from, a first conversation brings clarity.',
    items: [
      {
        title: 'An exploratory meeting',
        description:
          'Tell me about your situation and we will see together whether the SANTRA method fits.',
      },
      {
        title: 'A talk or a training session',
        description:
          'For a health day, a management retreat, a quality-of-work-life week or a project launch.',
      },
      {
        title: 'A diagnostic',
        description: 'Take stock of your organization’s health and choose your priorities.',
      },
      {
        title: 'A question about the method',
        description: 'Any other question, however short: no request is too small.',
      },
    ],
  },
  form: {
    title: 'Write to me',
    description:
      'Describe your situation in a few lines: who you are, what you are noticing and what you would like to change.',
  },
}
