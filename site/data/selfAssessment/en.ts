import type { SelfAssessmentContent } from './types'

/** The self-assessment in English: the same statements as the French page, in the same order. */
export const selfAssessment: SelfAssessmentContent = {
  head: {
    title: 'Preliminary Self-Assessment',
    description:
      "Twenty yes-or-no statements to assess your organization's health culture and risk indicators in five minutes. Instant, confidential results.",
  },
  hero: {
    eyebrow: 'Free · 5 minutes · confidential',
    title: 'Preliminary Self-Assessment',
    lead: 'Twenty yes-or-no statements that show, in five minutes, where your organization stands: how solid its health culture is and which warning signs to watch.',
    instructions:
      'Answer based on how things actually are in your organization today, not on what is planned or hoped for. The more accurate your picture, the more useful your results.',
    privacy:
      'Your answers stay in this browser tab: they are never sent or stored anywhere else, and they are erased when you close the tab.',
  },
  part: (part, parts) => `Part ${part} of ${parts}`,
  measures: {
    culture: {
      title: 'Health culture',
      intro:
        "These statements describe practices that support your teams' health and energy. Each “yes” is a strength to build on.",
      scale: 'The higher the score, the stronger your health culture.',
      statements: [
        "Employee health is one of the organization's official priorities: it appears in the strategic plan, the annual objectives or the leadership team's agenda.",
        'A person or team is clearly responsible for health initiatives and has a budget to carry them out.',
        'In the past year, you have asked employees for their views on their workload or well-being (survey, focus group or one-on-one meetings).',
        'Members of the leadership team lead by example: they take their vacations, respect their own limits and talk about it openly.',
        'Your managers have been trained to recognize signs of exhaustion and to talk about them with their employees.',
        'Employees can take their breaks and lunch hour without being interrupted by work.',
        'Expectations about emails and messages outside working hours are clear and respected.',
        "Teams' efforts and successes are recognized regularly, not only at the annual performance review.",
        'Employees know the support resources available to them, such as an employee assistance program (EAP) or group insurance.',
        'You track health indicators over time (absences, turnover, survey results) and adjust your actions based on what they show.',
      ],
    },
    risk: {
      title: 'Risk indicators',
      intro:
        'These statements describe warning signs that are common in organizations under pressure. Each “yes” is a signal worth taking seriously.',
      scale: 'The higher the score, the more warning signs are present.',
      statements: [
        'Sick-leave absences have increased over the past 12 months.',
        'At least one employee is on extended leave for burnout, anxiety or depression, or has been in the past two years.',
        'Key employees have left the organization in the past year, citing the workload or the work climate.',
        'In at least one team, overtime has become the norm rather than the exception.',
        'Tensions or conflicts, between colleagues or with a manager, have gone unresolved for several months.',
        'Your managers themselves say they are overwhelmed or running out of steam.',
        'Employees come to work sick or exhausted because they feel they have no choice.',
        'Errors, delays or customer complaints have been linked to team fatigue or overload.',
        'Employees hesitate to say they are overloaded or struggling, for fear of how it will be perceived.',
        'Recent changes (restructuring, new tools, rapid growth) were carried out without considering their effects on teams.',
      ],
    },
  },
  levels: {
    culture: {
      excellent: {
        label: 'Excellent foundation',
        description:
          'Your organization already has the essentials in place: health is championed by leadership, given the right tools and measured. The challenge now is to sustain it over time, especially through growth or change. Regularly tracking your indicators and training new managers will protect what you have built.',
      },
      potential: {
        label: 'Good potential',
        description:
          'Several good practices are in place, but they still rely on the goodwill of a few people rather than on a structured approach. The statements you answered “no” to are your next levers. Giving each one an owner, a budget and an indicator is often enough to turn one-off initiatives into a culture.',
      },
      realignment: {
        label: 'Realignment needed',
        description:
          "Workplace health is not yet part of how your organization operates and makes decisions. Before adding activities, clarify where health stands among your priorities and who owns it. A diagnostic then helps target the two or three actions that will have the greatest effect without adding to your teams' load.",
      },
    },
    risk: {
      high: {
        label: 'High risk',
        description:
          'Your answers describe an organization under heavy pressure, where absenteeism, departures and errors are likely to increase. These signals call for prompt, structured action led by senior management. An evaluation meeting helps prioritize the most urgent interventions and support your managers, who are often the first affected.',
      },
      moderate: {
        label: 'Moderate risk',
        description:
          "Several signs show that your teams' energy is being used up faster than it is renewed. This is the right time to act: these situations are still inexpensive to correct, but they tend to worsen and spread from one team to another. Start by understanding their causes rather than treating each symptom separately.",
      },
      low: {
        label: 'Low risk',
        description:
          'Few warning signs stand out from your answers. Stay alert all the same: an isolated signal can take hold quickly during a busy period or a major change. Tracking a few simple indicators (absences, overtime, departures) will let you react early.',
      },
    },
  },
  answers: { yes: 'Yes', no: 'No' },
  progress: {
    name: 'Questionnaire progress',
    count: (answered, total) => `Questions (${answered}/${total})`,
    percent: (percent) => `${percent}%`,
    valueText: (answered, total) => `${answered} of ${total}`,
    incomplete: 'Please answer all questions to get your assessment',
    complete: 'All questions are answered: your assessment is ready.',
    firstUnanswered: 'Go to the first unanswered question',
    submit: 'Get my assessment',
    noScript:
      'Your results are calculated right in your browser: please turn on JavaScript to get them.',
  },
  results: {
    title: 'Your results',
    intro:
      'Here is where your organization stands based on your answers. This preliminary snapshot does not replace a diagnostic, but it shows where to look first.',
    level: 'Level:',
    scoreText: (score, max) => `${score} of ${max}`,
    nextTitle: "What's next",
    next: 'These results are a starting point. In a short conversation, we go over them together and identify the first levers to act on in your organization.',
    discuss: 'Discuss my results',
    discussNote:
      'This link opens your email app with a message that already includes your results and the link to see them again. Nothing is sent until you choose to send it.',
    learnMore: 'Explore the SANTRA diagnostic',
    redo: 'Redo the diagnostic',
    copyLink: 'Copy link',
    linkCopied: 'Link copied',
    copyFailed:
      'Your browser refused to copy: copy this page’s address instead, it holds your answers.',
    copyHint:
      'This link brings your results back, in English or in French. Your answers are written in the link itself: they are sent nowhere.',
  },
  mail: {
    subject: ({ culture, risk }) =>
      `SANTRA self-assessment: health culture ${culture.score}/10 (${culture.label}), risk ${risk.score}/10 (${risk.label})`,
    body: ({ culture, risk }, link) =>
      [
        'Hello,',
        '',
        'I have just completed the SANTRA preliminary self-assessment and would like to discuss my results with you.',
        '',
        `Health culture: ${culture.score}/10 (${culture.label})`,
        `Risk indicators: ${risk.score}/10 (${risk.label})`,
        `My answers: ${link}`,
        '',
        'Could you suggest a time to talk?',
        '',
        'Thank you,',
      ].join('\n'),
  },
}
