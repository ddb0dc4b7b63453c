import { parseInput, postIdParamSchema } from '../../blog/inputSchemas.ts'
import {
  newPostDate,
  reschedulePost,
  setPostStatus,
  type ChangePostResult,
} from '../../blog/operations/changePost.ts'
import { loadPost } from '../../blog/readPosts.ts'
import type { CliIo } from '../cliIo.ts'
import { repositoryStore, type CommandContext } from '../commandContext.ts'
import { confirmOrRefuse } from '../confirm.ts'

function print(result: ChangePostResult, options: { json?: boolean }, io: CliIo): void {
  io.stdout(options.json ? `${JSON.stringify(result, null, 2)}\n` : `${result.message}\n`)
}

/** The id as the API checks it: one wording for a malformed id everywhere. */
function checkedId(id: string): string {
  return parseInput(postIdParamSchema, { id }).id
}

/** `santra-blog reschedule <id> <date>`: moves a post not yet published. */
export async function rescheduleCommand(
  id: string,
  date: string,
  options: { json?: boolean },
  context: CommandContext,
): Promise<void> {
  const result = await reschedulePost(repositoryStore(context), checkedId(id), newPostDate(date))
  print(result, options, context.io)
}

/** `santra-blog publish <id>`: publishes a post now. */
export async function publishCommand(
  id: string,
  options: { json?: boolean },
  context: CommandContext,
): Promise<void> {
  const store = repositoryStore(context)
  print(await setPostStatus(store, checkedId(id), 'published'), options, context.io)
}

/** `santra-blog unpublish <id>`: back to draft; a published post is taken off the site. */
export async function unpublishCommand(
  id: string,
  options: { json?: boolean; yes?: boolean },
  context: CommandContext,
): Promise<void> {
  const store = repositoryStore(context)
  const checked = checkedId(id)
  const post = await loadPost(store, checked).catch(() => undefined)
  if (post?.fr.frontmatter.status === 'published') {
    await confirmOrRefuse(
      `« ${post.fr.frontmatter.title} » est en ligne : le retirer du site et le remettre en brouillon ?`,
      options,
      context.io,
    )
  }
  print(await setPostStatus(store, checked, 'draft'), options, context.io)
}
