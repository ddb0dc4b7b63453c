import type { MeetingsContent } from '../types'

/** The Meetings page: talks, trainings, formats, contexts, how it works and the invitation. */
export const meetings: MeetingsContent = {
  head: {
    title: 'Talks and trainings on workplace health',
    description:
      'SANTRA talks of 30 to 90 minutes on human energy, organizational fatigue and health culture, and trainings for managers, internal ambassadors and employees.',
  },
  hero: {
    eyebrow: 'Meetings',
    title: 'Talks and trainings',
    lead: 'Practical talks and workshops that rally your teams around human energy and a lasting health culture, in person, online or in a hybrid format.',
    action: { label: 'Invite SANTRA to your organization', to: '#invitation' },
  },
  talks: {
    title: 'Four talks to rally your teams',
    lead: 'Each talk is adapted to your audience and your event. The lengths shown are the ones I recommend.',
  },
  trainings: {
    title: 'Trainings and workshops',
    lead: 'To go beyond inspiration: practical trainings designed for every level of your organization.',
  },
  formats: {
    title: 'Three formats to fit your reality',
  },
  contexts: {
    title: 'Adaptable contexts',
    lead: 'Talks and trainings fit into your key moments, for example:',
  },
  process: {
    title: 'How it works',
    lead: 'Four simple steps, from your first message to the day of the event.',
  },
  form: {
    title: 'Invite SANTRA to your organization',
    description:
      'Tell me which talk or training interests you, the date you have in mind, your audience and the format you prefer: I will reply with a tailored proposal.',
  },
}
