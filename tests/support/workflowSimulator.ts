import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { parse } from 'yaml'
import { z } from 'zod'
import {
  condition,
  type ExpressionScope,
  type ExpressionValue,
  interpolate,
} from './workflowExpression.ts'

/*
 * A discrete-time simulator of this repository's GitHub workflows, to test the orders in which
 * pushes, imports, publications, CI runs and deploys can happen. What decides which run starts,
 * which job runs and which step is taken comes from the YAML: each workflow's `on:` (branches,
 * paths, workflow_run, dispatch), workflow-level `concurrency`, `needs`, job and step `if:`
 * conditions, outputs, reusable workflows (`uses: ./.github/workflows/…`), and the
 * actions/github-script steps, whose JavaScript runs as written against a GitHub API over the
 * simulated repository. A few commands have a modelled effect on that repository: the blog CLI
 * (`blog -- import`, `blog -- publish-due`) makes a commit, `git push` moves main (rebasing on it
 * when it has moved, and, pushed with the workflow's token, starting no workflow), `npm test`
 * passes or fails with the commit's content, and `wrangler … deploy` puts the job's commit online.
 * Every other command only takes time. Anything the simulator cannot read (an unknown action, job
 * key or expression function) throws, so a workflow it would misread fails its test.
 */

const scalar = z.union([z.string(), z.number(), z.boolean()])
const permissions = z.union([
  z.enum(['read-all', 'write-all']),
  z.record(z.string(), z.enum(['read', 'write', 'none'])),
])

const stepSchema = z.strictObject({
  id: z.string().optional(),
  name: z.string().optional(),
  uses: z.string().optional(),
  run: z.string().optional(),
  if: z.union([z.string(), z.boolean()]).optional(),
  env: z.record(z.string(), scalar).optional(),
  with: z.record(z.string(), scalar).optional(),
  'working-directory': z.string().optional(),
})

const jobSchema = z.strictObject({
  needs: z.union([z.string(), z.array(z.string())]).optional(),
  if: z.union([z.string(), z.boolean()]).optional(),
  uses: z.string().optional(),
  with: z.record(z.string(), scalar).optional(),
  steps: z.array(stepSchema).optional(),
  outputs: z.record(z.string(), z.string()).optional(),
  permissions: permissions.optional(),
  env: z.record(z.string(), scalar).optional(),
  environment: z.string().optional(),
  'runs-on': z.string().optional(),
  'timeout-minutes': z.number().optional(),
})

const workflowSchema = z.strictObject({
  name: z.string(),
  on: z.union([z.string(), z.array(z.string()), z.record(z.string(), z.unknown())]),
  permissions: permissions.optional(),
  env: z.record(z.string(), scalar).optional(),
  concurrency: z
    .strictObject({ group: z.string(), 'cancel-in-progress': z.boolean().optional() })
    .optional(),
  jobs: z.record(z.string(), jobSchema),
})

export type WorkflowStep = z.infer<typeof stepSchema>
export type WorkflowJob = z.infer<typeof jobSchema>
export type Workflow = z.infer<typeof workflowSchema>

/** One workflow file: its path, its text (for what YAML drops, such as comments) and its content. */
export interface WorkflowFile {
  readonly file: string
  readonly text: string
  readonly workflow: Workflow
}

/** The workflows of a folder, each validated against what the simulator can read. */
export function readWorkflows(dir: string): WorkflowFile[] {
  return readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => {
      const file = join(dir, name)
      const text = readFileSync(file, 'utf8')
      const parsed = workflowSchema.safeParse(parse(text))
      if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`)
      return { file, text, workflow: parsed.data }
    })
}

/** A workflow's triggers, each with its filters (`{}` when it has none). */
export function workflowTriggers(workflow: Workflow): Record<string, Record<string, unknown>> {
  const { on } = workflow
  if (typeof on === 'string') return { [on]: {} }
  if (Array.isArray(on)) return Object.fromEntries(on.map((event) => [event, {}]))
  return Object.fromEntries(
    Object.entries(on).map(([event, filters]) => [
      event,
      filters && typeof filters === 'object' ? (filters as Record<string, unknown>) : {},
    ]),
  )
}

export interface Commit {
  readonly sha: string
  readonly parent: string | undefined
  /** Whether the tree at this commit passes `npm test`. */
  readonly good: boolean
  /** Whether this commit's own change passes (a rebased commit keeps it). */
  readonly ownGood: boolean
  /** The documents waiting in inbox/. */
  readonly inbox: readonly string[]
  /** The documents this commit removed from inbox/. */
  readonly removed: readonly string[]
  /** The last batch of due posts this tree has published. */
  readonly published: number
}

/** Minutes each kind of step takes. */
export interface Durations {
  readonly test: number
  readonly build: number
  readonly cli: number
  readonly install: number
  readonly deploy: number
  readonly other: number
}

export type WorldEvent =
  /** Someone pushes a commit to main (through GitHub's page or the admin's token). */
  | {
      readonly at: number
      readonly kind: 'push'
      readonly paths: readonly string[]
      readonly good: boolean
    }
  /** The schedule's hour: every workflow with `on.schedule` starts. */
  | { readonly at: number; readonly kind: 'schedule' }
  /** A scheduled post's time comes. */
  | { readonly at: number; readonly kind: 'due' }
  /** A maintainer's Run workflow on main. */
  | { readonly at: number; readonly kind: 'dispatch'; readonly workflow: string }

export interface SimulationOptions {
  readonly workflows: readonly WorkflowFile[]
  readonly events: readonly WorldEvent[]
  readonly durations: Durations
  /** Whether the commits the import makes pass CI. */
  readonly importGood?: boolean
}

interface Deploy {
  readonly sha: string
  /** When the upload ended. */
  readonly at: number
  /** main's newest commit when the upload began. */
  readonly tip: string
}

export interface SimulationResult {
  readonly commits: ReadonlyMap<string, Commit>
  readonly main: string
  readonly deploys: readonly Deploy[]
  /** When `npm test` first passed on each commit. */
  readonly testedAt: ReadonlyMap<string, number>
  readonly log: readonly string[]
}

const REPOSITORY = { owner: 'exemple', repo: 'santra-site' }
const FULL_NAME = `${REPOSITORY.owner}/${REPOSITORY.repo}`
/** A bound on the simulated events: a workflow that starts itself forever ends the test. */
const MAX_STEPS = 20_000

type JobResult = 'success' | 'failure' | 'cancelled' | 'skipped'

interface Workspace {
  sha: string | undefined
  /** Commits made in this job (or brought by an artifact) that main may not hold yet. */
  own: Commit[]
}

interface Run {
  readonly id: number
  readonly source: WorkflowFile
  readonly event: string
  readonly payload: { readonly [key: string]: ExpressionValue }
  readonly sha: string
  status: 'queued' | 'in_progress' | 'completed'
  conclusion: string | null
  cancelled: boolean
  group: string | undefined
  readonly artifacts: Map<string, Workspace>
}

interface Graph {
  readonly run: Run
  readonly jobs: Readonly<Record<string, WorkflowJob>>
  readonly inputs: { readonly [key: string]: ExpressionValue }
  /** How the log names this graph's jobs: `push › ` inside the reusable workflow of job push. */
  readonly label: string
  readonly results: Map<string, { result: JobResult; outputs: Record<string, string> }>
  readonly started: Set<string>
  readonly done: (failed: boolean) => void
  finished: boolean
}

/** A step in the `steps` context (a type, not an interface, so that it is an expression value). */
type StepRecord = {
  outputs: Record<string, string>
  outcome: string
  conclusion: string
}

const needsOf = (job: WorkflowJob): string[] =>
  job.needs === undefined ? [] : typeof job.needs === 'string' ? [job.needs] : job.needs

/** Whether `ancestor` is `descendant` or one of its parents. */
export function isAncestor(
  commits: ReadonlyMap<string, Commit>,
  ancestor: string,
  descendant: string,
): boolean {
  for (let sha: string | undefined = descendant; sha; sha = commits.get(sha)?.parent) {
    if (sha === ancestor) return true
  }
  return false
}

/** Runs the events through the workflows until nothing is left to do. */
export async function simulate(options: SimulationOptions): Promise<SimulationResult> {
  const simulator = new Simulator(options)
  return simulator.run()
}

class Simulator {
  private time = 0
  private sequence = 0
  private steps = 0
  private readonly queue: { at: number; order: number; action: () => void | Promise<void> }[] = []
  private readonly commits = new Map<string, Commit>()
  private main: string
  private dueBatch = 0
  private readonly runs: Run[] = []
  private readonly groups = new Map<string, { running?: Run; pending?: Run }>()
  private readonly deploys: Deploy[] = []
  private readonly testedAt = new Map<string, number>()
  private readonly log: string[] = []
  private readonly counters = new Map<string, number>()

  constructor(private readonly options: SimulationOptions) {
    const root = this.commit('p', {
      parent: undefined,
      good: true,
      ownGood: true,
      inbox: [],
      removed: [],
      published: 0,
    })
    this.main = root.sha
    this.deploys.push({ sha: root.sha, at: 0, tip: root.sha })
    this.testedAt.set(root.sha, 0)
  }

  async run(): Promise<SimulationResult> {
    for (const event of this.options.events) {
      this.schedule(event.at, () => {
        this.world(event)
      })
    }
    while (this.queue.length > 0) {
      this.steps += 1
      if (this.steps > MAX_STEPS) throw new Error('The workflows never settle: too many events.')
      this.queue.sort((a, b) => a.at - b.at || a.order - b.order)
      const next = this.queue.shift()
      if (!next) break
      this.time = next.at
      await next.action()
    }
    return {
      commits: this.commits,
      main: this.main,
      deploys: this.deploys,
      testedAt: this.testedAt,
      log: this.log,
    }
  }

  private schedule(at: number, action: () => void | Promise<void>): void {
    this.queue.push({ at, order: this.sequence++, action })
  }

  private note(text: string): void {
    this.log.push(`${this.time.toFixed(2).padStart(6)} ${text}`)
  }

  private commit(prefix: string, fields: Omit<Commit, 'sha'>): Commit {
    const n = (this.counters.get(prefix) ?? 0) + 1
    this.counters.set(prefix, n)
    const commit = { sha: `${prefix}${String(n)}`, ...fields }
    this.commits.set(commit.sha, commit)
    return commit
  }

  private commitAt(sha: string | undefined): Commit {
    const commit = sha === undefined ? undefined : this.commits.get(sha)
    if (!commit) throw new Error(`No commit ${String(sha)} in the workspace.`)
    return commit
  }

  // The world's events.

  private world(event: WorldEvent): void {
    switch (event.kind) {
      case 'push': {
        const tip = this.commitAt(this.main)
        const document = event.paths.some((path) => path.startsWith('inbox/'))
        const commit = this.commit('p', {
          parent: tip.sha,
          good: event.good,
          ownGood: event.good,
          inbox: document ? [...tip.inbox, `doc-${String(this.sequence)}`] : tip.inbox,
          removed: [],
          published: tip.published,
        })
        this.main = commit.sha
        this.note(`push ${commit.sha} (${event.paths.join(', ')})${event.good ? '' : ', failing'}`)
        this.startFor('push', {}, commit.sha, (filters) => this.pushMatches(filters, event.paths))
        return
      }
      case 'schedule':
        this.note('schedule')
        this.startFor('schedule', {}, this.main, () => true)
        return
      case 'due':
        this.dueBatch += 1
        this.note('a scheduled post is due')
        return
      case 'dispatch':
        this.dispatch(event.workflow)
        return
    }
  }

  private pushMatches(filters: Record<string, unknown>, paths: readonly string[]): boolean {
    const branches = filters.branches as string[] | undefined
    if (branches && !branches.includes('main')) return false
    const patterns = filters.paths as string[] | undefined
    if (!patterns) return true
    return paths.some((path) =>
      patterns.some((pattern) => {
        if (!pattern.endsWith('/**'))
          throw new Error(`The simulator reads only dir/** paths: ${pattern}`)
        return path.startsWith(pattern.slice(0, -2))
      }),
    )
  }

  /** A workflow_dispatch event for one workflow file, on main. */
  private dispatch(file: string): void {
    const source = this.options.workflows.find((candidate) => basename(candidate.file) === file)
    if (!source || !('workflow_dispatch' in workflowTriggers(source.workflow))) {
      throw new Error(`Workflow does not have 'workflow_dispatch' trigger: ${file}`)
    }
    this.note(`dispatch ${file}`)
    this.createRun(source, 'workflow_dispatch', {}, this.main)
  }

  private startFor(
    event: string,
    payload: Run['payload'],
    sha: string,
    matches: (filters: Record<string, unknown>) => boolean,
  ): void {
    for (const source of this.options.workflows) {
      const filters = workflowTriggers(source.workflow)[event]
      if (filters && matches(filters)) this.createRun(source, event, payload, sha)
    }
  }

  // Runs and their concurrency groups.

  private createRun(
    source: WorkflowFile,
    event: string,
    payload: Run['payload'],
    sha: string,
  ): void {
    const run: Run = {
      id: this.runs.length + 1,
      source,
      event,
      payload,
      sha,
      status: 'queued',
      conclusion: null,
      cancelled: false,
      group: undefined,
      artifacts: new Map(),
    }
    this.runs.push(run)
    this.note(`run ${String(run.id)} ${basename(source.file)} (${event}, ${sha})`)
    const { concurrency } = source.workflow
    if (!concurrency) {
      this.startRun(run)
      return
    }
    const key = interpolate(concurrency.group, this.scope(run, {}, {}))
    run.group = key
    const group = this.groups.get(key) ?? {}
    this.groups.set(key, group)
    if (!group.running) {
      group.running = run
      this.startRun(run)
    } else if (concurrency['cancel-in-progress']) {
      if (group.pending) this.cancel(group.pending)
      group.pending = undefined
      this.cancel(group.running)
      group.running = run
      this.startRun(run)
    } else {
      if (group.pending) this.cancel(group.pending)
      group.pending = run
    }
  }

  private cancel(run: Run): void {
    if (run.status === 'completed') return
    run.cancelled = true
    this.note(`run ${String(run.id)} ${basename(run.source.file)} cancelled`)
    this.complete(run, 'cancelled', false)
  }

  private startRun(run: Run): void {
    run.status = 'in_progress'
    this.startGraph(run, run.source.workflow.jobs, {}, '', (failed) => {
      if (!run.cancelled) this.complete(run, failed ? 'failure' : 'success', true)
    })
  }

  private complete(run: Run, conclusion: string, releaseGroup: boolean): void {
    run.status = 'completed'
    run.conclusion = conclusion
    if (run.group !== undefined) {
      const group = this.groups.get(run.group)
      if (group?.running === run) {
        group.running = undefined
        if (releaseGroup && group.pending) {
          const next = group.pending
          group.pending = undefined
          group.running = next
          this.startRun(next)
        }
      }
    }
    const payload = {
      workflow_run: {
        name: run.source.workflow.name,
        conclusion,
        head_sha: run.sha,
        event: run.event,
        head_branch: 'main',
        head_repository: { full_name: FULL_NAME },
      },
    }
    this.startFor('workflow_run', payload, this.main, (filters) => {
      const names = filters.workflows as string[] | undefined
      const types = filters.types as string[] | undefined
      const branches = filters.branches as string[] | undefined
      return (
        (names ?? []).includes(run.source.workflow.name) &&
        (!types || types.includes('completed')) &&
        (!branches || branches.includes('main'))
      )
    })
  }

  // Jobs.

  private startGraph(
    run: Run,
    jobs: Readonly<Record<string, WorkflowJob>>,
    inputs: Graph['inputs'],
    label: string,
    done: (failed: boolean) => void,
  ): void {
    const graph: Graph = {
      run,
      jobs,
      inputs,
      label,
      results: new Map(),
      started: new Set(),
      done,
      finished: false,
    }
    this.advance(graph)
  }

  /** Starts every job whose needs have ended; ends the graph when every job has. */
  private advance(graph: Graph): void {
    if (graph.run.cancelled || graph.finished) return
    const ids = Object.keys(graph.jobs)
    if (ids.every((id) => graph.results.has(id))) {
      graph.finished = true
      graph.done([...graph.results.values()].some(({ result }) => result === 'failure'))
      return
    }
    for (const id of ids) {
      const job = graph.jobs[id]
      if (!job || graph.started.has(id)) continue
      if (!needsOf(job).every((need) => graph.results.has(need))) continue
      graph.started.add(id)
      this.startJob(graph, id, job)
    }
  }

  private finishJob(
    graph: Graph,
    id: string,
    result: JobResult,
    outputs: Record<string, string>,
  ): void {
    graph.results.set(id, { result, outputs })
    this.note(`run ${String(graph.run.id)} job ${graph.label}${id}: ${result}`)
    this.advance(graph)
  }

  private needsContext(graph: Graph, job: WorkflowJob): { [key: string]: ExpressionValue } {
    return Object.fromEntries(
      needsOf(job).map((need) => {
        const result = graph.results.get(need)
        return [need, { result: result?.result ?? null, outputs: result?.outputs ?? {} }]
      }),
    )
  }

  private startJob(graph: Graph, id: string, job: WorkflowJob): void {
    const { run } = graph
    const needs = this.needsContext(graph, job)
    const results = needsOf(job).map((need) => graph.results.get(need)?.result)
    const scope = this.scope(
      run,
      { needs, inputs: graph.inputs },
      {
        success: () => !run.cancelled && results.every((result) => result === 'success'),
        failure: () => results.includes('failure'),
        cancelled: () => run.cancelled,
      },
    )
    if (!condition(job.if, scope)) {
      this.finishJob(graph, id, 'skipped', {})
      return
    }
    if (job.uses) {
      const called = this.options.workflows.find((source) => `./${source.file}` === job.uses)
      if (!called) throw new Error(`The simulator has no workflow ${job.uses}`)
      const inputs = Object.fromEntries(
        Object.entries(job.with ?? {}).map(([key, value]) => [
          key,
          interpolate(String(value), scope),
        ]),
      )
      this.startGraph(run, called.workflow.jobs, inputs, `${graph.label}${id} › `, (failed) => {
        this.finishJob(graph, id, failed ? 'failure' : 'success', {})
      })
      return
    }
    this.runSteps(graph, id, job, needs)
  }

  private runSteps(
    graph: Graph,
    id: string,
    job: WorkflowJob,
    needs: { [key: string]: ExpressionValue },
  ): void {
    const { run } = graph
    const workspace: Workspace = { sha: undefined, own: [] }
    const records: Record<string, StepRecord> = {}
    const steps = job.steps ?? []
    let failed = false
    const next = (index: number): void => {
      if (run.cancelled) return
      const step = steps[index]
      if (!step) {
        const scope = this.scope(run, { needs, inputs: graph.inputs, steps: { ...records } }, {})
        const outputs = Object.fromEntries(
          Object.entries(job.outputs ?? {}).map(([key, value]) => [key, interpolate(value, scope)]),
        )
        this.finishJob(graph, id, failed ? 'failure' : 'success', outputs)
        return
      }
      const base = { needs, inputs: graph.inputs, steps: { ...records } }
      const plain = this.scope(run, base, {})
      const env = Object.fromEntries(
        Object.entries({ ...run.source.workflow.env, ...job.env, ...step.env }).map(
          ([key, value]) => [key, interpolate(String(value), plain)],
        ),
      )
      const scope = this.scope(
        run,
        { ...base, env },
        {
          success: () => !failed && !run.cancelled,
          failure: () => failed,
          cancelled: () => run.cancelled,
        },
      )
      if (!condition(step.if, scope)) {
        if (step.id) records[step.id] = { outputs: {}, outcome: 'skipped', conclusion: 'skipped' }
        next(index + 1)
        return
      }
      const tip = this.main
      this.schedule(this.time + this.duration(step), async () => {
        if (run.cancelled) return
        const { ok, outputs } = await this.effect(run, step, scope, workspace, env, tip)
        const outcome = ok ? 'success' : 'failure'
        if (step.id) records[step.id] = { outputs, outcome, conclusion: outcome }
        if (!ok) failed = true
        next(index + 1)
      })
    }
    next(0)
  }

  private duration(step: WorkflowStep): number {
    const { durations } = this.options
    const text = step.run ?? ''
    if (/\bnpm test\b/.test(text)) return durations.test
    if (/\bnpm run build\b/.test(text)) return durations.build
    if (/\bblog -- /.test(text)) return durations.cli
    if (/\bnpm ci\b/.test(text)) return durations.install
    if (/wrangler\S*\s+deploy\b/i.test(text)) return durations.deploy
    return durations.other
  }

  private scope(
    run: Run,
    contexts: { [key: string]: ExpressionValue },
    status: Partial<ExpressionScope['status']>,
  ): ExpressionScope {
    return {
      contexts: {
        github: {
          event_name: run.event,
          ref: 'refs/heads/main',
          sha: run.sha,
          repository: FULL_NAME,
          server_url: 'https://github.com',
          event: run.payload,
          token: 'ghs_simulated',
          workflow: run.source.workflow.name,
          run_id: String(run.id),
          run_attempt: '1',
        },
        vars: { SITE_URL: 'https://www.exemple.ca' },
        secrets: {
          CLOUDFLARE_API_TOKEN: 'simulated',
          CLOUDFLARE_ACCOUNT_ID: 'simulated',
        },
        runner: { temp: '/home/runner/work/_temp' },
        inputs: {},
        env: {},
        ...contexts,
      },
      status: {
        success: status.success ?? (() => true),
        failure: status.failure ?? (() => false),
        cancelled: status.cancelled ?? (() => run.cancelled),
      },
    }
  }

  // What steps do.

  private async effect(
    run: Run,
    step: WorkflowStep,
    scope: ExpressionScope,
    workspace: Workspace,
    env: Record<string, string>,
    tip: string,
  ): Promise<{ ok: boolean; outputs: Record<string, string> }> {
    const input = (key: string): string => {
      const value = step.with?.[key]
      return value === undefined ? '' : interpolate(String(value), scope)
    }
    if (step.uses) {
      const [action = ''] = step.uses.split('@')
      switch (action) {
        case 'actions/checkout':
          workspace.sha = input('ref') || run.sha
          workspace.own = []
          return { ok: true, outputs: {} }
        case 'actions/setup-node':
          return { ok: true, outputs: {} }
        case 'actions/upload-artifact':
          if (workspace.sha === undefined) return { ok: false, outputs: {} }
          run.artifacts.set(input('name'), { sha: workspace.sha, own: [...workspace.own] })
          return { ok: true, outputs: {} }
        case 'actions/download-artifact': {
          const artifact = run.artifacts.get(input('name'))
          if (!artifact) return { ok: false, outputs: {} }
          workspace.sha = artifact.sha
          workspace.own = [...artifact.own]
          return { ok: true, outputs: {} }
        }
        case 'actions/github-script':
          return this.script(run, input('script'), env)
        default:
          // The local composite actions only restore a cache.
          if (action.startsWith('./.github/actions/')) return { ok: true, outputs: {} }
          throw new Error(`The simulator does not know the action ${step.uses}`)
      }
    }
    const text = step.run ?? ''
    const outputs: Record<string, string> = {}
    let ok = true
    const importing = /\bblog -- import\b/.test(text)
    if (importing || /\bblog -- publish-due\b/.test(text)) {
      // The CLI's step sets its outputs when it made a commit.
      if (importing ? this.importDocuments(workspace) : this.publishDue(workspace)) {
        for (const [, key, value] of text.matchAll(
          /echo '([\w-]+)=([^']*)' >> "\$GITHUB_OUTPUT"/g,
        )) {
          if (key !== undefined && value !== undefined) outputs[key] = value
        }
      }
    } else if (text.includes('$GITHUB_OUTPUT')) {
      throw new Error(`The simulator does not know what this step outputs: ${text}`)
    }
    if (/\bgit push\b/.test(text)) this.push(workspace)
    if (/\bnpm test\b/.test(text)) {
      const commit = this.commitAt(workspace.sha)
      ok = commit.good
      if (ok && !this.testedAt.has(commit.sha)) this.testedAt.set(commit.sha, this.time)
      this.note(`run ${String(run.id)} npm test on ${commit.sha}: ${ok ? 'passed' : 'failed'}`)
    }
    if (/wrangler\S*\s+deploy\b/i.test(text)) {
      const sha = this.commitAt(workspace.sha).sha
      this.deploys.push({ sha, at: this.time, tip })
      this.note(`run ${String(run.id)} DEPLOYS ${sha} (main was ${tip} when the upload began)`)
    }
    return { ok, outputs }
  }

  private importDocuments(workspace: Workspace): boolean {
    const base = this.commitAt(workspace.sha)
    if (base.inbox.length === 0) return false
    const good = this.options.importGood ?? true
    const commit = this.commit('i', {
      parent: base.sha,
      good: good && base.good,
      ownGood: good,
      inbox: [],
      removed: base.inbox,
      published: base.published,
    })
    workspace.sha = commit.sha
    workspace.own.push(commit)
    this.note(`import commits ${commit.sha} on ${base.sha}`)
    return true
  }

  private publishDue(workspace: Workspace): boolean {
    const base = this.commitAt(workspace.sha)
    if (base.published >= this.dueBatch) return false
    const commit = this.commit('u', {
      parent: base.sha,
      good: base.good,
      ownGood: true,
      inbox: base.inbox,
      removed: [],
      published: this.dueBatch,
    })
    workspace.sha = commit.sha
    workspace.own.push(commit)
    this.note(`publish-due commits ${commit.sha} on ${base.sha}`)
    return true
  }

  /** `git pull --rebase && git push` with the workflow's token: no workflow starts. */
  private push(workspace: Workspace): void {
    if (workspace.own.length === 0) return
    if (!isAncestor(this.commits, this.main, this.commitAt(workspace.sha).sha)) {
      let parent = this.commitAt(this.main)
      for (const own of workspace.own) {
        parent = this.commit(/^[a-z]+/.exec(own.sha)?.[0] ?? 'c', {
          parent: parent.sha,
          good: own.ownGood && parent.good,
          ownGood: own.ownGood,
          inbox: parent.inbox.filter((document) => !own.removed.includes(document)),
          removed: own.removed,
          published: Math.max(parent.published, own.published),
        })
      }
      workspace.sha = parent.sha
    }
    this.main = this.commitAt(workspace.sha).sha
    workspace.own = []
    this.note(`push by a workflow: main is ${this.main}`)
  }

  /** An actions/github-script step, run as written against the simulated GitHub API. */
  private async script(
    run: Run,
    source: string,
    env: Record<string, string>,
  ): Promise<{ ok: boolean; outputs: Record<string, string> }> {
    const outputs: Record<string, string> = {}
    let ok = true
    const say = (text: unknown) => {
      this.note(`run ${String(run.id)}: ${String(text)}`)
    }
    const core = {
      setOutput: (key: string, value: unknown) => {
        outputs[key] = String(value)
      },
      notice: say,
      info: say,
      warning: say,
      debug: () => undefined,
      setFailed: (text: unknown) => {
        ok = false
        say(text)
      },
    }
    const github = {
      rest: {
        git: {
          getRef: ({ ref }: { ref: string }) => {
            if (ref !== 'heads/main') throw new Error(`No ref ${ref}`)
            return Promise.resolve({ data: { ref: `refs/${ref}`, object: { sha: this.main } } })
          },
        },
        actions: {
          listWorkflowRuns: ({
            workflow_id,
            head_sha,
          }: {
            workflow_id: string
            head_sha?: string
          }) => {
            const runs = this.runs
              .filter((candidate) => basename(candidate.source.file) === workflow_id)
              .filter((candidate) => head_sha === undefined || candidate.sha === head_sha)
              .map((candidate) => ({
                id: candidate.id,
                event: candidate.event,
                status: candidate.status,
                conclusion: candidate.conclusion,
                head_sha: candidate.sha,
                head_branch: 'main',
                head_repository: { full_name: FULL_NAME },
              }))
            return Promise.resolve({ data: { total_count: runs.length, workflow_runs: runs } })
          },
          createWorkflowDispatch: ({ workflow_id, ref }: { workflow_id: string; ref: string }) => {
            if (ref !== 'main') throw new Error(`The simulator dispatches on main only, not ${ref}`)
            this.dispatch(workflow_id)
            return Promise.resolve({ status: 204 })
          },
        },
      },
    }
    const context = {
      repo: REPOSITORY,
      eventName: run.event,
      ref: 'refs/heads/main',
      sha: run.sha,
      payload: run.payload,
    }
    // github-script runs its script as the body of an async function; simulate is one.
    const { constructor: AsyncFunction } = Object.getPrototypeOf(simulate) as {
      constructor: new (...parameters: string[]) => (...values: unknown[]) => Promise<unknown>
    }
    try {
      await new AsyncFunction('github', 'context', 'core', 'process', source)(
        github,
        context,
        core,
        { env },
      )
    } catch (error) {
      ok = false
      say(`script failed: ${(error as Error).message}`)
    }
    return { ok, outputs }
  }
}
