import { LocalGitStore } from '../blog/store/LocalGitStore'
import { GitHubStore } from '../blog/store/GitHubStore'
import type { ContentStore } from '../blog/store/ContentStore'

/**
 * The content store the server writes to, chosen by the environment:
 * - by default the git working tree at `CONTENT_ROOT` (default: `defaultRoot`, the repository);
 * - with `BLOG_STORE=github`, the branch `GITHUB_BRANCH` (default `main`) of `GITHUB_REPOSITORY`
 *   (`owner/name`), written with `GITHUB_TOKEN`.
 *
 * @throws {Error} naming the missing or malformed variable
 */
export function contentStoreFromEnv(
  env: Record<string, string | undefined>,
  defaultRoot: string,
): { store: ContentStore; description: string } {
  const kind = env.BLOG_STORE ?? 'local'
  if (kind === 'local') {
    const root = env.CONTENT_ROOT ?? defaultRoot
    return { store: new LocalGitStore(root), description: `dépôt git local ${root}` }
  }
  if (kind !== 'github') {
    throw new Error(`BLOG_STORE must be "local" or "github", not "${kind}".`)
  }
  const [owner, repo, ...rest] = (env.GITHUB_REPOSITORY ?? '').split('/')
  if (!owner || !repo || rest.length > 0) {
    throw new Error('BLOG_STORE=github needs GITHUB_REPOSITORY as "owner/name".')
  }
  if (!env.GITHUB_TOKEN) throw new Error('BLOG_STORE=github needs GITHUB_TOKEN.')
  const branch = env.GITHUB_BRANCH ?? 'main'
  return {
    store: new GitHubStore({ owner, repo, branch, token: env.GITHUB_TOKEN }),
    description: `branche ${branch} de ${owner}/${repo} sur GitHub`,
  }
}
