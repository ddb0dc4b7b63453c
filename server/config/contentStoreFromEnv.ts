import { z } from 'zod'
import type { ContentStore } from '../../engine/index.ts'
import { LocalGitStore } from '../../engine/node.ts'
import { githubStoreFromEnv } from './githubStoreFromEnv'

const storeKindSchema = z.object({
  BLOG_STORE: z
    .enum(['local', 'github'], {
      error: (issue) => `BLOG_STORE must be "local" or "github", not "${String(issue.input)}".`,
    })
    .default('local'),
  CONTENT_ROOT: z.string().min(1).optional(),
})

type Env = Readonly<Record<string, string | undefined>>

/**
 * The content store the Node server writes to, chosen by the environment, in one place:
 * - by default the git working tree at `CONTENT_ROOT` (default: `defaultRoot`, the repository);
 * - with `BLOG_STORE=github`, the branch `GITHUB_BRANCH` (default `main`) of `GITHUB_REPOSITORY`
 *   (`owner/name`), written with `GITHUB_TOKEN`.
 * Git runs in `env` itself (its `PATH`, `HOME` and identity).
 *
 * @throws {Error} naming the missing or malformed variable
 */
export function contentStoreFromEnv(
  env: Env,
  defaultRoot: string,
): { store: ContentStore; description: string } {
  const kind = storeKindSchema.safeParse(env)
  if (!kind.success) throw new Error(kind.error.issues[0]?.message ?? 'BLOG_STORE is invalid.')
  if (kind.data.BLOG_STORE === 'local') {
    const root = kind.data.CONTENT_ROOT ?? defaultRoot
    return {
      store: new LocalGitStore(root, { environment: env }),
      description: `dépôt git local ${root}`,
    }
  }
  const github = githubStoreFromEnv(env)
  if ('problem' in github) throw new Error(`BLOG_STORE=github ${github.problem}`)
  return github
}
