import type { Offer } from '../types'

/** The four services, from the most focused to the most complete. */
export const offers: readonly Offer[] = [
  {
    id: 'coaching',
    title: 'One-on-One Executive Coaching',
    duration: 'Paced to your goals',
    objective:
      'Help the person leading the company regain and protect their energy, so they can carry the organization better.',
    popular: false,
    features: [
      'A review of your energy, workload and habits',
      'Confidential one-on-one sessions, in person or online',
      'A practical personal plan that fits an executive’s calendar',
      'Reflection on your role as a model for your teams',
    ],
    result:
      'A clearer-headed, more energetic leader who sets the example and decides with more perspective.',
    keyResult: 'Renewed leadership energy',
    ideal: 'Owners, presidents and executives of small and mid-size businesses',
  },
  {
    id: 'express',
    title: 'SANTRA Express Diagnostic',
    duration: '5 to 10 days',
    objective:
      'Get a clear, objective picture of your organization’s health quickly, before investing time and money.',
    popular: false,
    features: [
      'Interviews with leadership and human resources',
      'A short questionnaire for a sample of employees',
      'Analysis through the five SANTRA pillars',
      'A walk-through of the findings with leadership',
    ],
    result:
      'A 4-page document: your findings, your priority risks and 3 recommended levers for action.',
    keyResult: 'A 4-page document',
    ideal: 'Organizations that want a reliable starting point before acting',
  },
  {
    id: 'plan',
    title: 'SANTRA Strategic Plan',
    duration: '1 month',
    objective:
      'Turn the diagnosis into a prioritized action plan, aligned with your values, your resources and your reality.',
    popular: true,
    features: [
      'An in-depth diagnosis of your organization',
      'Working sessions with leadership and HR',
      'A realistic, prioritized 12-month action plan',
      'Simple indicators to track progress',
      'A presentation of the plan to leadership and managers',
    ],
    result: 'A clear strategic plan, owned by leadership, ready to roll out the following month.',
    keyResult: 'A 12-month action plan',
    ideal: 'Businesses that want to structure their health initiative and make it last',
  },
  {
    id: 'support',
    title: 'SANTRA Implementation Support',
    duration: '3 to 18 months',
    objective:
      'Put the plan into action with you, train the people who carry it and anchor the changes in your culture.',
    popular: false,
    features: [
      'Regular follow-up with leadership and the steering committee',
      'Training for managers and internal ambassadors',
      'Activities and tools suited to each stage',
      'Ongoing measurement and adjustments',
    ],
    phases: [
      {
        period: 'Months 0–3',
        title: 'Launch',
        description: 'Rally leadership, train the ambassadors and make the first visible changes.',
      },
      {
        period: 'Months 3–6',
        title: 'Consolidate',
        description: 'Build the new habits and equip managers for everyday follow-through.',
      },
      {
        period: 'Months 6–12',
        title: 'Anchor',
        description:
          'Measure, adjust and hand the approach over to your teams so it holds on its own.',
      },
    ],
    result:
      'A health culture anchored in the way you work, carried by your people and measured over time.',
    keyResult: 'An anchored health culture',
    ideal: 'Organizations ready to move from plan to action, with support over time',
  },
]
