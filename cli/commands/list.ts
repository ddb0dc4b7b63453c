import { listOptionsSchema, parseInput } from '../../blog/inputSchemas.ts'
import { listPosts } from '../../blog/operations/listPosts.ts'
import type { PostStatus } from '../../blog/postSchema.ts'
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
  // The same schema as the API's: one wording for a wrong status everywhere.
  const { status } = parseInput(listOptionsSchema, options)
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
