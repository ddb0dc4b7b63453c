import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import {
  type Durations,
  isAncestor,
  readWorkflows,
  simulate,
  type SimulationResult,
  type WorkflowFile,
  type WorkflowJob,
  type WorkflowStep,
  workflowTriggers,
  type WorldEvent,
} from '../support/workflowSimulator.ts'

/*
 * What the workflows in .github/workflows must hold, for every workflow, so that one added later
 * is held to it too: nothing from a fork or a pull request reaches a token; each token is readable
 * only where it is used; every action is pinned by its commit; the site online is main's newest
 * commit that passed CI and never goes back, whatever the order of pushes, imports, publications,
 * CI runs and deploys (replayed by tests/support/workflowSimulator.ts from the YAML itself); and
 * the CLI's output is printed so that no line of it is a workflow command.
 */

const WORKFLOWS_DIR = '.github/workflows'
const ACTIONS_DIR = '.github/actions'
const RUN_QUOTED = '.github/scripts/run-quoted.sh'

const workflows = readWorkflows(WORKFLOWS_DIR)

const workflow = (name: string): WorkflowFile => {
  const found = workflows.find((candidate) => basename(candidate.file) === name)
  if (!found) throw new Error(`No workflow ${name}`)
  return found
}

const jobsOf = (source: WorkflowFile): [string, WorkflowJob][] =>
  Object.entries(source.workflow.jobs)
const stepsOf = (job: WorkflowJob): WorkflowStep[] => job.steps ?? []
const actionOf = (step: WorkflowStep): string | undefined => step.uses?.split('@')[0]
const scriptOf = (step: WorkflowStep): string => String(step.with?.script ?? '')

/** The expression with its whitespace collapsed, so that a folded `>-` condition reads as one line. */
const condition = (text: string | boolean | undefined): string =>
  String(text ?? '').replace(/\s+/g, ' ')

const mentionsSecret = (value: unknown): boolean => JSON.stringify(value ?? '').includes('secrets.')
const mentionsGithubToken = (value: unknown): boolean =>
  /github\.token|secrets\.GITHUB_TOKEN/.test(JSON.stringify(value ?? ''))

/** A step that runs code of the repository or of its dependencies. */
const runsRepositoryCode = (step: WorkflowStep): boolean =>
  actionOf(step) === 'actions/setup-node' ||
  (step.uses?.startsWith('./') ?? false) ||
  /\bnpm (ci|install|run|test|exec|start)\b|\btsx\b|\bnode\s|\bbash \.github\/|\.\/scripts\//.test(
    step.run ?? '',
  )

/** A job that can change the repository or start workflows. */
const writes = (job: WorkflowJob): boolean =>
  typeof job.permissions === 'object' && Object.values(job.permissions).includes('write')

const lockedWranglerVersion = (
  JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
    packages: Record<string, { version?: string }>
  }
).packages['node_modules/wrangler']?.version

describe('GitHub workflows', () => {
  it('are found', () => {
    expect(workflows.map((source) => basename(source.file))).toEqual([
      'ci.yml',
      'deploy.yml',
      'import.yml',
      'publish.yml',
      'push-commit.yml',
    ])
  })

  it('pin every action by its full commit, with its version beside it', () => {
    const actionFiles = readdirSync(ACTIONS_DIR, { recursive: true, encoding: 'utf8' })
      .filter((name) => /action\.ya?ml$/.test(name))
      .map((name) => join(ACTIONS_DIR, name))
    const texts = [
      ...workflows.map(({ file, text }) => ({ file, text })),
      ...actionFiles.map((file) => ({ file, text: readFileSync(file, 'utf8') })),
    ]
    const pins = new Map<string, Set<string>>()
    let count = 0
    for (const { file, text } of texts) {
      for (const line of text.split('\n')) {
        const declaration = line.trim().replace(/^- /, '')
        if (!declaration.startsWith('uses:')) continue
        const value = declaration.slice('uses:'.length).trim()
        const comment = value.indexOf(' #')
        const target = comment < 0 ? value : value.slice(0, comment)
        const rest = comment < 0 ? '' : value.slice(comment)
        count += 1
        if (target.startsWith('./')) continue
        expect(target, file).toMatch(/^[\w.-]+\/[\w.-]+(\/[\w./-]+)?@[0-9a-f]{40}$/)
        expect(rest, `${file}: ${target}`).toMatch(/^ # v\d+\.\d+\.\d+$/)
        const [name = ''] = target.split('@')
        pins.set(name, (pins.get(name) ?? new Set()).add(`${target}${rest}`))
      }
    }
    expect(count).toBeGreaterThan(10)
    // One version of each action everywhere.
    for (const [name, versions] of pins) expect([...versions], name).toHaveLength(1)
  })

  it('check out without leaving the token in .git/config', () => {
    for (const source of workflows) {
      for (const [name, job] of jobsOf(source)) {
        for (const step of stepsOf(job).filter((s) => actionOf(s) === 'actions/checkout')) {
          expect(step.with?.['persist-credentials'], `${source.file} › ${name}`).toBe(false)
        }
      }
    }
  })

  it('grant nothing by default, and each job only what its steps use', () => {
    /** The permissions a job's steps need, from what they do. */
    const needed = (job: WorkflowJob): Record<string, string> => {
      if (job.uses) {
        const called = workflows.find((source) => `./${source.file}` === job.uses)
        if (!called) throw new Error(`No workflow ${job.uses}`)
        return Object.assign({}, ...Object.values(called.workflow.jobs).map(needed)) as Record<
          string,
          string
        >
      }
      const grant: Record<string, string> = {}
      const add = (scope: string, level: 'read' | 'write') => {
        if (grant[scope] !== 'write') grant[scope] = level
      }
      for (const step of stepsOf(job)) {
        const script = scriptOf(step)
        const run = step.run ?? ''
        if (actionOf(step) === 'actions/checkout') add('contents', 'read')
        if (/\brest\.(git|repos)\./.test(script) || /\/contents\//.test(run))
          add('contents', 'read')
        if (/\blistWorkflowRuns\b/.test(script)) add('actions', 'read')
        if (/\bcreateWorkflowDispatch\b/.test(script)) add('actions', 'write')
        if (/\bgit push\b/.test(run)) add('contents', 'write')
      }
      return grant
    }
    for (const source of workflows) {
      expect(source.workflow.permissions, source.file).toEqual({})
      for (const [name, job] of jobsOf(source)) {
        expect(job.permissions, `${source.file} › ${name}`).toEqual(needed(job))
      }
    }
  })

  it('write, and hold secrets, only on this repository’s main, never for a pull request or a fork', () => {
    /** Whether a job, or one it needs, runs only on main. */
    const guarded = (jobs: Record<string, WorkflowJob>, name: string): boolean => {
      const job = jobs[name]
      if (!job) return false
      if (condition(job.if).includes("github.ref == 'refs/heads/main'")) return true
      const needs = job.needs === undefined ? [] : [job.needs].flat()
      return needs.some((need) => guarded(jobs, need))
    }
    for (const source of workflows) {
      const triggers = Object.keys(workflowTriggers(source.workflow))
      const push = workflowTriggers(source.workflow).push
      const privileged = jobsOf(source).filter(([, job]) => writes(job) || mentionsSecret(job))
      if (privileged.length === 0) continue
      // workflow_run and pull_request_target run with secrets for events a fork can cause.
      expect(triggers, source.file).not.toContain('workflow_run')
      expect(triggers, source.file).not.toContain('pull_request_target')
      if (basename(source.file) !== 'ci.yml' && push) {
        expect(push.branches, source.file).toEqual(['main'])
      }
      for (const [name] of privileged) {
        expect(guarded(source.workflow.jobs, name), `${source.file} › ${name}`).toBe(true)
      }
      // CI runs for pull requests: its privileged job also names the events it runs for.
      if (triggers.includes('pull_request')) {
        for (const [name, job] of privileged) {
          expect(condition(job.if), `${source.file} › ${name}`).not.toContain('pull_request')
          expect(condition(job.if), `${source.file} › ${name}`).toContain(
            "github.event_name == 'push'",
          )
        }
      }
    }
  })

  it('give the Cloudflare token to the upload alone, in a job that runs nothing of the repository', () => {
    const holders: string[] = []
    for (const source of workflows) {
      expect(mentionsSecret(source.workflow.env), source.file).toBe(false)
      for (const [name, job] of jobsOf(source)) {
        const where = `${source.file} › ${name}`
        expect(mentionsSecret(job.env), where).toBe(false)
        expect(mentionsSecret(job.with), where).toBe(false)
        for (const step of stepsOf(job).filter(mentionsSecret)) {
          holders.push(`${where} › ${step.name ?? ''}`)
          expect(mentionsSecret(step.with), where).toBe(false)
          expect(step.run ?? '', where).not.toContain('secrets.')
          expect(
            Object.keys(step.env ?? {}).filter((key) => mentionsSecret(step.env?.[key])),
            where,
          ).toEqual(['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID'])
          // A pinned Wrangler, fetched without install scripts; never the repository's own.
          expect(step.env?.WRANGLER, where).toBe(`wrangler@${String(lockedWranglerVersion)}`)
          expect(step.env?.npm_config_ignore_scripts, where).toBe('true')
          expect(step.run, where).toMatch(/npx --yes "\$WRANGLER" deploy\b/)
          const commands = (step.run ?? '').split('\n').filter((line) => !/^\s*echo /.test(line))
          expect(commands.join('\n'), where).not.toMatch(/npx (?!--yes "\$WRANGLER")/)
        }
        if (stepsOf(job).some(mentionsSecret)) {
          // Nothing of the repository is there to run: no checkout, no install, no build.
          for (const step of stepsOf(job)) {
            expect(actionOf(step), `${where}: no checkout`).not.toBe('actions/checkout')
            expect(runsRepositoryCode(step), `${where} › ${step.name ?? step.uses ?? ''}`).toBe(
              false,
            )
          }
        }
      }
    }
    expect(holders).toEqual(['.github/workflows/deploy.yml › deploy › Déployer'])
  })

  it('give the GitHub token to the steps that use it, and write only from jobs that run nothing of the repository', () => {
    for (const source of workflows) {
      for (const [name, job] of jobsOf(source)) {
        const where = `${source.file} › ${name}`
        expect(mentionsGithubToken(job.env), where).toBe(false)
        for (const step of stepsOf(job)) {
          const here = `${where} › ${step.name ?? step.uses ?? ''}`
          expect(mentionsGithubToken(step.with), here).toBe(false)
          const holds = Object.entries(step.env ?? {}).filter(([, value]) =>
            mentionsGithubToken(value),
          )
          if (holds.length === 0) continue
          // Git reads it for the push; gh for the API.
          const [[key] = []] = holds
          expect(holds, here).toHaveLength(1)
          if (key === 'GITHUB_TOKEN') {
            expect(step.run, here).toMatch(/\bgit push\b/)
          } else {
            expect(key, here).toBe('GH_TOKEN')
            expect(step.run, here).toMatch(/^[ \t]*gh api /m)
          }
          expect(runsRepositoryCode(step), here).toBe(false)
        }
        if (writes(job) && !job.uses) {
          for (const step of stepsOf(job)) {
            expect(runsRepositoryCode(step), `${where} › ${step.name ?? step.uses ?? ''}`).toBe(
              false,
            )
          }
        }
        if (stepsOf(job).some(runsRepositoryCode)) {
          expect(job.permissions, `${where}: runs the repository's code`).toEqual({
            contents: 'read',
          })
          expect(mentionsSecret(job), where).toBe(false)
        }
      }
    }
  })

  it('install without install scripts wherever the job allows', () => {
    for (const source of workflows) {
      for (const [name, job] of jobsOf(source)) {
        for (const step of stepsOf(job).filter((s) => /\bnpm ci\b/.test(s.run ?? ''))) {
          // CI's checks need the HTML checker's postinstall; that job holds no secret and only reads.
          const expected =
            `${basename(source.file)} › ${name}` === 'ci.yml › test'
              ? 'npm ci'
              : 'npm ci --ignore-scripts'
          expect(step.run?.trim(), `${source.file} › ${name}`).toBe(expected)
        }
      }
    }
  })

  it('deploy from one workflow, main’s tip checked at the start and just before the upload', () => {
    const deploy = workflow('deploy.yml')
    expect(Object.keys(workflowTriggers(deploy.workflow))).toEqual(['workflow_dispatch'])
    expect(deploy.workflow.concurrency?.['cancel-in-progress']).toBe(true)
    // Nothing else uploads, and the others start it only through CI or a dispatch.
    for (const source of workflows.filter((candidate) => candidate !== deploy)) {
      expect(source.text, source.file).not.toMatch(/wrangler/i)
    }
    const job = deploy.workflow.jobs.deploy
    const steps = stepsOf(job ?? {})
    const upload = steps.findIndex(mentionsSecret)
    const tipChecks = steps
      .map((step, index) => ({ step, index }))
      .filter(({ step }) =>
        /getRef\(\{ \.\.\.context\.repo, ref: 'heads\/main' \}\)/.test(scriptOf(step)),
      )
      .filter(({ step }) => /data\.object\.sha === process\.env\.SHA/.test(scriptOf(step)))
    const download = steps.findIndex((step) => actionOf(step) === 'actions/download-artifact')
    expect(tipChecks.map(({ index }) => index)).toEqual([0, upload - 1])
    expect(download).toBeGreaterThan(0)
    expect(condition(steps[upload]?.if)).toBe(
      `steps.${String(tipChecks[1]?.step.id)}.outputs.current == 'true'`,
    )
    // The build's files reach the upload as an artifact; wrangler.jsonc comes from the commit.
    const build = stepsOf(deploy.workflow.jobs.build ?? {})
    const uploaded = build.find((step) => actionOf(step) === 'actions/upload-artifact')
    expect(uploaded?.with?.name).toBe(steps[download]?.with?.name)
    expect(steps.map((step) => step.run ?? '').join('\n')).toMatch(
      /contents\/wrangler\.jsonc\?ref=\$SHA/,
    )
  })

  it('require the worker’s secrets, the session’s signing key among them, before the upload', () => {
    const upload = stepsOf(workflow('deploy.yml').workflow.jobs.deploy ?? {}).find(mentionsSecret)
    expect(upload?.run).toMatch(/for name in ADMIN_TOKEN GITHUB_TOKEN SESSION_SECRET; do/)
    expect(readFileSync('.github/workflows/README.md', 'utf8')).toContain('SESSION_SECRET')
  })

  it('print the CLI’s output through run-quoted.sh, so that no line of it is a workflow command', () => {
    let calls = 0
    for (const source of workflows) {
      for (const [name, job] of jobsOf(source)) {
        for (const step of stepsOf(job).filter((s) => /\bblog -- /.test(s.run ?? ''))) {
          calls += 1
          expect(step.run, `${source.file} › ${name}`).toMatch(
            /\n *bash \.github\/scripts\/run-quoted\.sh '[^'\n]+' \\\n *npm run --silent blog -- /,
          )
          expect(step.run?.match(/\bblog -- /g), `${source.file} › ${name}`).toHaveLength(1)
        }
      }
    }
    expect(calls).toBe(2)
  })

  it('deploy with a Wrangler configuration that runs no build of its own', () => {
    // `wrangler deploy` would run a configured build command with the token in its environment.
    expect(readFileSync('wrangler.jsonc', 'utf8')).not.toMatch(/"build"\s*:/)
  })
})

// The orders of pushes, imports, publications, CI runs and deploys.

const DURATIONS: Durations = { test: 8, build: 3, cli: 1, install: 1, deploy: 0.5, other: 0.05 }

/** What must hold of any history: the problems found in it, in words. */
function problems({ commits, deploys, testedAt, main }: SimulationResult): string[] {
  const found: string[] = []
  deploys.forEach((deploy, index) => {
    const tested = testedAt.get(deploy.sha)
    if (tested === undefined || tested > deploy.at) {
      found.push(`${deploy.sha} deployed at ${deploy.at.toFixed(2)} without passing CI`)
    }
    if (deploy.sha !== deploy.tip) {
      found.push(`${deploy.sha} deployed at ${deploy.at.toFixed(2)} while main was ${deploy.tip}`)
    }
    const previous = deploys[index - 1]
    if (previous && !isAncestor(commits, previous.sha, deploy.sha)) {
      found.push(
        `${deploy.sha} deployed at ${deploy.at.toFixed(2)} after ${previous.sha}: rolled back`,
      )
    }
  })
  const live = deploys.at(-1)?.sha
  if (commits.get(main)?.good && live !== main)
    found.push(`main (${main}) passes but ${String(live)} is live`)
  return found
}

const simulateIn = (dir: string, events: WorldEvent[], durations = DURATIONS, importGood = true) =>
  simulate({ workflows: readWorkflows(dir), events, durations, importGood })

const inboxPush: WorldEvent = { at: 0, kind: 'push', paths: ['inbox/conseils.docx'], good: true }

describe('GitHub workflows, replayed in every order', () => {
  it('finds what issue 33 describes in the workflows it replaced: the import deployed untested, then rolled back', async () => {
    const before = await simulateIn('tests/fixtures/workflowsBeforeIssue33', [inboxPush])
    expect(before.deploys.map(({ sha }) => sha)).toEqual(['p1', 'i1', 'p2'])
    expect(problems(before)).toEqual([
      'i1 deployed at 5.70 without passing CI',
      'p2 deployed at 13.75 while main was i1',
      'p2 deployed at 13.75 after i1: rolled back',
      'main (i1) passes but p2 is live',
    ])
  })

  it('a push to inbox/: the import’s commit goes through CI, then online, and the pushed commit never after it', async () => {
    const result = await simulateIn(WORKFLOWS_DIR, [inboxPush])
    expect(problems(result)).toEqual([])
    expect(result.main).toBe('i1')
    expect(result.deploys.map(({ sha }) => sha)).toEqual(['p1', 'i1'])
  })

  it('a deploy of the pushed commit under way when the import lands stops before the upload', async () => {
    // The import takes longer than CI: CI's deploy of p2 is building when i1 reaches main.
    const durations = { ...DURATIONS, cli: 10 }
    const result = await simulateIn(WORKFLOWS_DIR, [inboxPush], durations)
    expect(problems(result)).toEqual([])
    expect(result.log.join('\n')).toMatch(
      /run \d+ job resolve: success[\s\S]*main est passé à i1 : p2 n’est pas déployé/,
    )
    expect(result.deploys.map(({ sha }) => sha)).toEqual(['p1', 'i1'])
  })

  it('an import or a publication whose commit fails CI is never deployed', async () => {
    const imported = await simulateIn(WORKFLOWS_DIR, [inboxPush], DURATIONS, false)
    expect(problems(imported)).toEqual([])
    expect(imported.deploys.map(({ sha }) => sha)).toEqual(['p1'])

    const published = await simulateIn(WORKFLOWS_DIR, [
      { at: 0, kind: 'push', paths: ['site/pages/Home.tsx'], good: false },
      { at: 1, kind: 'due' },
      { at: 2, kind: 'schedule' },
    ])
    expect(published.main).toBe('u1')
    expect(problems(published)).toEqual([])
    expect(published.deploys.map(({ sha }) => sha)).toEqual(['p1'])
  })

  it('the scheduled publication goes online after CI passes on its commit', async () => {
    const result = await simulateIn(WORKFLOWS_DIR, [
      { at: 0, kind: 'due' },
      { at: 1, kind: 'schedule' },
    ])
    expect(problems(result)).toEqual([])
    expect(result.deploys.map(({ sha }) => sha)).toEqual(['p1', 'u1'])
    expect(result.testedAt.get('u1')).toBeLessThan(result.deploys[1]?.at ?? 0)
  })

  it('a deploy asked by hand ships main only once CI has passed on it', async () => {
    const result = await simulateIn(WORKFLOWS_DIR, [
      { at: 0, kind: 'push', paths: ['site/pages/Home.tsx'], good: true },
      { at: 2, kind: 'dispatch', workflow: 'deploy.yml' },
    ])
    expect(problems(result)).toEqual([])
    expect(result.log.join('\n')).toContain(
      'Le CI n’a pas réussi sur p2, le dernier commit de main',
    )
    expect(result.deploys.map(({ sha }) => sha)).toEqual(['p1', 'p2'])
  })

  it('in any order of pushes, documents, publications and manual runs, the site never goes back, ships only what passed, and ends on main', async () => {
    const minutes = fc.integer({ min: 0, max: 30 })
    const event: fc.Arbitrary<WorldEvent> = fc.oneof(
      fc.record({
        at: minutes,
        kind: fc.constant('push' as const),
        paths: fc.constantFrom(['inbox/a.docx'], ['site/pages/Home.tsx'], ['content/blog/x/fr.md']),
        good: fc.boolean(),
      }),
      fc.record({ at: minutes, kind: fc.constant('due' as const) }),
      fc.record({ at: minutes, kind: fc.constant('schedule' as const) }),
      fc.record({
        at: minutes,
        kind: fc.constant('dispatch' as const),
        workflow: fc.constantFrom('deploy.yml', 'publish.yml', 'import.yml', 'ci.yml'),
      }),
    )
    const durations: fc.Arbitrary<Durations> = fc.record({
      test: fc.integer({ min: 1, max: 12 }),
      build: fc.integer({ min: 1, max: 6 }),
      cli: fc.integer({ min: 1, max: 15 }),
      install: fc.integer({ min: 0, max: 2 }),
      deploy: fc.constantFrom(0.2, 0.5, 2),
      other: fc.constantFrom(0.05, 0.3),
    })
    await fc.assert(
      fc.asyncProperty(
        fc.array(event, { minLength: 1, maxLength: 12 }),
        durations,
        fc.boolean(),
        async (events, times, importGood) => {
          const result = await simulateIn(WORKFLOWS_DIR, events, times, importGood)
          expect(problems(result), result.log.join('\n')).toEqual([])
        },
      ),
      { numRuns: 150 },
    )
  })
})

// run-quoted.sh, read as the Actions runner reads a step's output.

interface WorkflowCommand {
  readonly command: string
  readonly properties: string
  readonly data: string
}

/**
 * The workflow commands the runner would act on in a step's output: each line (split at \r, \n
 * or \r\n, as .NET reads them), its leading whitespace trimmed, that starts with `::name…::` or
 * `##[name…]`; after `::stop-commands::TOKEN`, only `::TOKEN::`, which resumes.
 */
function workflowCommands(output: string): WorkflowCommand[] {
  const commands: WorkflowCommand[] = []
  let stopToken: string | undefined
  for (const raw of output.split(/\r\n|\r|\n/)) {
    const line = raw.trimStart()
    let command: WorkflowCommand | undefined
    if (line.startsWith('::')) {
      const end = line.indexOf('::', 2)
      if (end >= 0) {
        const info = line.slice(2, end)
        const space = info.indexOf(' ')
        command = {
          command: space < 0 ? info : info.slice(0, space),
          properties: space < 0 ? '' : info.slice(space + 1),
          data: line.slice(end + 2),
        }
      }
    } else if (line.startsWith('##[')) {
      const end = line.indexOf(']')
      if (end >= 0)
        command = {
          command: line.slice(3, end).split(' ')[0] ?? '',
          properties: '',
          data: line.slice(end + 1),
        }
    }
    if (!command) continue
    if (stopToken !== undefined) {
      if (command.command.toLowerCase() === stopToken.toLowerCase()) {
        commands.push(command)
        stopToken = undefined
      }
      continue
    }
    if (command.command === 'stop-commands') stopToken = command.data
    commands.push(command)
  }
  return commands
}

/** The text as bash's `$(…)` gives it: without the line breaks that end it. */
function withoutFinalLineBreaks(text: string): string {
  let end = text.length
  while (end > 0 && text[end - 1] === '\n') end -= 1
  return text.slice(0, end)
}

const unescapeData = (text: string): string =>
  text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%')

describe('run-quoted.sh', () => {
  const dir = mkdtempSync(join(tmpdir(), 'run-quoted-'))
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true })
  })

  /** Runs a command that writes `stdout` and `stderr` and exits with `code`, through the script. */
  function runQuoted(stdout: string, stderr: string, code: number) {
    writeFileSync(join(dir, 'out'), stdout)
    writeFileSync(join(dir, 'err'), stderr)
    const result = spawnSync(
      'bash',
      [
        RUN_QUOTED,
        'Import refusé',
        'bash',
        '-c',
        'cat "$0/out"; cat "$0/err" >&2; exit "$1"',
        dir,
        String(code),
      ],
      { encoding: 'utf8' },
    )
    return { output: result.stdout, status: result.status, stderr: result.stderr }
  }

  it('keeps a refused document’s `::error::` line and its reason as text, in one annotation', () => {
    const reason = '::error::pwned\n::add-mask::ghp_x\r::set-output name=imported::true\n'
    const { output, status, stderr } = runQuoted('Titre ::warning::w\n', reason, 1)
    expect(status).toBe(1)
    expect(stderr).toBe('')
    const commands = workflowCommands(output)
    expect(commands.map(({ command }) => command)).toEqual([
      'stop-commands',
      commands[0]?.data,
      'error',
    ])
    expect(commands[0]?.data).toMatch(/^[0-9a-f]{32}$/)
    expect(commands[2]?.properties).toBe('title=Import refusé')
    expect(unescapeData(commands[2]?.data ?? '')).toBe(reason.trimEnd())
    expect(output).toContain('::error::pwned')
  })

  it('prints the output of a command that succeeds, between the markers, and keeps its exit code', () => {
    const { output, status } = runQuoted('1 article programmé', '', 0)
    expect(status).toBe(0)
    expect(workflowCommands(output).map(({ command }) => command)).toHaveLength(2)
    expect(output.split('\n')[1]).toBe('1 article programmé')
  })

  it('lets no output, whatever its bytes, give the runner a command of its own', () => {
    const hostile = fc.constantFrom(
      '::error::x',
      '::add-mask::secret',
      '::stop-commands::abc',
      '::abc::',
      '##[set-output name=x]1',
      '  ::warning file=a::w',
      '::endgroup::',
      '\r',
      '\n',
      '\r\n',
      '%0A',
      '%',
      ':',
      ',',
      '\u0000',
    )
    const text = fc
      .array(fc.oneof(hostile, fc.string({ maxLength: 8 })), { maxLength: 12 })
      .map((parts) => parts.join(''))
    fc.assert(
      fc.property(text, text, fc.integer({ min: 0, max: 3 }), (stdout, stderr, code) => {
        const { output, status } = runQuoted(stdout, stderr, code)
        expect(status).toBe(code)
        const commands = workflowCommands(output)
        const [stop, resume, annotation, ...others] = commands
        expect(others).toEqual([])
        expect(stop?.command).toBe('stop-commands')
        expect(resume?.command).toBe(stop?.data)
        if (code === 0) {
          expect(annotation).toBeUndefined()
          return
        }
        // The error output, else (when it holds nothing but line breaks) the output.
        const shown =
          withoutFinalLineBreaks(stderr.replace(/\0/g, '')) ||
          withoutFinalLineBreaks(stdout.replace(/\0/g, ''))
        expect(annotation?.command).toBe('error')
        expect(unescapeData(annotation?.data ?? '')).toBe(shown)
      }),
      { numRuns: 50 },
    )
  })
})
