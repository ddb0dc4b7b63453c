import { withTrailers } from '../history/commitTrailers.ts'
import { POST_FILE_NAMES, postFolder, serializePost } from '../postFile.ts'
import { BLOG_DIR } from '../postSchema.ts'
import { noteText, type ContentStore } from '../store/ContentStore.ts'
import { toTorontoIso } from '../torontoTime.ts'
import { pendingReview, withoutTranslationReview } from '../translationReview.ts'
import { requirePost, summaryOf, type ChangePostResult } from './changePost.ts'

/** The version of a language, as the consultant's sentences name it. */
const VERSION_WORDS = { fr: 'La version française', en: 'La version anglaise' } as const

/**
 * « Marquer comme revue »: the consultant has read the language an import left behind (see
 * `withTranslationReview`) and its flag goes, in one commit. A post with nothing to review is
 * left as it is, and said so.
 *
 * @throws {BlogError} `invalid-input`, `not-found`, `invalid-post`, `store-failed` or `conflict`
 */
export async function markReviewed(
  store: ContentStore,
  id: string,
  options: { now?: Date; blogDir?: string } = {},
): Promise<ChangePostResult> {
  const blogDir = options.blogDir ?? BLOG_DIR
  const post = await requirePost(store, id, blogDir)
  const { title } = post.fr.frontmatter
  const review = pendingReview(post)
  if (!review) {
    return {
      message: `« ${title} » n’a pas de traduction à revoir : rien n’a été modifié.`,
      post: await summaryOf(store, id, blogDir),
    }
  }
  const cleared = withoutTranslationReview(post)
  cleared.fr.frontmatter.updatedAt = toTorontoIso(options.now ?? new Date())
  const files = serializePost(cleared)
  const folder = postFolder(id, blogDir)
  const { commit, note } = await store.commit(
    [
      { path: `${folder}/${POST_FILE_NAMES.fr}`, content: files.fr },
      ...(files.en === undefined
        ? []
        : [{ path: `${folder}/${POST_FILE_NAMES.en}`, content: files.en }]),
    ],
    withTrailers(`Blog : traduction de « ${title} » marquée comme revue`, {
      action: 'reviewed',
      posts: [id],
    }),
  )
  return {
    message: `${VERSION_WORDS[review.language]} de « ${title} » est marquée comme revue.${noteText(note)}`,
    post: await summaryOf(store, id, blogDir),
    commit,
  }
}
