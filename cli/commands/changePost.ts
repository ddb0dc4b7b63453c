import { type ContentReader, parseInput, postIdParamSchema } from '../../engine/index.ts'
import {
  type ChangePostResult,
  loadPost,
  markReviewed,
  newPostDate,
  reschedulePost,
  setPostStatus,
} from '../../engine/node.ts'
import type { CliIo } from '../cliIo.ts'
import { type CommandContext, printOutcome, repositoryStore } from '../commandContext.ts'
import { confirmOrRefuse } from '../confirm.ts'
import { resolvePostId } from '../resolvePostId.ts'

function print(result: ChangePostResult, options: { json?: boolean }, io: CliIo): void {
  printOutcome(io, result, options.json)
}

/**
 * The id of the post `typed` names (its whole id or a unique beginning), checked as the API
 * checks it: one wording for a malformed id everywhere.
 */
async function checkedId(store: ContentReader, typed: string): Promise<string> {
  return parseInput(postIdParamSchema, { id: await resolvePostId(store, typed) }).id
}

/** `santra-blog reschedule <id> <date>`: moves a post not yet published. */
export async function rescheduleCommand(
  id: string,
  date: string,
  options: { json?: boolean },
  context: CommandContext,
): Promise<void> {
  const store = repositoryStore(context)
  const when = newPostDate(date)
  const result = await reschedulePost(store, await checkedId(store, id), when)
  print(result, options, context.io)
}

/** `santra-blog publish <id>`: publishes a post now. */
export async function publishCommand(
  id: string,
  options: { json?: boolean },
  context: CommandContext,
): Promise<void> {
  const store = repositoryStore(context)
  print(await setPostStatus(store, await checkedId(store, id), 'published'), options, context.io)
}

/** `santra-blog unpublish <id>`: back to draft; a published post is taken off the site. */
export async function unpublishCommand(
  id: string,
  options: { json?: boolean; yes?: boolean },
  context: CommandContext,
): Promise<void> {
  const store = repositoryStore(context)
  const checked = await checkedId(store, id)
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

/** `santra-blog review <id>`: the translation « à revoir » is reviewed; its flag goes. */
export async function reviewCommand(
  id: string,
  options: { json?: boolean },
  context: CommandContext,
): Promise<void> {
  const store = repositoryStore(context)
  print(await markReviewed(store, await checkedId(store, id)), options, context.io)
}
