/*
 * `npm run bench:limiter [-- <git revision>]`: a week of passphrase guessing on a simulated clock,
 * each address trying again the moment its wait is over. Prints the comparisons the limiter lets
 * through on each day, in the busiest 24 hours and in the week, for one IPv4 address and for 256
 * /64s of one IPv6 /48. With a revision, the same guessing runs against that commit's limiter
 * (server/FailedAuthLimiter.ts and server/clientAddress.ts, copied under node_modules/.cache) first.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { LimiterKeys } from '../server/clientAddress.ts'
import { printTable } from '../tests/checks/printTable.ts'
import {
  busiestSpan,
  DAY_MS,
  guessAsFastAsAllowed,
  perDay,
  type GuessedLimiter,
} from '../tests/support/guessingSimulation.ts'

const DAYS = 7
/** /64s of one /48 the guesser spreads over: enough to show whether they multiply the budget. */
const SUBNETS = 256

interface LimiterModules {
  FailedAuthLimiter: new (options: { now: () => number }) => GuessedLimiter
  limiterKeys: (reported: string) => LimiterKeys
}

/** The limiter of `revision`, or of this tree when none is given. */
async function limiterOf(revision: string | undefined): Promise<LimiterModules> {
  if (!revision) {
    const [{ FailedAuthLimiter }, { limiterKeys }] = await Promise.all([
      import('../server/FailedAuthLimiter.ts'),
      import('../server/clientAddress.ts'),
    ])
    return { FailedAuthLimiter, limiterKeys }
  }
  const commit = execFileSync('git', ['rev-parse', '--verify', `${revision}^{commit}`], {
    encoding: 'utf8',
  }).trim()
  // Inside the project, so the copies' own imports (ip-address, hono) resolve.
  const folder = join('node_modules', '.cache', 'bench-limiter', commit)
  mkdirSync(folder, { recursive: true })
  for (const file of ['FailedAuthLimiter.ts', 'clientAddress.ts']) {
    const text = execFileSync('git', ['show', `${commit}:server/${file}`], { encoding: 'utf8' })
    writeFileSync(join(folder, file), text)
  }
  const load = (file: string) => import(pathToFileURL(join(process.cwd(), folder, file)).href)
  const [limiter, keys] = (await Promise.all([
    load('FailedAuthLimiter.ts'),
    load('clientAddress.ts'),
  ])) as [Pick<LimiterModules, 'FailedAuthLimiter'>, Pick<LimiterModules, 'limiterKeys'>]
  return { FailedAuthLimiter: limiter.FailedAuthLimiter, limiterKeys: keys.limiterKeys }
}

async function report(label: string, modules: LimiterModules): Promise<void> {
  const scenarios: [string, string[]][] = [
    ['one IPv4 address', ['198.51.100.7']],
    [
      `${String(SUBNETS)} /64s of one IPv6 /48`,
      Array.from({ length: SUBNETS }, (_, index) => `2001:db8:4:${index.toString(16)}::1`),
    ],
  ]
  const rows: (string | number)[][] = []
  for (const [name, addresses] of scenarios) {
    const clock = { now: 0 }
    const limiter = new modules.FailedAuthLimiter({ now: () => clock.now })
    const started = performance.now()
    const times = await guessAsFastAsAllowed(
      limiter,
      clock,
      addresses.map((address) => modules.limiterKeys(address)),
      DAYS * DAY_MS,
    )
    rows.push([
      name,
      ...perDay(times, 0, DAYS),
      busiestSpan(times),
      times.length,
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
    ])
  }
  const days = Array.from({ length: DAYS }, (_, day) => `day ${String(day + 1)}`)
  printTable(
    `Comparisons granted to a guesser as fast as allowed, ${label}`,
    ['guesser', ...days, 'busiest 24 h', 'week', 'run'],
    rows,
  )
}

const revision = process.argv[2]
if (revision) await report(`limiter of ${revision}`, await limiterOf(revision))
await report('limiter of this tree', await limiterOf(undefined))
