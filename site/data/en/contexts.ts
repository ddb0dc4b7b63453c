/** The events a talk or training can be adapted to. */
export const contexts: readonly string[] = [
  'Health day',
  'Management retreat',
  'Transformation plan',
  'Quality of work life week',
  'Internal project launch',
]
