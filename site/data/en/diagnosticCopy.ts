import type { DiagnosticServiceCopy } from '../pageCopy'

/** Page /diagnostic-en: the diagnostic service, its steps, what it delivers and how to order it. */
export const diagnosticCopy: DiagnosticServiceCopy = {
  head: {
    title: 'SANTRA Diagnostic Service',
    description:
      'The SANTRA diagnostic: listen, analyze, recommend. A 4-page report and an action roadmap, delivered in 5 to 10 business days.',
  },
  hero: {
    eyebrow: 'Diagnostic service',
    title: 'See clearly before you act',
    lead: 'A structured diagnostic of your organization’s health and energy: what supports your teams, what drains them, and the few levers that will make the biggest difference.',
    actions: [
      { label: 'Request a diagnostic', to: '#contact-form' },
      { label: 'Try the self-assessment first', to: '/auto-diagnostic-en#top' },
    ],
  },
  why: {
    id: 'why',
    title: 'Why a diagnostic?',
    lead: 'Because you can only fix well what you have understood well.',
    paragraphs: [
      'When energy drops in a team, the natural reflex is to add something: a talk, a wellness program, a theme day. These initiatives are well meant, but they target symptoms. If the cause lies in workload, unclear roles or the way priorities are set, they fade within weeks.',
      'The SANTRA diagnostic reverses the usual order: understand first, act second. It gives you a clear, plain-language reading of your situation and shows where your efforts will have the most effect.',
    ],
    signalsTitle: 'Signs that call for a diagnostic',
    signals: [
      'Fatigue and irritability have become the norm, even right after vacations.',
      'Short absences are piling up, or turnover is rising.',
      'Your managers spend their days putting out fires instead of leading.',
      'Your wellness initiatives always attract the same people, then fizzle out.',
      'You know you need to act, but not where to start.',
    ],
  },
  steps: {
    id: 'steps',
    eyebrow: 'How it works',
    title: 'Three steps: Listen, Analyze, Recommend',
    lead: 'A short, structured process designed for leaders who have little time to spare. It usually starts with the free self-assessment (20 statements) and a 30 to 45 minute strategic evaluation meeting that covers the 5 dimensions of the SANTRA method and ends with 3 recommendations; the full diagnostic then goes deeper.',
    items: [
      {
        title: 'Listen',
        description:
          'We start with your leadership team, then hear from managers and employees through short interviews and an anonymous questionnaire. The goal is to understand how work really happens, not how it looks on paper.',
      },
      {
        title: 'Analyze',
        description:
          'I cross-check what we heard with the indicators you already track, such as absences, turnover and overtime, and read everything through the five SANTRA pillars to separate causes from symptoms.',
      },
      {
        title: 'Recommend',
        description:
          'I present the findings to your leadership team with 3 priority levers and a realistic sequence to act on them, sized for your resources.',
      },
    ],
  },
  deliverables: {
    id: 'what-you-get',
    title: 'What you get',
    items: [
      {
        title: 'Current state assessment',
        description:
          'A clear picture of your health culture and risk indicators across the five SANTRA dimensions: what already supports your teams’ energy and what is wearing it down.',
      },
      {
        title: 'Action roadmap',
        description:
          'The 3 priority levers, in order, with who leads each one, the first actions to take and the signs that will show progress.',
      },
    ],
  },
  facts: {
    id: 'at-a-glance',
    title: 'At a glance',
    items: [
      {
        label: 'Deliverable',
        value: 'A 4-page report',
        note: 'Written for leaders: findings, priorities and roadmap, without jargon.',
      },
      {
        label: 'Duration',
        value: '5 to 10 business days',
        note: 'From the kickoff meeting to the presentation of the report.',
      },
      {
        label: 'Investment',
        value: 'Varies with organization size',
        note: 'Set according to your headcount and confirmed with you before any work begins.',
      },
    ],
  },
  form: {
    title: 'Request a diagnostic',
    description:
      'Tell me about your organization and what you are noticing in your teams. I will get back to you personally to plan a first conversation.',
  },
}
