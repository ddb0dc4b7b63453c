import { BlogError, isBlogError } from '../errors.ts'
import { postFolder } from '../postFile.ts'
import { BLOG_DIR, postIdSchema } from '../postSchema.ts'
import { loadPost } from '../readPosts.ts'
import { withTrailers } from '../history/commitTrailers.ts'
import { noteText, type ContentStore, type WriteResult } from '../store/ContentStore.ts'

/** What `deletePost` did. */
export interface DeletePostResult extends WriteResult {
  /** One French sentence for the consultant. */
  message: string
  id: string
  title: string
}

/**
 * Deletes a post's folder (both languages and its images) in one commit.
 *
 * @throws {BlogError} `invalid-input` for a malformed id, `not-found`, or `store-failed`
 */
export async function deletePost(
  store: ContentStore,
  id: string,
  options: { blogDir?: string } = {},
): Promise<DeletePostResult> {
  const blogDir = options.blogDir ?? BLOG_DIR
  if (!postIdSchema.safeParse(id).success) {
    throw new BlogError(
      'invalid-input',
      `« ${id} » n’est pas un identifiant d’article (AAAA-MM-JJ-titre).`,
      {
        english: `“${id}” is not a post id (YYYY-MM-DD-slug).`,
      },
    )
  }
  // A broken post must still be deletable: that is how the consultant gets rid of it.
  const post = await loadPost(store, id, blogDir).catch((error: unknown) => {
    if (isBlogError(error, 'invalid-post')) return 'broken' as const
    throw error
  })
  if (!post) {
    throw new BlogError('not-found', `Aucun article ne porte l’identifiant « ${id} ».`, {
      english: `No post has the id “${id}”.`,
    })
  }
  const folder = postFolder(id, blogDir)
  const names = await store.list(folder)
  const title = post === 'broken' ? id : post.fr.frontmatter.title
  const { commit, note } = await store.commit(
    names.map((name) => ({ path: `${folder}/${name}`, delete: true as const })),
    withTrailers(`Blog : suppression de l’article « ${title} »`, {
      action: 'deleted',
      posts: [id],
    }),
  )
  return {
    message: `L’article « ${title} » a été mis à la corbeille : vous pouvez le restaurer pendant 30 jours.${noteText(note)}`,
    id,
    title,
    commit,
  }
}
