import { tz } from '@date-fns/tz'
import { format } from 'date-fns'
import { fr } from 'date-fns/locale'
import { TORONTO } from '../blog/torontoTime.ts'

/** An instant as the consultant reads it, in Toronto time: « lundi 23 novembre 2026, 8 h 00 ». */
export function frenchDate(date: Date | string): string {
  return format(new Date(date), "EEEE d MMMM yyyy, H 'h' mm", { locale: fr, in: tz(TORONTO) })
}
