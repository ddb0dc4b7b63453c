import { Octokit } from '@octokit/rest'
import type { DeploymentStatus, SiteVersion } from '../engine/index.ts'

/*
 * Online, a write is one commit on main; CI checks it (ci.yml), its success starts the deploy
 * workflow (deploy.yml), which builds main's tip and sends it to Cloudflare. This follows one
 * commit through that path with GitHub's Actions API, which needs only `actions: read`:
 *
 * - live: the site serves this commit or a descendant. The served commit is the version file of
 *   the worker's own assets; "descendant" is asked of GitHub's compare API (`ahead` or
 *   `identical`), once per pair, since two commits' relation never changes. A run's start time
 *   would not do: a run started after ours may build a commit older than ours.
 * - failed: CI or the deploy run of this commit failed, or the newest deploy run of main (which
 *   carries this commit once main moved past it) failed or was cancelled with none after it; the
 *   reason names the failed step.
 * - deploying: a run of this commit, or a deploy of main since, is queued or running, or done and
 *   the site not yet serving it; saved: no run has started yet.
 */

/** The workflows a write goes through, by file name under .github/workflows. */
const CHECKS_WORKFLOW = 'ci.yml'
const DEPLOY_WORKFLOW = 'deploy.yml'

/** How long one request to GitHub may take. */
const REQUEST_TIMEOUT_MS = 10_000

/** The conclusions of a completed run that mean it did not do its work. */
const FAILED = new Set(['failure', 'timed_out', 'startup_failure', 'action_required', 'stale'])

/** What the tracker needs to know of GitHub and of the site. */
export interface GitHubDeploymentOptions {
  owner: string
  repo: string
  /** A token allowed `actions: read` and `contents: read` on the repository. */
  token: string
  /** The REST API root; the tests point it at the stand-in. Default GitHub's. */
  baseUrl?: string
  /** The version file of the site as it is served (the worker's own assets). */
  servedVersion: () => Promise<SiteVersion | undefined>
  /** The clock, for tests. */
  now?: () => Date
}

/** The fields of a workflow run this reads. */
interface Run {
  id: number
  path: string
  status: string | null
  conclusion: string | null
  created_at: string
  html_url: string
}

const isWorkflow = (run: Run, file: string) => run.path.split('@')[0]?.endsWith(`/${file}`)

/** The newest of `runs` (GitHub lists them newest first; the id breaks a tie). */
const newest = (runs: Run[]) =>
  runs.reduce<Run | undefined>(
    (found, run) =>
      !found ||
      run.created_at > found.created_at ||
      (run.created_at === found.created_at && run.id > found.id)
        ? run
        : found,
    undefined,
  )

/** The sentence of a failed run: what failed, then that the change is kept and what to do. */
function failureReason(kind: 'checks' | 'deploy' | 'cancelled', step: string | undefined): string {
  const where = step ? ` à l’étape «\u202f${step}\u202f»` : ''
  const what =
    kind === 'checks'
      ? `Les vérifications automatiques du site ont échoué${where}`
      : kind === 'deploy'
        ? `Le déploiement du site a échoué${where}`
        : 'Le déploiement du site a été annulé'
  return `${what}\u00a0: votre modification est bien enregistrée, mais le site public ne la montre pas\u202f; transmettez ce message à la personne qui s’occupe du site, qui relancera le déploiement depuis l’onglet Actions de GitHub.`
}

/**
 * Where a write's commit stands online (see the header). `GET /api/blog/deployment` of the worker
 * calls it at each of the admin's polls: one call to GitHub while nothing is live (the runs of
 * the commit), two when main has moved past it, one more once to name a failed step.
 */
export function githubDeployment(options: GitHubDeploymentOptions) {
  const { owner, repo } = options
  const now = options.now ?? (() => new Date())
  const octokit = new Octokit({
    auth: options.token,
    userAgent: 'santra-blog',
    request: {
      fetch: (input: RequestInfo | URL, init?: RequestInit) =>
        fetch(input, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
    },
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    log: {
      debug: () => undefined,
      info: () => undefined,
      warn: () => undefined,
      error: () => undefined,
    },
  })
  // Answers that never change: whether one commit contains another, a finished run's failed step.
  const contained = new Map<string, boolean>()
  const failedSteps = new Map<number, string | undefined>()

  async function contains(served: string, commit: string): Promise<boolean> {
    const key = `${commit}...${served}`
    let known = contained.get(key)
    if (known === undefined) {
      try {
        const { data } = await octokit.request('GET /repos/{owner}/{repo}/compare/{basehead}', {
          owner,
          repo,
          basehead: key,
          per_page: 1,
        })
        known = data.status === 'ahead' || data.status === 'identical'
      } catch (error) {
        // A served commit GitHub does not know (a build from elsewhere) contains nothing of ours.
        if (statusOf(error) !== 404) throw error
        known = false
      }
      contained.set(key, known)
    }
    return known
  }

  async function failedStep(run: Run): Promise<string | undefined> {
    if (!failedSteps.has(run.id)) {
      const { data } = await octokit.request(
        'GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs',
        {
          owner,
          repo,
          run_id: run.id,
          filter: 'latest',
        },
      )
      const job = data.jobs.find((candidate) => FAILED.has(candidate.conclusion ?? ''))
      const step = job?.steps?.find((candidate) => FAILED.has(candidate.conclusion ?? ''))
      failedSteps.set(run.id, step?.name ?? job?.name)
    }
    return failedSteps.get(run.id)
  }

  const failed = async (
    run: Run,
    kind: 'checks' | 'deploy' | 'cancelled',
  ): Promise<DeploymentStatus> => ({
    state: 'failed',
    reason: failureReason(kind, kind === 'cancelled' ? undefined : await failedStep(run)),
    url: run.html_url,
  })

  /** The newest deploy of main started at or after `since`, which carries our commit. */
  async function laterDeploy(since: Run): Promise<DeploymentStatus> {
    const { data } = await octokit.request(
      'GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs',
      { owner, repo, workflow_id: DEPLOY_WORKFLOW, branch: 'main', per_page: 1 },
    )
    const latest = newest(data.workflow_runs)
    if (!latest || latest.id === since.id || latest.created_at < since.created_at) {
      // Nothing after ours: a deploy cancelled with no successor was stopped by hand. (Checks
      // cancelled were replaced by a newer commit's, whose deploy carries this one.)
      const stopped = since.conclusion === 'cancelled' && isWorkflow(since, DEPLOY_WORKFLOW)
      return stopped ? failed(since, 'cancelled') : { state: 'deploying' }
    }
    if (latest.status !== 'completed') return { state: 'deploying' }
    if (FAILED.has(latest.conclusion ?? '')) return failed(latest, 'deploy')
    return { state: 'deploying' }
  }

  return async (commit: string): Promise<DeploymentStatus> => {
    try {
      return await follow(commit)
    } catch (error) {
      // GitHub unreachable, or the token without `actions: read`: the write is kept, the admin
      // keeps asking, and says after its time what to check (docs/deploiement.md).
      console.error(`Deployment status of ${commit}: ${describe(error)}`)
      return { state: 'deploying' }
    }
  }

  async function follow(commit: string): Promise<DeploymentStatus> {
    const served = (await options.servedVersion())?.commit
    if (served && (served === commit || (await contains(served, commit)))) {
      return { state: 'live', at: now().toISOString() }
    }
    const { data } = await octokit.request('GET /repos/{owner}/{repo}/actions/runs', {
      owner,
      repo,
      head_sha: commit,
      per_page: 20,
    })
    const checks = newest(data.workflow_runs.filter((run) => isWorkflow(run, CHECKS_WORKFLOW)))
    const deploy = newest(data.workflow_runs.filter((run) => isWorkflow(run, DEPLOY_WORKFLOW)))
    if (deploy) {
      if (deploy.status !== 'completed') return { state: 'deploying' }
      if (FAILED.has(deploy.conclusion ?? '')) return failed(deploy, 'deploy')
      // Done without serving this commit (main had moved on), or cancelled by a newer run.
      return laterDeploy(deploy)
    }
    if (!checks) return { state: 'saved' }
    if (checks.status !== 'completed') return { state: 'deploying' }
    if (FAILED.has(checks.conclusion ?? '')) return failed(checks, 'checks')
    // Checked: the deploy CI starts builds main's tip, this commit or a later one.
    return laterDeploy(checks)
  }
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | undefined)?.status
  return typeof status === 'number' ? status : undefined
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const status = statusOf(error)
  return status === undefined ? message : `${String(status)} ${message}`
}
