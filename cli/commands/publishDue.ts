import { frenchDateTime, parsePostDate } from '../../engine/index.ts'
import { publishDue } from '../../engine/node.ts'
import { type CommandContext, printJson, repositoryStore } from '../commandContext.ts'

/** `santra-blog publish-due`: publishes every scheduled post whose date has passed. */
export async function publishDueCommand(
  options: { now?: string; json?: boolean },
  context: CommandContext,
): Promise<void> {
  const now =
    options.now === undefined
      ? new Date()
      : parsePostDate(options.now, { label: { fr: 'La date de --now', en: 'The --now date' } }).date
  const result = await publishDue(repositoryStore(context), { now })
  if (options.json) {
    printJson(context.io, result)
    return
  }
  const lines = result.published.map(
    (post) => `  - ${post.title} (${frenchDateTime(post.publishedDate)})`,
  )
  context.io.stdout([result.message, ...lines, ''].join('\n'))
}
