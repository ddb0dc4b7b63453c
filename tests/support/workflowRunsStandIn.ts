import type { Context, Hono } from 'hono'

/*
 * The stand-in's GitHub Actions: workflow runs a test scripts for a commit (success, failure at a
 * named step, cancelled; quick or in progress for a number of polls), answered as GitHub's
 * Actions API lists them, with their jobs, and the compare API over the stand-in's real git
 * history. A deploy run that succeeds makes its commit the one the site serves (`served`), as the
 * deploy workflow does.
 */

/** How a scripted run ends. */
export type RunOutcome = 'success' | 'cancelled' | { failedJob: string; failedStep: string }

/** A run a test asks for. */
interface ScriptedRun {
  /** The workflow's file under .github/workflows (`ci.yml`, `deploy.yml`). */
  workflow: string
  headSha: string
  outcome: RunOutcome
  /** How many listings show it queued or running before it completes. Default 0. */
  pollsInProgress?: number
}

/** The stand-in's workflow runs. */
export interface WorkflowRuns {
  /** Adds a run, newest of all; returns its id. */
  script(run: ScriptedRun): number
  /** The commit the site serves: the last deploy run seen succeed. */
  served: string | undefined
  /** How many times the runs were listed. */
  listings: number
}

interface HeldRun extends ScriptedRun {
  id: number
  createdAt: string
  polls: number
}

type Git = (args: string[]) => Promise<string>

/** The workflow runs of a stand-in, and the routes answering for them under `/repos/o/r`. */
export function workflowRunsStandIn(): {
  runs: WorkflowRuns
  addRoutes: (app: Hono, repoPath: string, git: Git) => void
} {
  const held: HeldRun[] = []
  let clock = Date.parse('2026-11-22T12:00:00Z')
  const runs: WorkflowRuns = {
    script(run) {
      clock += 1000
      const id = 1000 + held.length
      held.push({ ...run, id, createdAt: new Date(clock).toISOString(), polls: 0 })
      return id
    },
    served: undefined,
    listings: 0,
  }

  const completed = (run: HeldRun) => run.polls > (run.pollsInProgress ?? 0)
  const conclusionOf = (run: HeldRun) => (typeof run.outcome === 'string' ? run.outcome : 'failure')

  /** One listing of a run: it advances, and a deploy that succeeds is now served. */
  function listed(run: HeldRun, repoPath: string) {
    run.polls += 1
    const done = completed(run)
    if (done && run.workflow === 'deploy.yml' && run.outcome === 'success') {
      runs.served = run.headSha
    }
    return {
      id: run.id,
      name: run.workflow === 'deploy.yml' ? 'Deploy' : 'CI',
      path: `.github/workflows/${run.workflow}`,
      head_sha: run.headSha,
      head_branch: 'main',
      event: run.workflow === 'deploy.yml' ? 'workflow_dispatch' : 'push',
      status: done ? 'completed' : run.polls === 1 ? 'queued' : 'in_progress',
      conclusion: done ? conclusionOf(run) : null,
      created_at: run.createdAt,
      updated_at: run.createdAt,
      html_url: `https://github.com${repoPath}/actions/runs/${String(run.id)}`,
    }
  }

  function listing(c: Context, repoPath: string, workflow?: string) {
    runs.listings += 1
    const headSha = c.req.query('head_sha')
    const perPage = Number(c.req.query('per_page') ?? 30)
    const found = held
      .filter(
        (run) =>
          (workflow === undefined || run.workflow === workflow) &&
          (!headSha || run.headSha === headSha),
      )
      .reverse()
      .slice(0, perPage)
      .map((run) => listed(run, repoPath))
    return c.json({ total_count: found.length, workflow_runs: found })
  }

  function jobs(c: Context) {
    const run = held.find((candidate) => String(candidate.id) === c.req.param('id'))
    if (!run) return c.json({ message: 'Not Found' }, 404)
    const failure = typeof run.outcome === 'object' ? run.outcome : undefined
    const conclusion = completed(run) ? conclusionOf(run) : null
    return c.json({
      total_count: 1,
      jobs: [
        {
          id: run.id * 10,
          name: failure?.failedJob ?? 'build',
          status: completed(run) ? 'completed' : 'in_progress',
          conclusion,
          steps: [
            { number: 1, name: 'Set up job', status: 'completed', conclusion: 'success' },
            ...(failure
              ? [
                  {
                    number: 2,
                    name: failure.failedStep,
                    status: 'completed',
                    conclusion: 'failure',
                  },
                ]
              : []),
          ],
        },
      ],
    })
  }

  /** `GET /compare/{base}...{head}` from the stand-in's git history. */
  async function compare(c: Context, git: Git) {
    const [base = '', head = ''] = (c.req.param('basehead') ?? '').split('...')
    const ancestor = (a: string, b: string) =>
      git(['merge-base', '--is-ancestor', a, b]).then(
        () => true,
        () => false,
      )
    const known = await Promise.all(
      [base, head].map((sha) =>
        git(['cat-file', '-t', sha]).then(
          (type) => type.trim() === 'commit',
          () => false,
        ),
      ),
    )
    if (!known.every(Boolean)) return c.json({ message: 'Not Found' }, 404)
    const status =
      base === head
        ? 'identical'
        : (await ancestor(base, head))
          ? 'ahead'
          : (await ancestor(head, base))
            ? 'behind'
            : 'diverged'
    return c.json({
      status,
      ahead_by: status === 'ahead' ? 1 : 0,
      behind_by: status === 'behind' ? 1 : 0,
    })
  }

  return {
    runs,
    addRoutes(app, repoPath, git) {
      app.get(`${repoPath}/actions/runs`, (c) => listing(c, repoPath))
      app.get(`${repoPath}/actions/workflows/:file/runs`, (c) =>
        listing(c, repoPath, c.req.param('file')),
      )
      app.get(`${repoPath}/actions/runs/:id/jobs`, (c) => jobs(c))
      app.get(`${repoPath}/compare/:basehead`, (c) => compare(c, git))
    },
  }
}
