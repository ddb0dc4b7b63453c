import { parsePostDate } from '../../blog/dates/parsePostDate.ts'
import { publishDue } from '../../blog/operations/publishDue.ts'
import { LocalGitStore } from '../../blog/store/LocalGitStore.ts'
import type { CliIo } from '../cliIo.ts'
import { frenchDate } from '../frenchDate.ts'

/** `santra-blog publish-due`: publishes every scheduled post whose date has passed. */
export async function publishDueCommand(
  options: { now?: string; json?: boolean },
  context: { root: string; io: CliIo },
): Promise<void> {
  const now =
    options.now === undefined
      ? new Date()
      : parsePostDate(options.now, { label: { fr: 'La date de --now', en: 'The --now date' } }).date
  const result = await publishDue(new LocalGitStore(context.root), { now })
  if (options.json) {
    context.io.stdout(`${JSON.stringify(result, null, 2)}\n`)
    return
  }
  const lines = result.published.map(
    (post) => `  - ${post.title} (${frenchDate(post.publishedDate)})`,
  )
  context.io.stdout([result.message, ...lines, ''].join('\n'))
}
