import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { Hono, type Context } from 'hono'
import { GitHubStore } from '../GitHubStore.ts'

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
  close(): Promise<void>
}

/** A network failure the stand-in can inject (see {@link GitHubStandIn.fault}). */
export type StandInFault = 'lose-answer' | 'apply-then-hang' | 'hang'

/** The request name of a method and path, as {@link GitHubStandIn.requests} counts them. */
function requestName(method: string, path: string): string {
  const kind = /\/git\/(refs|ref|commits|trees|blobs)\b/.exec(path)?.[1] ?? 'other'
  return `${method} ${kind === 'refs' ? 'ref' : kind.replace(/s$/, '')}`
}

/** What the stand-in's routes share. */
interface StandInRoutes {
  /** `/repos/<owner>/<repo>/git`. */
  base: string
  /** The stand-in's temporary folder. */
  root: string
  git: GitRunner
  gitText: GitRunner
  /** The type of a git object, or `''` when it is not one. */
  objectType: (sha: string) => Promise<string>
  notFound: (c: Context) => Response
  /** The branch a ref route names. */
  branchOf: (c: Context, route: string) => string | undefined
  /** Counts one request in {@link GitHubStandIn.requests}. */
  count: (name: string) => void
  standIn: GitHubStandIn
}

type GitRunner = (
  args: string[],
  input?: string | Uint8Array,
  extraEnv?: Record<string, string>,
) => Promise<string>

/** GitHub's reads: a branch's ref, a commit, a tree and a blob. */
function addReadRoutes(app: Hono, routes: StandInRoutes): void {
  const { base, git, gitText, objectType, notFound, branchOf, count } = routes
  app.get(`${base}/ref/*`, async (c) => {
    count('GET ref')
    const name = branchOf(c, 'ref')
    if (!name) return notFound(c)
    const sha = (
      await gitText(['rev-parse', '--verify', '--quiet', `refs/heads/${name}`]).catch(() => '')
    ).trim()
    if (!sha) return notFound(c)
    return c.json({ ref: `refs/heads/${name}`, object: { sha, type: 'commit' } })
  })

  app.get(`${base}/commits/:sha`, async (c) => {
    count('GET commit')
    const sha = c.req.param('sha')
    if ((await objectType(sha)) !== 'commit') return notFound(c)
    const raw = await gitText(['cat-file', 'commit', sha])
    const [headers = '', ...messageParts] = raw.split('\n\n')
    const tree = /^tree (\w+)$/m.exec(headers)?.[1] ?? ''
    const parents = [...headers.matchAll(/^parent (\w+)$/gm)].map((match) => ({ sha: match[1] }))
    return c.json({
      sha,
      tree: { sha: tree },
      parents,
      message: messageParts.join('\n\n').trimEnd(),
    })
  })

  app.get(`${base}/trees/:sha`, async (c) => {
    count('GET tree')
    const sha = c.req.param('sha')
    if ((await objectType(sha)) !== 'tree') return notFound(c)
    const recursive = c.req.query('recursive') !== undefined
    const listing = await gitText([
      'ls-tree',
      '-z',
      '--long',
      ...(recursive ? ['-r', '-t'] : []),
      sha,
    ])
    const tree = listing
      .split('\0')
      .filter(Boolean)
      .map((line) => {
        const [meta = '', entryPath = ''] = line.split('\t')
        const [mode = '', type = '', entrySha = '', size = '-'] = meta.split(/\s+/)
        return {
          path: entryPath,
          mode,
          type,
          sha: entrySha,
          ...(size === '-' ? {} : { size: Number(size) }),
        }
      })
    return c.json({ sha, tree, truncated: false })
  })

  app.get(`${base}/blobs/:sha`, async (c) => {
    count('GET blob')
    const sha = c.req.param('sha')
    if ((await objectType(sha)) !== 'blob') return notFound(c)
    const bytes = Buffer.from(await git(['cat-file', 'blob', sha]), 'latin1')
    return c.json({
      sha,
      size: bytes.length,
      encoding: 'base64',
      content: bytes.toString('base64'),
    })
  })
}

/** Creating a blob, and a tree over a base tree through a private index. */
function addBlobAndTreeWrites(app: Hono, routes: StandInRoutes): void {
  const { base, root, git, gitText, objectType, count, standIn } = routes
  app.post(`${base}/blobs`, async (c) => {
    count('POST blob')
    const body = await c.req.json<{ content?: string; encoding?: string }>()
    if (typeof body.content !== 'string') return c.json({ message: 'Invalid request' }, 422)
    const bytes =
      body.encoding === 'base64'
        ? Buffer.from(body.content, 'base64')
        : Buffer.from(body.content, 'utf8')
    const sha = (await gitText(['hash-object', '-w', '--stdin'], bytes)).trim()
    return c.json({ sha, url: `${standIn.baseUrl}${base}/blobs/${sha}` }, 201)
  })

  app.post(`${base}/trees`, async (c) => {
    count('POST tree')
    const body = await c.req.json<{
      base_tree?: string
      tree?: { path: string; mode: string; type: string; sha: string | null }[]
    }>()
    if (!Array.isArray(body.tree)) return c.json({ message: 'Invalid request' }, 422)
    // A private index assembles the tree: read the base, apply each entry, write it out.
    const index = path.join(root, `index-${process.hrtime.bigint()}`)
    const indexEnv = { GIT_INDEX_FILE: index }
    try {
      if (body.base_tree) {
        if ((await objectType(body.base_tree)) !== 'tree')
          return c.json({ message: 'Invalid tree' }, 422)
        await git(['read-tree', body.base_tree], undefined, indexEnv)
      } else {
        await git(['read-tree', '--empty'], undefined, indexEnv)
      }
      // `--index-info` needs no work tree; mode 0 removes a path.
      const lines: string[] = []
      for (const entry of body.tree) {
        if (entry.sha === null) {
          const present = await gitText(['ls-files', '--', entry.path], undefined, indexEnv)
          if (!present.trim()) return c.json({ message: 'GitRPC::BadObjectState' }, 422)
          lines.push(`0 ${'0'.repeat(40)}\t${entry.path}`)
        } else {
          if ((await objectType(entry.sha)) !== entry.type) {
            return c.json({ message: `Invalid sha for ${entry.path}` }, 422)
          }
          lines.push(`${entry.mode} ${entry.sha}\t${entry.path}`)
        }
      }
      await git(['update-index', '--index-info'], `${lines.join('\n')}\n`, indexEnv)
      const sha = (await gitText(['write-tree'], undefined, indexEnv)).trim()
      return c.json({ sha, tree: [] }, 201)
    } finally {
      await rm(index, { force: true })
    }
  })
}

/** Creating a commit, and moving a branch only forward and only from where it was. */
function addCommitAndRefWrites(app: Hono, routes: StandInRoutes): void {
  const { base, git, gitText, objectType, notFound, branchOf, count, standIn } = routes
  app.post(`${base}/commits`, async (c) => {
    count('POST commit')
    const body = await c.req.json<{
      message?: string
      tree?: string
      parents?: string[]
      author?: { name: string; email: string }
    }>()
    if (
      typeof body.message !== 'string' ||
      !body.tree ||
      (await objectType(body.tree)) !== 'tree'
    ) {
      return c.json({ message: 'Invalid request' }, 422)
    }
    const parents = body.parents ?? []
    for (const parent of parents) {
      if ((await objectType(parent)) !== 'commit') return c.json({ message: 'Invalid parent' }, 422)
    }
    const identity: Record<string, string> = body.author
      ? {
          GIT_AUTHOR_NAME: body.author.name,
          GIT_AUTHOR_EMAIL: body.author.email,
          GIT_COMMITTER_NAME: body.author.name,
          GIT_COMMITTER_EMAIL: body.author.email,
        }
      : {}
    const sha = (
      await gitText(
        ['commit-tree', body.tree, ...parents.flatMap((parent) => ['-p', parent]), '-F', '-'],
        body.message,
        identity,
      )
    ).trim()
    return c.json(
      {
        sha,
        tree: { sha: body.tree },
        parents: parents.map((parent) => ({ sha: parent })),
        message: body.message,
      },
      201,
    )
  })

  app.patch(`${base}/refs/*`, async (c) => {
    count('PATCH ref')
    const name = branchOf(c, 'refs')
    if (!name) return notFound(c)
    const body = await c.req.json<{ sha?: string; force?: boolean }>()
    if (!body.sha || (await objectType(body.sha)) !== 'commit') {
      return c.json({ message: 'Object does not exist' }, 422)
    }
    await standIn.beforeRefUpdate?.()
    const current = (
      await gitText(['rev-parse', '--verify', '--quiet', `refs/heads/${name}`]).catch(() => '')
    ).trim()
    if (!current) return notFound(c)
    if (!body.force) {
      const fastForward = await git(['merge-base', '--is-ancestor', current, body.sha]).then(
        () => true,
        () => false,
      )
      if (!fastForward) return c.json({ message: 'Update is not a fast forward' }, 422)
    }
    try {
      // The old-value check makes the move atomic against a concurrent update.
      await git(['update-ref', `refs/heads/${name}`, body.sha, current])
    } catch {
      return c.json({ message: 'Update is not a fast forward' }, 422)
    }
    return c.json({ ref: `refs/heads/${name}`, object: { sha: body.sha, type: 'commit' } })
  })
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
 * blob; create blob, tree and commit; update ref without force) over a real bare repository,
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

  await git(['init', '--quiet', '--bare', `--initial-branch=${branch}`])
  const readme = (await gitText(['hash-object', '-w', '--stdin'], '# Site\n')).trim()
  const firstTree = (await gitText(['mktree'], `100644 blob ${readme}\tREADME.md\n`)).trim()
  const firstCommit = (await gitText(['commit-tree', firstTree, '-m', 'Initial commit'])).trim()
  await git(['update-ref', `refs/heads/${branch}`, firstCommit])

  const requests = new Map<string, number>()
  /** Requests held without an answer, released when the stand-in closes. */
  const hanging: (() => void)[] = []
  const hang = () =>
    new Promise<void>((resolve) => {
      hanging.push(resolve)
    })
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
    requests,
    beforeRefUpdate: undefined,
    fault: undefined,
    close: async () => {
      for (const release of hanging) release()
      if ('closeAllConnections' in server) server.closeAllConnections()
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve()
        })
      })
      await rm(root, { recursive: true, force: true })
    },
  }

  const notFound = (c: Context) =>
    c.json({ message: 'Not Found', documentation_url: 'https://docs.github.com/rest' }, 404)
  const isSha = (value: string) => /^[0-9a-f]{40}$/.test(value)
  const objectType = async (sha: string) =>
    isSha(sha) ? (await gitText(['cat-file', '-t', sha]).catch(() => '')).trim() : ''

  const app = new Hono()
  addCredentialsAndFaults(app, { token, standIn, hang })
  const base = `/repos/${owner}/${repo}/git`
  const count = (name: string) => requests.set(name, (requests.get(name) ?? 0) + 1)

  // Octokit sends `heads/main` percent-encoded as one path segment, like GitHub accepts it.
  const branchOf = (c: Context, route: string) =>
    /^heads\/(.+)$/.exec(decodeURIComponent(c.req.path.slice(`${base}/${route}/`.length)))?.[1]

  const routes: StandInRoutes = {
    base,
    root,
    git,
    gitText,
    objectType,
    notFound,
    branchOf,
    count,
    standIn,
  }
  addReadRoutes(app, routes)
  addBlobAndTreeWrites(app, routes)
  addCommitAndRefWrites(app, routes)

  app.notFound(notFound)

  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
      resolve(started)
    })
  })
  standIn.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return standIn
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
