import { weekdayName } from './dates/dateLocales.ts'
import { frenchHour } from './dates/frenchTime.ts'
import { languageTags, type SiteLocale } from './languageTags.ts'
import { PUBLICATION_HOUR, PUBLICATION_WEEKDAYS } from './publicationSchedule.ts'

/*
 * The publication days and hour as the pages, the admin, the CLI and the API's messages name
 * them, written from the schedule's constants (publicationSchedule.ts) with the locale's own day names: a
 * change of schedule changes every sentence. scheduleWords.test.ts fails on a sentence that
 * names a weekday or an hour itself.
 */

/** How a sentence names the publication days. */
export interface DaysPhrase {
  /** The word before each day: « le lundi et le mercredi », « chaque lundi… », « a Monday… ». */
  each?: string
  /** Days in the plural: « lundis et mercredis ». */
  plural?: boolean
  /** « et » / « and », or « ou » / « or ». */
  join: 'and' | 'or'
}

/**
 * The publication days as a sentence names them: « le lundi et le mercredi »
 * (`{ each: 'le', join: 'and' }`), « un lundi ou un mercredi », « Monday and Wednesday ».
 */
export function publicationDays(locale: SiteLocale, phrase: DaysPhrase): string {
  const days = PUBLICATION_WEEKDAYS.map((weekday) => {
    const name = `${weekdayName(weekday, locale)}${phrase.plural ? 's' : ''}`
    return phrase.each === undefined ? name : `${phrase.each} ${name}`
  })
  const type = phrase.join === 'and' ? 'conjunction' : 'disjunction'
  return new Intl.ListFormat(languageTags[locale], { type }).format(days)
}

/** The publication hour as a French sentence names it: « 8 h ». */
export const publicationHour = frenchHour(PUBLICATION_HOUR)

/** The slots in a French sentence, days and hour: « le lundi et le mercredi à 8 h ». */
export function publicationSlots(phrase: DaysPhrase): string {
  return `${publicationDays('fr', phrase)} à ${publicationHour}`
}
