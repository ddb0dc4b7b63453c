/** Les événements auxquels une conférence ou une formation s'adapte. */
export const contexts: readonly string[] = [
  'Journée santé',
  'Lac-à-l’épaule de la direction',
  'Plan de transformation',
  'Semaine de la qualité de vie au travail',
  'Lancement d’un projet interne',
]
