import { parseInput, postIdParamSchema } from '../../engine/index.ts'
import { deletePost, loadPost } from '../../engine/node.ts'
import { type CommandContext, printOutcome, repositoryStore } from '../commandContext.ts'
import { confirmOrRefuse } from '../confirm.ts'
import { resolvePostId } from '../resolvePostId.ts'

/** `santra-blog delete <id>`: deletes a post's folder in one commit, once confirmed. */
export async function deleteCommand(
  id: string,
  options: { json?: boolean; yes?: boolean },
  context: CommandContext,
): Promise<void> {
  const store = repositoryStore(context)
  // The whole id or a unique beginning of it; the question names the post found.
  const { id: checked } = parseInput(postIdParamSchema, { id: await resolvePostId(store, id) })
  // A broken post can still be deleted: its title is then unknown, its id says enough.
  const post = await loadPost(store, checked).catch(() => undefined)
  const name = post ? `« ${post.fr.frontmatter.title} »` : `l’article ${checked}`
  await confirmOrRefuse(
    `Supprimer ${name}, en français et en anglais, avec ses images ? Il restera 30 jours dans la corbeille (santra-blog restore le rétablit).`,
    options,
    context.io,
  )
  const result = await deletePost(store, checked)
  printOutcome(context.io, result, options.json)
}
