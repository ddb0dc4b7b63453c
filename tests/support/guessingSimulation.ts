/*
 * A passphrase guesser on a simulated clock, for the limiter's test and `npm run bench:limiter`:
 * a week of guessing runs in a second, against the limiter of this tree or of an older commit.
 */
import type { LimiterKeys } from '../../server/clientAddress'
import type { AttemptOutcome } from '../../server/FailedAuthLimiter'

export const DAY_MS = 24 * 60 * 60_000

/** What the simulation needs of a limiter: the class's two public methods, old or new. */
export interface GuessedLimiter {
  attempt(client: LimiterKeys, compare: () => Promise<boolean>): Promise<AttemptOutcome>
  waitFor(client: LimiterKeys): number
}

/** The time the limiter reads: the simulation moves it. */
export interface SimulatedClock {
  now: number
}

/**
 * Sends wrong passphrases from `addresses` for `durationMs` of simulated time, each address
 * trying again the moment its wait is over (what `Retry-After` tells it), the earliest first.
 * Returns the times of the comparisons the limiter let through, in order.
 */
export async function guessAsFastAsAllowed(
  limiter: GuessedLimiter,
  clock: SimulatedClock,
  addresses: readonly LimiterKeys[],
  durationMs: number,
): Promise<number[]> {
  const start = clock.now
  const next = addresses.map(() => start)
  const comparisons: number[] = []
  for (;;) {
    let index = 0
    for (let other = 1; other < next.length; other++) {
      if ((next[other] ?? Infinity) < (next[index] ?? Infinity)) index = other
    }
    const address = addresses[index]
    const due = next[index]
    if (address === undefined || due === undefined || due >= start + durationMs) break
    clock.now = due
    // What a refused attempt would say, without spending a turn on it.
    const wait = limiter.waitFor(address)
    if (wait > 0) {
      next[index] = due + wait
      continue
    }
    const result = await limiter.attempt(address, () => {
      comparisons.push(clock.now)
      return Promise.resolve(false)
    })
    next[index] = due + (result.outcome === 'refused' ? result.waitMs : limiter.waitFor(address))
  }
  return comparisons
}

/** How many of `times` fall on each day counted from `start`, for `days` days. */
export function perDay(times: readonly number[], start: number, days: number): number[] {
  const counts = Array.from({ length: days }, () => 0)
  for (const time of times) {
    const day = Math.floor((time - start) / DAY_MS)
    if (day >= 0 && day < days) counts[day] = (counts[day] ?? 0) + 1
  }
  return counts
}

/** The most of `times` (in order) that any span of `spanMs` holds: the busiest day, wherever it starts. */
export function busiestSpan(times: readonly number[], spanMs: number = DAY_MS): number {
  let most = 0
  let first = 0
  for (let last = 0; last < times.length; last++) {
    while ((times[last] ?? 0) - (times[first] ?? 0) >= spanMs) first++
    most = Math.max(most, last - first + 1)
  }
  return most
}
