import { useId, useState, type ReactNode } from 'react'
import {
  frenchDateTime,
  frenchTime,
  isBlogError,
  parsePostDate,
  PUBLICATION_HOUR,
} from '../../engine/index.ts'
import * as styles from './AdminBlogPage.css'
import * as fieldStyles from './DateTimeField.css'

/*
 * A date and a time chosen in French whatever the browser's language. The browser's own
 * `datetime-local` follows the browser's locale (« 12/07/2026, 08:00 AM » in an English browser,
 * read as July 12 or December 7); a date-picker library would cost 15 to 40 KB gzip on an admin
 * page at its weight budget. So: a text field in the one unambiguous form, « 2026-12-07 », whose
 * French long date is echoed below (« lundi 7 décembre 2026 à 8 h ») as soon as it is read, and
 * a select of 24-hour times. Both are plain, labelled controls: keyboard and screen readers need
 * nothing more. The date is read by the blog's own parser, so the field refuses what the API would.
 */

/** Every half hour of the day, 24-hour: the slots are at 8 h, and a move may be at 14 h 30. */
const TIMES = Array.from({ length: 48 }, (_, index) => {
  const hour = String(Math.floor(index / 2)).padStart(2, '0')
  return `${hour}:${index % 2 === 0 ? '00' : '30'}`
})

/** The time a new date starts at: the publication slots' (« 08:00 »). */
const SLOT_TIME = `${String(PUBLICATION_HOUR).padStart(2, '0')}:00`

/** « 08:30 » as the French admin writes it: « 8 h 30 ». */
function timeOption(time: string): string {
  const [hour = '0', minute = '0'] = time.split(':')
  return frenchTime(Number(hour), Number(minute))
}

export interface DateTimeFieldProps {
  /** The group's name: « Nouvelle date (heure du Québec) ». */
  legend: string
  /** `YYYY-MM-DDTHH:mm`, as the API takes it, or `''` while the date is empty or unreadable. */
  value: string
  onChange: (value: string) => void
  disabled?: boolean
  describedBy?: string
  /** When set, the legend is shown as this class (the upload card's labels are bold). */
  legendClassName?: string
  /** A sentence under the legend, read with each control. */
  hint?: ReactNode
}

/** What the typed date says: the French long date, or why it can't be read. */
function readDate(date: string, time: string): { value: string; echo?: string; problem?: string } {
  if (date.trim() === '') return { value: '' }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date.trim())) {
    return {
      value: '',
      problem: 'Écrivez la date avec l’année, le mois et le jour, par exemple 2026-12-07.',
    }
  }
  const value = `${date.trim()}T${time}`
  try {
    return { value, echo: frenchDateTime(parsePostDate(value).date) }
  } catch (error) {
    return { value: '', problem: isBlogError(error) ? error.message : String(error) }
  }
}

/** A date (« 2026-12-07 », echoed in French) and a 24-hour time, in one labelled group. */
export function DateTimeField(props: DateTimeFieldProps) {
  const id = useId()
  const [initialDate = '', initialTime = SLOT_TIME] = props.value.split('T')
  const [date, setDate] = useState(initialDate)
  const [time, setTime] = useState(TIMES.includes(initialTime) ? initialTime : SLOT_TIME)
  const read = readDate(date, time)

  function change(nextDate: string, nextTime: string) {
    setDate(nextDate)
    setTime(nextTime)
    props.onChange(readDate(nextDate, nextTime).value)
  }

  const described = [props.describedBy, props.hint ? `${id}-hint` : '', `${id}-echo`]
    .filter(Boolean)
    .join(' ')
  return (
    <fieldset className={fieldStyles.group} disabled={props.disabled}>
      <legend className={props.legendClassName ?? styles.hint}>{props.legend}</legend>
      {props.hint && (
        <p className={styles.hint} id={`${id}-hint`}>
          {props.hint}
        </p>
      )}
      <div className={fieldStyles.parts}>
        <div className={fieldStyles.part}>
          <label className={styles.hint} htmlFor={`${id}-date`}>
            Date (AAAA-MM-JJ)
          </label>
          <input
            id={`${id}-date`}
            className={`${styles.input} ${fieldStyles.dateInput}`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="2026-12-07"
            value={date}
            aria-invalid={read.problem ? true : undefined}
            aria-describedby={described}
            onChange={(event) => {
              change(event.target.value, time)
            }}
          />
        </div>
        <div className={fieldStyles.part}>
          <label className={styles.hint} htmlFor={`${id}-time`}>
            Heure
          </label>
          <select
            id={`${id}-time`}
            className={styles.input}
            value={time}
            aria-describedby={described}
            onChange={(event) => {
              change(date, event.target.value)
            }}
          >
            {TIMES.map((option) => (
              <option key={option} value={option}>
                {timeOption(option)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p
        id={`${id}-echo`}
        className={read.problem ? styles.fieldError : `${styles.hint} ${fieldStyles.echo}`}
        aria-live="polite"
      >
        {read.problem ?? read.echo ?? ''}
      </p>
    </fieldset>
  )
}
