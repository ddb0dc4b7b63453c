import type { ConvictionCopy } from '../pageCopy'

/** Page /conviction-en: why the workplace is the best lever for health. Not in the menus. */
export const convictionCopy: ConvictionCopy = {
  head: {
    title: 'Why the workplace is the best lever for health',
    description:
      'People spend most of their days at work. That is why the workplace, not yet another wellness program, is where health is won or lost.',
  },
  hero: {
    eyebrow: 'Our conviction',
    title: 'The workplace is the best lever for health',
    lead: 'Most wellness programs fail because they treat symptoms one employee at a time. The way work is organized shapes energy every single day: that is where lasting change begins.',
    actions: [
      { label: 'Understand SANTRA in 3 minutes', to: '/santra-3-minutes-en' },
      { label: 'Discover the Services', to: '/services-en' },
    ],
  },
  workplace: {
    id: 'where-health-is-made',
    title: 'Where health is really made',
    paragraphs: [
      'Think about what shapes an employee’s energy on an ordinary Tuesday: the workload, the clarity of priorities, the number of interruptions, the quality of the relationship with their manager, the feeling that their effort counts. None of these are personal habits. They are decisions the organization makes, often without realizing it.',
      'That is good news. An organization that can wear people down can also restore their energy, with the same levers: how work is planned, how meetings run, how managers lead, what gets recognized. No other place in an adult’s life offers that much daily influence over their health.',
    ],
  },
  failures: {
    id: 'why-programs-fail',
    title: 'Why most wellness programs fail',
    lead: 'Not for lack of good intentions. They fail for reasons that can be named, and avoided.',
    items: [
      {
        title: 'They treat symptoms',
        description:
          'A yoga class does not fix a workload that no one has looked at. When the cause stays in place, the fatigue comes back.',
      },
      {
        title: 'They rely on individual willpower',
        description:
          'Asking exhausted people to add healthy habits to a full day puts the whole burden on them, and mostly reaches those who were already doing well.',
      },
      {
        title: 'They are one-off events',
        description:
          'A health week or a single talk creates a moment of enthusiasm, then everyday work takes over again and nothing has changed.',
      },
      {
        title: 'They sit beside the business',
        description:
          'Run apart from strategy and management, they are the first budget line cut when things get busy, which is exactly when they are needed most.',
      },
      {
        title: 'Nobody measures them',
        description:
          'Without a starting point and clear indicators, no one knows what worked, so no one can adjust or defend the investment.',
      },
    ],
  },
  method: {
    id: 'what-works',
    title: 'What works instead',
    lead: 'The SANTRA method answers each of these failures with one pillar, in a deliberate order.',
    closing:
      'Health stops being an extra activity and becomes part of how the company is run, which is also how it lasts.',
  },
  businessCase: {
    id: 'health-and-performance',
    title: 'Health and performance are the same project',
    paragraphs: [
      'Energized teams make fewer mistakes, serve clients better, stay longer and adapt faster to change. Exhausted teams cost more than it seems: absences, turnover, hiring, training, and projects that stall.',
      'Treating human energy as a strategic resource is not a favour to employees. It is a management decision, and one of the most profitable a leader can make.',
    ],
  },
  closing: {
    id: 'start-the-conversation',
    title: 'Ready to make your workplace an engine of health?',
    text: 'Tell me about your organization. We will look together at where your teams’ energy goes, and what would change it.',
    action: { label: 'Start the conversation', to: '/contact-en' },
  },
}
