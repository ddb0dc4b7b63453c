import { tz } from '@date-fns/tz'
import { format } from 'date-fns'
import { listOptionsSchema, parseInput } from '../../blog/inputSchemas.ts'
import { listPosts } from '../../blog/operations/listPosts.ts'
import type { PostStatus } from '../../blog/postSchema.ts'
import { repositoryStore, type CommandContext } from '../commandContext.ts'
import { TORONTO } from '../../blog/torontoTime.ts'
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
  const rows = posts.map((post) => {
    const date = post.publishedDate ?? post.scheduledDate
    return [STATUS_LABELS[post.status], date ? shortDate(date) : '', post.id, post.title]
  })
  const idWidth = Math.min(ID_WIDTH, Math.max(...rows.map((row) => row[2]?.length ?? 0)))
  const fitted = rows.map(([status = '', date = '', id = '', title = '']) => [
    status,
    date,
    ellipsis(id, idWidth),
    ellipsis(title, LINE_WIDTH - 10 - 16 - idWidth - 3 * 3),
  ])
  const problems = posts.flatMap((post) => (post.error ? [`  - ${post.id} : ${post.error}`] : []))
  context.io.stdout(
    [
      textTable([['Statut', 'Date', 'Identifiant', 'Titre'], ...fitted]),
      ...(problems.length > 0 ? ['', 'Articles endommagés :', ...problems] : []),
      '',
    ].join('\n'),
  )
}

/** The widest line the list prints: it fits a 100-column terminal. */
const LINE_WIDTH = 100
/** Room for ids; a longer one is cut, and `--json` gives it whole. */
const ID_WIDTH = 44

/** `text`, cut with an ellipsis when longer than `width`. */
export function ellipsis(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, Math.max(width - 1, 0)).trimEnd()}…`
}

/** An instant in Toronto as `2026-11-23 08:00`. */
function shortDate(iso: string): string {
  return format(new Date(iso), 'yyyy-MM-dd HH:mm', { in: tz(TORONTO) })
}
