/*
 * `npm test`: every check of the project, in stages of lanes. The lanes of a stage run at once,
 * each its steps (package.json scripts) one after the other; a stage starts once every lane of
 * the one before has passed. ESLint runs beside the build, the checks over `dist/` and the
 * budgets; the unit tests, the browser tests and the worker's run one after the other (on two
 * cores, side by side they took as long and disturbed each other's timings). A step that fails
 * ends its lane; the other lane still finishes, so one run reports every failure.
 * Each line a step prints comes prefixed with its name; a table of the steps' times ends the run.
 * Ours rather than a runner's: `concurrently --timings` and npm-run-all2's `run-p` time only
 * whole lanes (or nothing), and the 8-minute budget of `npm test` is watched step by step.
 */
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'

/** The stages, each a list of lanes, each a list of package.json scripts. */
const stages: readonly (readonly (readonly string[])[])[] = [
  // The build comes before the browser tests and the checks over dist/, which read it.
  [['check'], ['build:test', 'check:dist', 'budget']],
  // One at a time: beside the unit tests, the browser tests took 403 s instead of about 280, and
  // the unit tests 356 s instead of 100; run together they gained nothing on two cores.
  [['test:unit']],
  [['test:e2e']],
  [['test:worker']],
]

interface StepResult {
  script: string
  seconds: number
  passed: boolean
}

const width = Math.max(...stages.flat(2).map((script) => script.length))

function runStep(script: string): Promise<StepResult> {
  const started = performance.now()
  const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] })
  const prefix = `${script.padEnd(width)} │ `
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      out.write(`${prefix}${line}\n`)
    })
  }
  return new Promise((done) => {
    child.on('close', (code) => {
      done({ script, seconds: (performance.now() - started) / 1000, passed: code === 0 })
    })
  })
}

async function runLane(scripts: readonly string[]): Promise<StepResult[]> {
  const results: StepResult[] = []
  for (const script of scripts) {
    const result = await runStep(script)
    results.push(result)
    if (!result.passed) break
  }
  return results
}

const started = performance.now()
const results: StepResult[] = []
let failed = false
for (const lanes of stages) {
  const stageResults = (await Promise.all(lanes.map(runLane))).flat()
  results.push(...stageResults)
  if (stageResults.some((result) => !result.passed)) {
    failed = true
    break
  }
}
const total = (performance.now() - started) / 1000
console.log(
  [
    '',
    ...results.map(
      ({ script, seconds, passed }) =>
        `${script.padEnd(width)}  ${seconds.toFixed(0).padStart(4)} s  ${passed ? 'ok' : 'FAILED'}`,
    ),
    `${'total'.padEnd(width)}  ${total.toFixed(0).padStart(4)} s`,
  ].join('\n'),
)
process.exitCode = failed ? 1 : 0
