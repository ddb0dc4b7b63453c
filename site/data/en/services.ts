import type { ServicesContent } from '../types'

/** The Services page: the four offers, then the booking form. */
export const services: ServicesContent = {
  head: {
    title: 'Services: coaching, diagnostic, strategic plan and implementation',
    description:
      'One-on-one executive coaching, the SANTRA Express Diagnostic (5 to 10 days), the SANTRA Strategic Plan (1 month) and SANTRA Implementation Support (3 to 18 months).',
  },
  hero: {
    eyebrow: 'Services',
    title: 'Services that turn intention into action',
    lead: 'Executive coaching, an express diagnostic, a strategic plan and implementation support: choose the entry point that suits your organization.',
    action: { label: 'Book an exploratory meeting', to: '#booking' },
  },
  offers: {
    title: 'Four ways to work together',
    lead: 'Each service can stand on its own or lead to the next one: from a first clear picture to a well-anchored health culture.',
  },
  form: {
    title: 'Book an exploratory meeting',
    description:
      'A first conversation, with no commitment, to understand your needs and decide together which service fits. Let me know your availability in your message.',
  },
}
