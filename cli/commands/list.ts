import { BlogError } from '../../blog/errors.ts'
import { listPosts } from '../../blog/operations/listPosts.ts'
import { postStatusSchema, type PostStatus } from '../../blog/postSchema.ts'
import { LocalGitStore } from '../../blog/store/LocalGitStore.ts'
import type { CliIo } from '../cliIo.ts'
import { frenchDate } from '../frenchDate.ts'
import { textTable } from '../textTable.ts'

/** The badges of the admin page, reused in the terminal. */
const STATUS_LABELS: Record<PostStatus | 'broken', string> = {
  published: 'Publié',
  scheduled: 'Programmé',
  draft: 'Brouillon',
  broken: 'Endommagé',
}

/** `santra-blog list`: every post, newest first. */
export async function listCommand(
  options: { status?: string; json?: boolean },
  context: { root: string; io: CliIo },
): Promise<void> {
  const status = options.status === undefined ? undefined : parseStatus(options.status)
  const posts = await listPosts(new LocalGitStore(context.root), status ? { status } : {})
  if (options.json) {
    context.io.stdout(`${JSON.stringify(posts, null, 2)}\n`)
    return
  }
  if (posts.length === 0) {
    context.io.stdout('Aucun article.\n')
    return
  }
  const rows = posts.map((post) => {
    const date = post.publishedDate ?? post.scheduledDate
    return [STATUS_LABELS[post.status], date ? frenchDate(date) : '', post.title, post.id]
  })
  const problems = posts.flatMap((post) => (post.error ? [`  - ${post.id} : ${post.error}`] : []))
  context.io.stdout(
    [
      textTable([['Statut', 'Date', 'Titre', 'Identifiant'], ...rows]),
      ...(problems.length > 0 ? ['', 'Articles endommagés :', ...problems] : []),
      '',
    ].join('\n'),
  )
}

function parseStatus(value: string): PostStatus {
  const result = postStatusSchema.safeParse(value)
  if (result.success) return result.data
  throw new BlogError(
    'invalid-input',
    `L’option --status attend draft, scheduled ou published, pas « ${value} ».`,
    {
      english: `Option --status expects draft, scheduled or published, not “${value}”.`,
    },
  )
}
