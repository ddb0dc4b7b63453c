import { parseInput, postIdParamSchema } from '../../blog/inputSchemas.ts'
import { deletePost } from '../../blog/operations/deletePost.ts'
import { LocalGitStore } from '../../blog/store/LocalGitStore.ts'
import type { CliIo } from '../cliIo.ts'

/** `santra-blog delete <id>`: deletes a post's folder in one commit. */
export async function deleteCommand(
  id: string,
  options: { json?: boolean },
  context: { root: string; io: CliIo },
): Promise<void> {
  const { id: checked } = parseInput(postIdParamSchema, { id })
  const result = await deletePost(new LocalGitStore(context.root), checked)
  context.io.stdout(options.json ? `${JSON.stringify(result, null, 2)}\n` : `${result.message}\n`)
}
