import { tz } from '@date-fns/tz'
import { format } from 'date-fns'
import { listOptionsSchema, parseInput, type PostStatus, TORONTO } from '../../engine/index.ts'
import { listPosts, type PostSummary } from '../../engine/node.ts'
import { type CommandContext, printJson, repositoryStore } from '../commandContext.ts'
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
    printJson(context.io, posts)
    return
  }
  if (posts.length === 0) {
    context.io.stdout('Aucun article.\n')
    return
  }
  context.io.stdout(`${listText(posts, context.io.columns ?? DEFAULT_WIDTH).join('\n')}\n`)
}

/** The language « à revoir », as the column names it. */
const REVIEW_LANGUAGES = { fr: 'français', en: 'anglais' } as const

/**
 * The list as lines of at most `width` columns (see {@link idTable}), broken posts explained, and
 * the translations « à revoir » with the passage that changed (a column only when there are some).
 */
export function listText(posts: PostSummary[], width: number): string[] {
  const reviewing = posts.some((post) => post.review !== undefined)
  const rows = posts.map((post) => {
    const date = post.publishedDate ?? post.scheduledDate
    const review = post.review ? REVIEW_LANGUAGES[post.review.language] : ''
    return {
      cells: [
        STATUS_LABELS[post.status],
        date ? shortDate(date) : '',
        ...(reviewing ? [review] : []),
      ],
      id: post.id,
      title: post.title,
    }
  })
  const header = {
    cells: ['Statut', 'Date', ...(reviewing ? ['À revoir'] : [])],
    id: 'Identifiant',
    title: 'Titre',
  }
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
    ...reviewText(posts, width),
  ]
}

/**
 * Each translation « à revoir »: the post's id alone on its line (for `review`), what changed in
 * the other language, and the passage, every line at most `width` columns.
 */
function reviewText(posts: PostSummary[], width: number): string[] {
  const lines = posts.flatMap(({ id, review }) => {
    if (!review) return []
    const other = review.language === 'en' ? 'français' : 'anglais'
    const what = `${review.language === 'en' ? 'Version anglaise' : 'Version française'} à revoir depuis le ${shortDate(review.since)} : ${review.removed ? `passage retiré du ${other}` : `passage modifié en ${other}`} :`
    return [
      '',
      cellText(id),
      ...wrapText(cellText(what), width - 2).map((line) => `  ${line}`),
      ...wrapText(cellText(`« ${review.passage} »`), width - 4).map((line) => `    ${line}`),
    ]
  })
  if (lines.length === 0) return []
  return [
    '',
    ...wrapText('Traductions à revoir (santra-blog review <identifiant> une fois revues) :', width),
    ...lines,
  ]
}

/** An instant in Toronto as `2026-11-23 08:00`. */
function shortDate(iso: string): string {
  return format(new Date(iso), 'yyyy-MM-dd HH:mm', { in: tz(TORONTO) })
}
