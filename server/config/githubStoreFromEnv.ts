import { z } from 'zod'
import { GitHubStore } from '../../engine/node.ts'

/** The variables naming a GitHub branch to write to: the worker's, or the Node server's with `BLOG_STORE=github`. */
const githubStoreEnvSchema = z.object({
  GITHUB_REPOSITORY: z
    .string({ error: 'needs GITHUB_REPOSITORY as "owner/name".' })
    .regex(/^[^/]+\/[^/]+$/, 'needs GITHUB_REPOSITORY as "owner/name".'),
  GITHUB_TOKEN: z.string({ error: 'needs GITHUB_TOKEN.' }).min(1, 'needs GITHUB_TOKEN.'),
  GITHUB_BRANCH: z.string().min(1).default('main'),
  /** Another GitHub API address (GitHub Enterprise, or the tests' stand-in). */
  GITHUB_API_URL: z.string().min(1).optional(),
})

type Env = Readonly<Record<string, string | undefined>>

/**
 * The GitHub branch the environment names, or the sentence saying which variable is missing.
 * The edge worker and the Node server both read it here.
 */
export function githubStoreFromEnv(
  env: Env,
): { store: GitHubStore; description: string } | { problem: string } {
  const parsed = githubStoreEnvSchema.safeParse(env)
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? 'invalid' }
  const { GITHUB_REPOSITORY, GITHUB_TOKEN, GITHUB_BRANCH, GITHUB_API_URL } = parsed.data
  const [owner = '', repo = ''] = GITHUB_REPOSITORY.split('/')
  return {
    store: new GitHubStore({
      owner,
      repo,
      branch: GITHUB_BRANCH,
      token: GITHUB_TOKEN,
      ...(GITHUB_API_URL ? { baseUrl: GITHUB_API_URL } : {}),
    }),
    description: `branche ${GITHUB_BRANCH} de ${owner}/${repo} sur GitHub`,
  }
}
