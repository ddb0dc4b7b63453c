import type { VisionContent } from '../types'

/** The Vision page: why act, the three principles, the five pillars and the approach. */
export const vision: VisionContent = {
  head: {
    title: 'Vision: workplace health is a strategic necessity',
    description:
      'The SANTRA vision: treat workplace health as a strategic necessity, act at the source, align the organization’s messages and follow a five-step approach.',
  },
  hero: {
    eyebrow: 'Vision',
    title: 'Workplace health is a strategic necessity',
    lead: 'Fatigue, disengagement and turnover are not inevitable: they are signals. SANTRA offers a vision that addresses them at the source.',
  },
  necessity: {
    title: 'Why your teams’ health has become a strategic issue',
    paragraphs: [
      'Labour shortages, heavier workloads and the new expectations of employees have changed the game. Your teams’ energy is no longer one HR file among many: it is the condition for everything else, from customer service to growth.',
      'Yet many organizations respond with one-off activities: a talk, a health challenge, fruit in the cafeteria. They bring relief for a while without touching the causes. The symptoms come back, and with them the feeling of having tried for nothing.',
    ],
    symptomsTitle: 'Symptoms that don’t lie',
    symptoms: [
      'Fatigue that lingers, even after vacations',
      'Short, repeated absences',
      'Staff turnover that costs time and know-how',
      'Employees who are present but less engaged',
      'More frequent tension within teams',
      'Managers running on empty, caught between leadership and the front line',
      'Wellness activities that always attract the same people',
    ],
    conclusion: 'These signals are not inevitable. They show where to act.',
  },
  principles: {
    title: 'Three principles to change the game',
    lead: 'They guide every SANTRA diagnosis, plan and talk.',
    items: [
      {
        title: 'Act at the source',
        description:
          'Rather than adding more activities, tackle what truly wears your teams down: how work is organized, the workload, management practices and shared habits.',
      },
      {
        title: 'Align the messages',
        description:
          'When leadership talks about performance on one side and health on the other, employees remember the first message. Health has to show in the values, the decisions and the everyday actions.',
      },
      {
        title: 'Build a direction',
        description:
          'A health initiative needs a course, milestones and indicators, like any strategic project. Without a clear direction it fades; with one, it grows stronger year after year.',
      },
    ],
  },
  pillars: {
    title: 'The five SANTRA pillars',
    lead: 'Each letter of SANTRA stands for a pillar. Together they form a simple framework to move from observation to lasting results.',
  },
  approach: {
    title: 'A five-step approach',
    lead: 'From the first conversation to measured results, each step prepares the next.',
    steps: [
      {
        title: 'Listen',
        description:
          'An exploratory meeting to understand your reality, your priorities and what you have already tried.',
      },
      {
        title: 'Diagnose',
        description:
          'A clear picture of your organization: what fuels your teams’ energy and what drains it.',
      },
      {
        title: 'Plan',
        description:
          'A prioritized action plan, aligned with your values and realistic for the size of your company.',
      },
      {
        title: 'Implement',
        description:
          'Concrete actions, well-equipped managers and internal ambassadors who carry the change.',
      },
      {
        title: 'Measure and adjust',
        description:
          'Indicators followed over time to consolidate what works and correct the rest.',
      },
    ],
  },
  form: {
    title: 'Let’s talk about your organization',
    description:
      'Briefly describe your situation. I will get back to you personally to set up a first meeting, with no commitment.',
  },
}
