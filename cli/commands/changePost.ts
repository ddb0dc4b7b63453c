import { TZDate } from '@date-fns/tz'
import { parsePostDate } from '../../blog/dates/parsePostDate.ts'
import {
  reschedulePost,
  setPostStatus,
  type ChangePostResult,
} from '../../blog/operations/changePost.ts'
import { loadPost } from '../../blog/readPosts.ts'
import { PUBLICATION_HOUR } from '../../blog/schedule.ts'
import { LocalGitStore } from '../../blog/store/LocalGitStore.ts'
import { TORONTO, torontoDay } from '../../blog/torontoTime.ts'
import type { CliIo } from '../cliIo.ts'
import { confirmOrRefuse } from '../confirm.ts'

interface Context {
  root: string
  io: CliIo
}

function print(result: ChangePostResult, options: { json?: boolean }, io: CliIo): void {
  io.stdout(options.json ? `${JSON.stringify(result, null, 2)}\n` : `${result.message}\n`)
}

/** A day alone is that day's 08:00 slot in Toronto; a time is taken as given. */
function newDate(text: string): Date {
  const parsed = parsePostDate(text, { label: { fr: 'La nouvelle date', en: 'The new date' } })
  if (!parsed.dateOnly) return parsed.date
  const [year = 0, month = 1, day = 1] = torontoDay(parsed.date).split('-').map(Number)
  return new Date(new TZDate(year, month - 1, day, PUBLICATION_HOUR, 0, 0, TORONTO).getTime())
}

/** `santra-blog reschedule <id> <date>`: moves a post not yet published. */
export async function rescheduleCommand(
  id: string,
  date: string,
  options: { json?: boolean },
  context: Context,
): Promise<void> {
  const result = await reschedulePost(new LocalGitStore(context.root), id, newDate(date))
  print(result, options, context.io)
}

/** `santra-blog publish <id>`: publishes a post now. */
export async function publishCommand(
  id: string,
  options: { json?: boolean },
  context: Context,
): Promise<void> {
  print(await setPostStatus(new LocalGitStore(context.root), id, 'published'), options, context.io)
}

/** `santra-blog unpublish <id>`: back to draft; a published post is taken off the site. */
export async function unpublishCommand(
  id: string,
  options: { json?: boolean; yes?: boolean },
  context: Context,
): Promise<void> {
  const store = new LocalGitStore(context.root)
  const post = await loadPost(store, id).catch(() => undefined)
  if (post?.fr.frontmatter.status === 'published') {
    await confirmOrRefuse(
      `« ${post.fr.frontmatter.title} » est en ligne : le retirer du site et le remettre en brouillon ?`,
      options,
      context.io,
    )
  }
  print(await setPostStatus(store, id, 'draft'), options, context.io)
}
