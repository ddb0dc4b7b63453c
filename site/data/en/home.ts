import type { EnglishHomeContent } from '../types'

/** The English home page: the opening question, the method, who it is for, and how to start. */
export const home: EnglishHomeContent = {
  head: {
    title: 'Workplace health and performance consulting',
    description:
      'Workplace health and performance consulting in Québec: the SANTRA method helps organizations act at the source of organizational fatigue and build a lasting health culture.',
  },
  hero: {
    eyebrow: 'Workplace health and performance',
    title: 'What if your company became the engine of your employees’ health?',
    lead: 'The SANTRA method helps organizations turn human energy into a lever for lasting performance, by acting at the source rather than on the symptoms.',
    primary: { label: 'Discover the method', to: '/services-en#top' },
    secondary: { label: 'Take the preliminary self-assessment', to: '/auto-diagnostic-en' },
  },
  intro: {
    title: 'A method that acts at the source',
    paragraphs: [
      'Fatigue, disengagement and turnover are costly, and one-off wellness activities do not solve them. SANTRA offers another path: treat your teams’ health as a strategic project, with a diagnosis, a plan, people to carry it and measured results.',
      'It is built for small and mid-size organizations that want a structured approach without adding to everyone’s workload.',
    ],
    action: { label: 'Discover the SANTRA vision', to: '/vision-en' },
  },
  support: {
    title: 'How SANTRA supports your organization',
    lead: 'Structured support, sized for a growing business, that helps leadership, HR and teams at the same time.',
    benefits: [
      {
        title: 'Causes made clear',
        description:
          'A diagnosis that separates what truly drains your teams from what is only a symptom.',
      },
      {
        title: 'A plan that fits',
        description:
          'Realistic priorities for the size, budget and pace of your company, without weighing down the day-to-day.',
      },
      {
        title: 'Managers who are equipped',
        description:
          'The people who carry the change are trained and supported, so the approach holds over time.',
      },
      {
        title: 'Results that are tracked',
        description:
          'Simple indicators to see what changes, adjust what needs adjusting and move forward with confidence.',
      },
    ],
  },
  method: {
    title: 'The six-pillar method',
    lead: 'Where the five SANTRA pillars set out how change happens, these six cover what it works on: the everyday sources of energy at work. Each one is assessed in your context, then addressed through the way work is organized, not through willpower alone.',
  },
  audience: {
    title: 'Who I work with',
    items: [
      {
        title: 'Organizations',
        description:
          'Small and mid-size businesses and non-profits that want a structured, measurable health approach rather than one-off activities.',
      },
      {
        title: 'HR Teams',
        description:
          'HR professionals who need a clear framework, credible findings and support to rally leadership and managers.',
      },
      {
        title: 'Leaders',
        description:
          'Owners and executives who want to protect their own energy and lead by example while the company grows.',
      },
    ],
  },
  conversation: {
    title: 'Start the conversation',
    text: 'Tell me about your organization and what you are seeing on the ground. I will get back to you personally to set up a first meeting, with no commitment.',
    actions: [{ label: 'Contact me', to: '/contact-en' }],
  },
}
