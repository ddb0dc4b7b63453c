import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { Hono, type Context } from 'hono'
import { GitHubStore } from '../../engine/blog/store/GitHubStore.ts'
import { type WorkflowRuns, workflowRunsStandIn } from './workflowRunsStandIn.ts'

/** A running stand-in for the GitHub REST endpoints {@link GitHubStore} uses. */
export interface GitHubStandIn {
  /** Pass as `baseUrl` to the store. */
  baseUrl: string
  owner: string
  repo: string
  branch: string
  /** The token the stand-in accepts. */
  token: string
  /** The bare repository behind it. */
  gitDir: string
  /** Runs git on the bare repository and returns its output. */
  git(args: string[], input?: string | Uint8Array): Promise<string>
  /** The commit subjects of the branch, newest first. */
  log(): Promise<string[]>
  /** Paths of the files on the branch. */
  files(): Promise<string[]>
  /** Counts of requests by `METHOD route`, e.g. `PATCH ref`. */
  requests: Map<string, number>
  /**
   * Called before each ref update is applied, so a test can move the branch in between as
   * another writer would.
   */
  beforeRefUpdate: (() => Promise<void>) | undefined
  /**
   * Decides, for each request (`PATCH ref`, `POST commit`, ...), whether the network fails it:
   * `lose-answer` applies the request and answers 502 as a proxy that lost GitHub's answer would,
   * `apply-then-hang` applies it and never answers, `hang` never answers and applies nothing.
   */
  fault: ((request: string) => StandInFault | undefined) | undefined
  /** The Actions runs a test scripts, and the commit the site serves (workflowRunsStandIn.ts). */
  workflows: WorkflowRuns
  close(): Promise<void>
}

/** A network failure the stand-in can inject (see {@link GitHubStandIn.fault}). */
export type StandInFault = 'lose-answer' | 'apply-then-hang' | 'hang'

/** The request name of a method and path, as {@link GitHubStandIn.requests} counts them. */
function requestName(method: string, path: string): string {
  const kind = /\/git\/(refs|ref|commits|trees|blobs)\b/.exec(path)?.[1] ?? 'other'
  return `${method} ${kind === 'refs' ? 'ref' : kind.replace(/s$/, '')}`
}

/** What every endpoint's handler is given besides the request. */
interface RouteContext {
  /** `/repos/<owner>/<repo>/git`. */
  base: string
  /** The stand-in's temporary folder. */
  root: string
  git: GitRunner
  gitText: GitRunner
  /** The type of a git object, or `''` when it is not one. */
  objectType: (sha: string) => Promise<string>
  /** The branch a ref route names. */
  branchOf: (c: Context, route: string) => string | undefined
  standIn: GitHubStandIn
}

type GitRunner = (
  args: string[],
  input?: string | Uint8Array,
  extraEnv?: Record<string, string>,
) => Promise<string>

type Endpoint = (c: Context, routes: RouteContext) => Promise<Response>

/**
 * The Git Data endpoints the store uses, each answered by a handler named as GitHub's reference
 * names the endpoint. Paths are under `/repos/<owner>/<repo>/git`.
 */
const ENDPOINTS: { method: string; path: string; answer: Endpoint }[] = [
  { method: 'GET', path: '/ref/*', answer: getReference },
  { method: 'GET', path: '/commits/:sha', answer: getCommit },
  { method: 'GET', path: '/trees/:sha', answer: getTree },
  { method: 'GET', path: '/blobs/:sha', answer: getBlob },
  { method: 'POST', path: '/blobs', answer: createBlob },
  { method: 'POST', path: '/trees', answer: createTree },
  { method: 'POST', path: '/commits', answer: createCommit },
  { method: 'PATCH', path: '/refs/*', answer: updateReference },
]

const notFound = (c: Context) =>
  c.json({ message: 'Not Found', documentation_url: 'https://docs.github.com/rest' }, 404)

const invalid = (c: Context, message: string) => c.json({ message }, 422)

/** The commit a branch points to, or `''` when there is no such branch. */
async function branchHead(routes: RouteContext, name: string): Promise<string> {
  const sha = await routes
    .gitText(['rev-parse', '--verify', '--quiet', `refs/heads/${name}`])
    .catch(() => '')
  return sha.trim()
}

/** `GET /repos/{owner}/{repo}/git/ref/{ref}`: a branch's head. */
async function getReference(c: Context, routes: RouteContext): Promise<Response> {
  const name = routes.branchOf(c, 'ref')
  if (!name) return notFound(c)
  const sha = await branchHead(routes, name)
  if (!sha) return notFound(c)
  return c.json({ ref: `refs/heads/${name}`, object: { sha, type: 'commit' } })
}

/** `GET /repos/{owner}/{repo}/git/commits/{commit_sha}`: its tree, parents and message. */
async function getCommit(c: Context, routes: RouteContext): Promise<Response> {
  const sha = c.req.param('sha') ?? ''
  if ((await routes.objectType(sha)) !== 'commit') return notFound(c)
  const raw = await routes.gitText(['cat-file', 'commit', sha])
  const [headers = '', ...messageParts] = raw.split('\n\n')
  const tree = /^tree (\w+)$/m.exec(headers)?.[1] ?? ''
  const parents = [...headers.matchAll(/^parent (\w+)$/gm)].map((match) => ({ sha: match[1] }))
  return c.json({
    sha,
    tree: { sha: tree },
    parents,
    message: messageParts.join('\n\n').trimEnd(),
  })
}

/** `GET /repos/{owner}/{repo}/git/trees/{tree_sha}`, whole when `recursive` is given. */
async function getTree(c: Context, routes: RouteContext): Promise<Response> {
  const sha = c.req.param('sha') ?? ''
  if ((await routes.objectType(sha)) !== 'tree') return notFound(c)
  const recursive = c.req.query('recursive') !== undefined
  const listing = await routes.gitText([
    'ls-tree',
    '-z',
    '--long',
    ...(recursive ? ['-r', '-t'] : []),
    sha,
  ])
  const tree = listing.split('\0').filter(Boolean).map(treeEntry)
  return c.json({ sha, tree, truncated: false })
}

/** One line of `git ls-tree --long` as GitHub lists a tree entry. */
function treeEntry(line: string) {
  const [meta = '', entryPath = ''] = line.split('\t')
  const [mode = '', type = '', entrySha = '', size = '-'] = meta.split(/\s+/)
  return {
    path: entryPath,
    mode,
    type,
    sha: entrySha,
    ...(size === '-' ? {} : { size: Number(size) }),
  }
}

/** `GET /repos/{owner}/{repo}/git/blobs/{file_sha}`: the bytes, in base64. */
async function getBlob(c: Context, routes: RouteContext): Promise<Response> {
  const sha = c.req.param('sha') ?? ''
  if ((await routes.objectType(sha)) !== 'blob') return notFound(c)
  const bytes = Buffer.from(await routes.git(['cat-file', 'blob', sha]), 'latin1')
  return c.json({
    sha,
    size: bytes.length,
    encoding: 'base64',
    content: bytes.toString('base64'),
  })
}

/** `POST /repos/{owner}/{repo}/git/blobs`, from UTF-8 or base64 content. */
async function createBlob(c: Context, routes: RouteContext): Promise<Response> {
  const body = await c.req.json<{ content?: string; encoding?: string }>()
  if (typeof body.content !== 'string') return invalid(c, 'Invalid request')
  const bytes =
    body.encoding === 'base64'
      ? Buffer.from(body.content, 'base64')
      : Buffer.from(body.content, 'utf8')
  const sha = (await routes.gitText(['hash-object', '-w', '--stdin'], bytes)).trim()
  return c.json({ sha, url: `${routes.standIn.baseUrl}${routes.base}/blobs/${sha}` }, 201)
}

interface TreeEntryRequest {
  path: string
  mode: string
  type: string
  sha: string | null
}

/**
 * `POST /repos/{owner}/{repo}/git/trees`: the base tree with each entry applied, a `null` sha
 * deleting its path. A private index assembles it: read the base, apply the entries, write it out.
 */
async function createTree(c: Context, routes: RouteContext): Promise<Response> {
  const body = await c.req.json<{ base_tree?: string; tree?: TreeEntryRequest[] }>()
  if (!Array.isArray(body.tree)) return invalid(c, 'Invalid request')
  const index = path.join(routes.root, `index-${process.hrtime.bigint()}`)
  const indexEnv = { GIT_INDEX_FILE: index }
  try {
    if (body.base_tree) {
      if ((await routes.objectType(body.base_tree)) !== 'tree') return invalid(c, 'Invalid tree')
      await routes.git(['read-tree', body.base_tree], undefined, indexEnv)
    } else {
      await routes.git(['read-tree', '--empty'], undefined, indexEnv)
    }
    const lines = await indexInfoLines(body.tree, routes, indexEnv)
    if (typeof lines === 'object') return invalid(c, lines.refusal)
    await routes.git(['update-index', '--index-info'], lines, indexEnv)
    const sha = (await routes.gitText(['write-tree'], undefined, indexEnv)).trim()
    return c.json({ sha, tree: [] }, 201)
  } finally {
    await rm(index, { force: true })
  }
}

/**
 * The entries of a tree request as `git update-index --index-info` input, which needs no work
 * tree (mode 0 removes a path), or the message GitHub refuses the first bad entry with.
 */
async function indexInfoLines(
  entries: TreeEntryRequest[],
  routes: RouteContext,
  indexEnv: Record<string, string>,
): Promise<string | { refusal: string }> {
  const lines: string[] = []
  for (const entry of entries) {
    if (entry.sha === null) {
      const present = await routes.gitText(['ls-files', '--', entry.path], undefined, indexEnv)
      if (!present.trim()) return { refusal: 'GitRPC::BadObjectState' }
      lines.push(`0 ${'0'.repeat(40)}\t${entry.path}`)
    } else {
      if ((await routes.objectType(entry.sha)) !== entry.type) {
        return { refusal: `Invalid sha for ${entry.path}` }
      }
      lines.push(`${entry.mode} ${entry.sha}\t${entry.path}`)
    }
  }
  return `${lines.join('\n')}\n`
}

/** `POST /repos/{owner}/{repo}/git/commits`, with the author given as committer too. */
async function createCommit(c: Context, routes: RouteContext): Promise<Response> {
  const body = await c.req.json<{
    message?: string
    tree?: string
    parents?: string[]
    author?: { name: string; email: string }
  }>()
  if (
    typeof body.message !== 'string' ||
    !body.tree ||
    (await routes.objectType(body.tree)) !== 'tree'
  ) {
    return invalid(c, 'Invalid request')
  }
  const parents = body.parents ?? []
  for (const parent of parents) {
    if ((await routes.objectType(parent)) !== 'commit') return invalid(c, 'Invalid parent')
  }
  const parentArgs = parents.flatMap((parent) => ['-p', parent])
  const sha = (
    await routes.gitText(
      ['commit-tree', body.tree, ...parentArgs, '-F', '-'],
      body.message,
      identityOf(body.author),
    )
  ).trim()
  const answer = {
    sha,
    tree: { sha: body.tree },
    parents: parents.map((parent) => ({ sha: parent })),
    message: body.message,
  }
  return c.json(answer, 201)
}

/** Git's environment for a commit by `author`; without one, the stand-in's own identity. */
function identityOf(author: { name: string; email: string } | undefined): Record<string, string> {
  if (!author) return {}
  return {
    GIT_AUTHOR_NAME: author.name,
    GIT_AUTHOR_EMAIL: author.email,
    GIT_COMMITTER_NAME: author.name,
    GIT_COMMITTER_EMAIL: author.email,
  }
}

/**
 * `PATCH /repos/{owner}/{repo}/git/refs/{ref}`: moves a branch, only forward unless forced, and
 * only from where it was when the request was read.
 */
async function updateReference(c: Context, routes: RouteContext): Promise<Response> {
  const name = routes.branchOf(c, 'refs')
  if (!name) return notFound(c)
  const body = await c.req.json<{ sha?: string; force?: boolean }>()
  if (!body.sha || (await routes.objectType(body.sha)) !== 'commit') {
    return invalid(c, 'Object does not exist')
  }
  await routes.standIn.beforeRefUpdate?.()
  const current = await branchHead(routes, name)
  if (!current) return notFound(c)
  if (!body.force && !(await isAncestor(routes, current, body.sha))) {
    return invalid(c, 'Update is not a fast forward')
  }
  try {
    // The old-value check makes the move atomic against a concurrent update.
    await routes.git(['update-ref', `refs/heads/${name}`, body.sha, current])
  } catch {
    return invalid(c, 'Update is not a fast forward')
  }
  return c.json({ ref: `refs/heads/${name}`, object: { sha: body.sha, type: 'commit' } })
}

function isAncestor(routes: RouteContext, ancestor: string, commit: string): Promise<boolean> {
  return routes.git(['merge-base', '--is-ancestor', ancestor, commit]).then(
    () => true,
    () => false,
  )
}

/**
 * `GET /repos/{owner}/{repo}/commits?sha=&path=&since=&per_page=&page=`: the commits of a branch
 * (or from a commit) that touched `path`, newest first, as GitHub lists them (`sha`, `parents`,
 * `commit.message`, `commit.committer.date` in UTC).
 */
async function listCommits(c: Context, routes: RouteContext): Promise<Response> {
  const from = c.req.query('sha') ?? routes.standIn.branch
  const start = /^[0-9a-f]{40}$/.test(from) ? from : await branchHead(routes, from)
  if (!start || (await routes.objectType(start)) !== 'commit') return notFound(c)
  const perPage = Math.min(100, Math.max(1, Number(c.req.query('per_page') ?? 30) || 30))
  const page = Math.max(1, Number(c.req.query('page') ?? 1) || 1)
  const since = c.req.query('since')
  const path = c.req.query('path')
  const log = await routes.gitText([
    'log',
    '-z',
    '--format=%H%x1f%P%x1f%ct%x1f%B',
    `--skip=${(page - 1) * perPage}`,
    `--max-count=${perPage}`,
    ...(since ? [`--since=${since}`] : []),
    start,
    ...(path ? ['--', path] : []),
  ])
  const commits = log
    .split('\0')
    .map((record) => record.replace(/^\n/, ''))
    .filter((record) => record.trim() !== '')
    .map((record) => {
      const [sha = '', parents = '', seconds = '0', ...message] = record.split('\x1f')
      const date = new Date(Number(seconds) * 1000).toISOString().replace(/\.000Z$/, 'Z')
      return {
        sha,
        parents: parents
          .split(' ')
          .filter(Boolean)
          .map((parent) => ({ sha: parent })),
        commit: {
          message: message.join('\x1f').trimEnd(),
          author: { name: 'Stand-in', email: 'stand-in@example.com', date },
          committer: { name: 'Stand-in', email: 'stand-in@example.com', date },
        },
      }
    })
  return c.json(commits)
}

/** Runs git on a bare repository, in an environment of its own (no outer GIT_* variable). */
function bareRepositoryGit(gitDir: string) {
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_'))),
    GIT_AUTHOR_NAME: 'Stand-in',
    GIT_AUTHOR_EMAIL: 'stand-in@example.com',
    GIT_COMMITTER_NAME: 'Stand-in',
    GIT_COMMITTER_EMAIL: 'stand-in@example.com',
  }

  function git(args: string[], input?: string | Uint8Array, extraEnv: Record<string, string> = {}) {
    return new Promise<string>((resolve, reject) => {
      const child = execFile(
        'git',
        ['--git-dir', gitDir, ...args],
        { env: { ...env, ...extraEnv }, maxBuffer: 64 * 1024 * 1024, encoding: 'buffer' },
        (error, stdout, stderr) => {
          if (error) {
            const failure: Error & { stderr?: string } = error
            failure.stderr = stderr.toString()
            reject(failure)
          } else {
            resolve(stdout.toString('latin1'))
          }
        },
      )
      child.stdin?.end(input)
    })
  }
  const gitText = async (
    args: string[],
    input?: string | Uint8Array,
    extraEnv?: Record<string, string>,
  ) => Buffer.from(await git(args, input, extraEnv), 'latin1').toString('utf8')
  return { git, gitText }
}

/**
 * Refuses a request without the stand-in's token, then applies the fault the test chose for it
 * (see {@link GitHubStandIn.fault}).
 */
function addCredentialsAndFaults(
  app: Hono,
  { token, standIn, hang }: { token: string; standIn: GitHubStandIn; hang: () => Promise<void> },
): void {
  app.use('*', async (c, next) => {
    if (c.req.header('Authorization') !== `token ${token}`) {
      return c.json({ message: 'Bad credentials' }, 401)
    }
    await next()
  })
  app.use('*', async (c, next) => {
    const fault = standIn.fault?.(requestName(c.req.method, c.req.path))
    if (fault === 'hang') {
      await hang()
      return c.json({ message: 'Stand-in closed' }, 503)
    }
    await next()
    if (fault === 'apply-then-hang') await hang()
    if (fault === 'lose-answer') c.res = c.json({ message: 'Bad gateway' }, 502)
    return undefined
  })
}

/**
 * Starts a local HTTP server answering like GitHub's Git Data API (get ref, commit, tree and
 * blob; create blob, tree and commit; update ref without force) and its list of commits over a real bare repository,
 * using git's own plumbing, so the store is tested against real git objects.
 */
export async function startGitHubStandIn(
  options: { owner?: string; repo?: string; branch?: string } = {},
): Promise<GitHubStandIn> {
  const owner = options.owner ?? 'santra'
  const repo = options.repo ?? 'site'
  const branch = options.branch ?? 'main'
  const token = 'stand-in-token'
  const root = await mkdtemp(path.join(tmpdir(), 'santra-github-'))
  const gitDir = path.join(root, 'repo.git')
  const { git, gitText } = bareRepositoryGit(gitDir)
  await createRepositoryWithReadme(git, gitText, branch)
  const held = heldRequests()
  const actions = workflowRunsStandIn()
  const standIn: GitHubStandIn = {
    baseUrl: '',
    owner,
    repo,
    branch,
    token,
    gitDir,
    git: gitText,
    log: async () => (await gitText(['log', '--format=%s', branch])).trim().split('\n'),
    files: async () =>
      (await gitText(['ls-tree', '-r', '--name-only', '-z', branch])).split('\0').filter(Boolean),
    requests: new Map(),
    beforeRefUpdate: undefined,
    fault: undefined,
    workflows: actions.runs,
    close: async () => {
      held.releaseAll()
      await closeServer(server)
      await rm(root, { recursive: true, force: true })
    },
  }
  const app = standInApp(standIn, { root, git, gitText, hang: held.hang })
  actions.addRoutes(app, `/repos/${owner}/${repo}`, gitText)
  const server = await listen(app)
  standIn.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return standIn
}

/** Makes the bare repository, its branch holding one commit with a README. */
async function createRepositoryWithReadme(
  git: GitRunner,
  gitText: GitRunner,
  branch: string,
): Promise<void> {
  await git(['init', '--quiet', '--bare', `--initial-branch=${branch}`])
  const readme = (await gitText(['hash-object', '-w', '--stdin'], '# Site\n')).trim()
  const firstTree = (await gitText(['mktree'], `100644 blob ${readme}\tREADME.md\n`)).trim()
  const firstCommit = (await gitText(['commit-tree', firstTree, '-m', 'Initial commit'])).trim()
  await git(['update-ref', `refs/heads/${branch}`, firstCommit])
}

/** Requests held without an answer (a `hang` fault), released when the stand-in closes. */
function heldRequests(): { hang: () => Promise<void>; releaseAll: () => void } {
  const hanging: (() => void)[] = []
  return {
    hang: () =>
      new Promise<void>((resolve) => {
        hanging.push(resolve)
      }),
    releaseAll: () => {
      for (const release of hanging) release()
    },
  }
}

/** The stand-in's routes: credentials and faults first, then {@link ENDPOINTS}, counted. */
function standInApp(
  standIn: GitHubStandIn,
  shared: { root: string; git: GitRunner; gitText: GitRunner; hang: () => Promise<void> },
): Hono {
  const { root, git, gitText, hang } = shared
  const base = `/repos/${standIn.owner}/${standIn.repo}/git`
  const isSha = (value: string) => /^[0-9a-f]{40}$/.test(value)
  const objectType = async (sha: string) =>
    isSha(sha) ? (await gitText(['cat-file', '-t', sha]).catch(() => '')).trim() : ''
  // Octokit sends `heads/main` percent-encoded as one path segment, like GitHub accepts it.
  const branchOf = (c: Context, route: string) =>
    /^heads\/(.+)$/.exec(decodeURIComponent(c.req.path.slice(`${base}/${route}/`.length)))?.[1]
  const routes: RouteContext = { base, root, git, gitText, objectType, branchOf, standIn }
  const { requests } = standIn
  const app = new Hono()
  addCredentialsAndFaults(app, { token: standIn.token, standIn, hang })
  for (const endpoint of ENDPOINTS) {
    app.on(endpoint.method, `${base}${endpoint.path}`, (c) => {
      const name = requestName(c.req.method, c.req.path)
      requests.set(name, (requests.get(name) ?? 0) + 1)
      return endpoint.answer(c, routes)
    })
  }
  app.get(`/repos/${standIn.owner}/${standIn.repo}/commits`, (c) => {
    requests.set('GET commits', (requests.get('GET commits') ?? 0) + 1)
    return listCommits(c, routes)
  })
  app.notFound(notFound)
  return app
}

function listen(app: Hono): Promise<ServerType> {
  return new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
      resolve(started)
    })
  })
}

async function closeServer(server: ServerType): Promise<void> {
  if ('closeAllConnections' in server) server.closeAllConnections()
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve()
    })
  })
}

/** A {@link GitHubStore} on the stand-in's branch, as one server (or edge isolate) would hold. */
export function storeOn(
  standIn: GitHubStandIn,
  options: { token?: string; requestTimeoutMs?: number; operationTimeoutMs?: number } = {},
): GitHubStore {
  return new GitHubStore({
    owner: standIn.owner,
    repo: standIn.repo,
    branch: standIn.branch,
    token: options.token ?? standIn.token,
    baseUrl: standIn.baseUrl,
    committer: { name: 'Blog SANTRA', email: 'blog@example.com' },
    ...(options.requestTimeoutMs ? { requestTimeoutMs: options.requestTimeoutMs } : {}),
    ...(options.operationTimeoutMs ? { operationTimeoutMs: options.operationTimeoutMs } : {}),
  })
}
