import type { IntroCopy } from '../pageCopy'

/** Page /santra-3-minutes-en: the method told in a few minutes of reading. */
export const introCopy: IntroCopy = {
  head: {
    title: 'Understand SANTRA in 3 minutes',
    description:
      'The essentials of the SANTRA method in a three-minute read: the problem, the idea, the five pillars and what changes for your organization.',
  },
  hero: {
    eyebrow: 'About a 3-minute read',
    title: 'Understand SANTRA in 3 minutes',
    lead: 'Where the method comes from, how it works and what it changes for an organization: the essentials, without jargon.',
  },
  chapters: [
    {
      id: 'the-problem',
      eyebrow: '1. The problem',
      title: 'Fatigue has become an organizational issue',
      paragraphs: [
        'In many companies, fatigue has settled in quietly. Days get longer, priorities collide, and the same people end up carrying more and more. It shows in absences, in turnover, in projects that move more slowly than they should.',
        'This is not a lack of willpower on the part of employees. Most of the time, it is the way work is organized that drains energy, day after day. And what has been organized can be reorganized.',
      ],
    },
    {
      id: 'the-idea',
      eyebrow: '2. The idea',
      title: 'The workplace can become an engine of health',
      paragraphs: [
        'Your employees spend a large share of their days at work, so that is where much of their energy and health is decided. Rather than adding yet another program, SANTRA starts from what the company already controls: its ways of working, its priorities, its leadership.',
        'The point is not to turn your managers into therapists. It is to make human energy a management topic in its own right, just like quality or finance.',
      ],
    },
  ],
  method: {
    id: 'the-method',
    eyebrow: '3. The method',
    title: 'Five pillars, in this order',
    lead: 'SANTRA takes its name from its five pillars. The order matters: you can only measure well what you have first understood, aligned and put in place.',
    closing:
      'The approach moves at your organization’s pace: a diagnostic to begin, a clear plan, then support for as long as it is needed, and no longer.',
  },
  outcome: {
    id: 'what-changes',
    eyebrow: '4. What changes',
    title: 'Teams that last, an organization that performs',
    paragraphs: [
      'When energy becomes an organizational project, the effects show up in everyday work: teams that are less worn out, managers who are better equipped, clearer priorities, and absences you understand instead of simply enduring.',
      'Above all, the changes hold over time, because they rest on habits and ways of working rather than on the enthusiasm of a one-off activity.',
    ],
  },
  nextSteps: {
    id: 'where-to-start',
    eyebrow: '5. Where to start',
    title: 'Two ways to take the first step',
    cards: [
      {
        meta: '5 minutes',
        title: 'The preliminary self-assessment',
        description:
          '20 yes-or-no statements and immediate results: a first reading of your health culture and your risk indicators.',
        to: '/auto-diagnostic-en',
        linkLabel: 'Take the self-assessment',
      },
      {
        meta: 'Talks and training',
        title: 'A session with your teams',
        description:
          'A talk or a workshop to start the conversation with your leadership team, your managers or all of your employees.',
        to: '/meetings-en',
        linkLabel: 'Explore meetings and talks',
      },
    ],
  },
  form: {
    title: 'Let’s talk about your organization',
    description:
      'A question about the method, or a situation you would like to discuss? Write to me: I answer every message personally.',
  },
}
