/** One decimal, French style (« 11,7 »), for the durations the build prints. */
const oneDecimal = new Intl.NumberFormat('fr-CA', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})

/** The seconds elapsed since `started` (a `performance.now()`), as the build prints them. */
export function secondsSince(started: number): string {
  return oneDecimal.format((performance.now() - started) / 1000)
}

/** `count` and its noun, in the plural from 2 on, as French counts (« 1 page », « 0 page »). */
export function counted(count: number, noun: string): string {
  return `${String(count)}\u00a0${noun}${count > 1 ? 's' : ''}`
}
