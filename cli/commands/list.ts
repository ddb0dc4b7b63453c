import { tz } from '@date-fns/tz'
import { format } from 'date-fns'
import { listOptionsSchema, parseInput, type PostStatus, TORONTO } from '../../engine/index.ts'
import { listPosts, type PostSummary } from '../../engine/node.ts'
import { repositoryStore, type CommandContext } from '../commandContext.ts'
import { cellText, idTable } from '../idTable.ts'
import { DEFAULT_WIDTH } from '../terminalWidth.ts'
import { wrapText } from '../textWidth.ts'

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
  context: CommandContext,
): Promise<void> {
  // The same schema as the API's: one wording for a wrong status everywhere.
  const { status } = parseInput(listOptionsSchema, options)
  const posts = await listPosts(repositoryStore(context), status ? { status } : {})
  if (options.json) {
    context.io.stdout(`${JSON.stringify(posts, null, 2)}\n`)
    return
  }
  if (posts.length === 0) {
    context.io.stdout('Aucun article.\n')
    return
  }
  context.io.stdout(`${listText(posts, context.io.columns ?? DEFAULT_WIDTH).join('\n')}\n`)
}

/** The list as lines of at most `width` columns (see {@link idTable}), broken posts explained. */
export function listText(posts: PostSummary[], width: number): string[] {
  const rows = posts.map((post) => {
    const date = post.publishedDate ?? post.scheduledDate
    return {
      cells: [STATUS_LABELS[post.status], date ? shortDate(date) : ''],
      id: post.id,
      title: post.title,
    }
  })
  const header = { cells: ['Statut', 'Date'], id: 'Identifiant', title: 'Titre' }
  // A broken post's id alone on its line, to copy into `delete`; its sentence wrapped below.
  const problems = posts.flatMap((post) =>
    post.error
      ? [
          '',
          cellText(post.id),
          ...wrapText(cellText(post.error), width - 2).map((line) => `  ${line}`),
        ]
      : [],
  )
  return [
    ...idTable(header, rows, width),
    ...(problems.length > 0 ? ['', ...wrapText('Articles endommagés :', width), ...problems] : []),
  ]
}

/** An instant in Toronto as `2026-11-23 08:00`. */
function shortDate(iso: string): string {
  return format(new Date(iso), 'yyyy-MM-dd HH:mm', { in: tz(TORONTO) })
}
