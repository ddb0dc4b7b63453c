/**
 * The seed of every property-based test (fast-check) in one vitest run. `npm test` uses a fixed
 * seed, so the suite gives the same answer on every machine and never fails by chance; `npm run
 * fuzz` sets `FC_SEED=random` and runs the same properties with a new seed (and more cases) each
 * time, to look for what the fixed seed never generates. A failure prints its seed and path:
 * `FC_SEED=<seed> npx vitest run <file>` replays it.
 */
import fc from 'fast-check'

const FIXED_SEED = 20_261_126

function seedFromEnvironment(value: string | undefined): number {
  if (value === undefined || value === '') return FIXED_SEED
  if (value === 'random') return Math.floor(Math.random() * 2 ** 31)
  const seed = Number(value)
  if (!Number.isSafeInteger(seed)) {
    throw new Error(`FC_SEED doit être un entier ou « random », pas « ${value} ».`)
  }
  return seed
}

const seed = seedFromEnvironment(process.env.FC_SEED)
const runsFactor = Number(process.env.FC_RUNS_FACTOR ?? 1)

fc.configureGlobal({
  seed,
  // Default case count for properties that do not set their own; `npm run fuzz` multiplies it.
  numRuns: Math.max(1, Math.round(100 * (Number.isFinite(runsFactor) ? runsFactor : 1))),
})

if (process.env.FC_SEED === 'random') console.log(`fast-check : graine ${seed}`)
