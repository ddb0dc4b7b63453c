import { Hono } from 'hono'
import { adminSessions } from './adminSession'
import { ApiError } from './ApiError'
import { apiErrorHandler } from './apiErrorHandler'
import { cacheControlFor, NOT_FOUND_CACHE_CONTROL } from './cachePolicy'
import { cloudflareAddress } from './clientAddress'
import { workerApiConfig, type WorkerEnv } from './config/workerConfig'
import {
  localeOfPath,
  notFoundPaths,
  requestPathVariants,
  SITE_VERSION_FILE,
  siteVersionSchema,
} from '../engine/index.ts'
import { createApiApp, type ApiApps } from './createApiApp'
import { createBlogApi } from './createBlogApi'
import { FailedAuthLimiter } from './FailedAuthLimiter'
import { githubDeployment } from './githubDeployment'
import { builtPublishedPosts } from '../engine/node.ts'
import { createSessionApi } from './sessionApi'
import { durableObjectRevocations } from './SessionRevocationsObject'
import { createSiteFactsApi } from './siteFactsApi'
import { securityHeaders } from './securityHeaders'
import { serveSpeculationRules, speculationRulesHeader } from './speculationRules'

type Bindings = { Bindings: WorkerEnv }

// The Durable Object that records closed sessions, declared in wrangler.jsonc under this name.
export { SessionRevocationsObject } from './SessionRevocationsObject'

/** Built once per isolate: the APIs keep their write queues and failed-login counts there. */
let adminApis: { key: string; apps: ApiApps } | undefined

function apiAppsFor(env: WorkerEnv): ApiApps {
  const key = [
    env.GITHUB_REPOSITORY,
    env.GITHUB_BRANCH,
    env.GITHUB_API_URL,
    env.ADMIN_TOKEN,
    env.SESSION_SECRET,
  ].join('|')
  if (adminApis?.key === key) return adminApis.apps
  const config = workerApiConfig(env)
  if ('problem' in config) throw new ApiError(503, config.problem.fr, config.problem.en)
  const { store } = config
  // Public reads answer from the posts the deployed build published, in the worker's own assets:
  // never a call to GitHub. The assets binding ignores the host of the address it is asked.
  const publishedPosts = builtPublishedPosts(async (file) => {
    const response = await env.ASSETS.fetch(new Request(`https://assets.invalid/${file}`))
    return response.ok ? response.text() : undefined
  })
  // A write is live once the site this worker serves was built from its commit or a later one.
  const [owner = '', repo = ''] = (env.GITHUB_REPOSITORY ?? '').split('/')
  const deployment = githubDeployment({
    owner,
    repo,
    token: env.GITHUB_TOKEN ?? '',
    ...(env.GITHUB_API_URL ? { baseUrl: env.GITHUB_API_URL } : {}),
    servedVersion: async () => {
      const response = await env.ASSETS.fetch(
        new Request(`https://assets.invalid/${SITE_VERSION_FILE}`),
      )
      if (!response.ok) return undefined
      const parsed = siteVersionSchema.safeParse(await response.json().catch(() => undefined))
      return parsed.success ? parsed.data : undefined
    },
  })
  const auth = {
    adminToken: config.adminToken,
    // Signed with the session secret, checked by every isolate; closed sessions are recorded in
    // the one Durable Object all isolates ask.
    sessions: adminSessions({
      adminToken: config.adminToken,
      sessionSecret: config.sessionSecret,
      revocations: durableObjectRevocations(config.revocations),
    }),
    limiter: new FailedAuthLimiter(),
    clientAddress: cloudflareAddress,
  }
  adminApis = {
    key,
    apps: {
      blog: createBlogApi({ store, publishedPosts, deployment, ...auth }),
      siteFacts: createSiteFactsApi({ store, ...auth }),
      session: createSessionApi(auth),
    },
  }
  return adminApis.apps
}

/**
 * Asks the static assets for a path, matching pages case-insensitively and with or without a
 * trailing slash like the local server; hashed assets keep their case.
 */
async function fetchAsset(request: Request, env: WorkerEnv): Promise<Response> {
  const url = new URL(request.url)
  const tries = requestPathVariants(url.pathname)
  let response: Response | undefined
  for (const path of tries) {
    url.pathname = path
    response = await env.ASSETS.fetch(new Request(url, request))
    if (response.status !== 404) break
  }
  if (!response) throw new Error('unreachable: at least one path is tried')
  // The assets answer every unknown path with the French 404 page; an English path gets its own.
  if (response.status === 404 && localeOfPath(tries[0] ?? '/') === 'en') {
    url.pathname = notFoundPaths.en
    const english = await env.ASSETS.fetch(new Request(url, request))
    if (english.ok) response = new Response(english.body, { status: 404, headers: english.headers })
  }
  const headers = new Headers(response.headers)
  if (response.status === 200) {
    headers.set('Cache-Control', cacheControlFor(url.pathname))
  } else if (response.status === 404) {
    headers.set('Cache-Control', NOT_FOUND_CACHE_CONTROL)
  }
  return new Response(response.body, { status: response.status, headers })
}

const app = new Hono<Bindings>()
// The same error boundary as the Node server: one sentence, no stack, real bugs logged.
app.onError(apiErrorHandler)
app.use('*', securityHeaders)
// No check of the Host, unlike the local server (server/hostCheck.ts): Cloudflare hands the worker
// only requests for its own routes and domains, so a name rebound by a web page never reaches it,
// and anyone may reach the site online without going through the consultant's browser.
app.use('*', speculationRulesHeader)
serveSpeculationRules(app)
app.all('/api/*', async (c) => {
  const api = createApiApp(apiAppsFor(c.env))
  const url = new URL(c.req.url)
  url.pathname = url.pathname.replace(/^\/api/, '') || '/'
  return api.fetch(new Request(url, c.req.raw), c.env)
})
app.on(['GET', 'HEAD'], '*', (c) => fetchAsset(c.req.raw, c.env))

export default app
