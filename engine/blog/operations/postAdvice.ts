import type { ImportAdvice } from '../../siteModel/adminApiSchemas.ts'
import { articleAdvice } from '../articleAdvice.ts'
import { postFolder } from '../postFile.ts'
import { BLOG_DIR, type Post } from '../postSchema.ts'
import { loadPosts } from '../readPosts.ts'
import type { ContentStore } from '../store/ContentStore.ts'

/**
 * The import's advice on a post as the blog now holds it (the admin's « Aperçu » shows it beside
 * the text): the same checks on its stored text and images; « no English version » when another
 * post of its Word document has one. A description set in the admin since is taken into account.
 */
export async function postAdvice(
  store: ContentStore,
  post: Post,
  blogDir: string = BLOG_DIR,
): Promise<ImportAdvice[]> {
  const folder = postFolder(post.id, blogDir)
  const images = new Map<string, Uint8Array>()
  for (const name of post.images) {
    const bytes = await store.read(`${folder}/${name}`)
    if (bytes) images.set(name, bytes)
  }
  const documentOf = (other: Post) =>
    other.fr.frontmatter.sourceDocumentId ?? other.fr.frontmatter.sourceDocument
  const document = documentOf(post)
  const documentHasEnglish =
    post.en === undefined &&
    document !== undefined &&
    (await loadPosts(store, blogDir)).some(
      (other) => other.en !== undefined && documentOf(other) === document,
    )
  const text = (version: NonNullable<Post['en']> | Post['fr']) => ({
    title: version.frontmatter.title,
    markdown: version.body,
    excerpt: version.frontmatter.excerpt,
  })
  return articleAdvice(
    {
      ...text(post.fr),
      ...(post.en ? { en: text(post.en) } : {}),
      ...(post.englishOnly ? { englishOnly: true as const } : {}),
    },
    images,
    documentHasEnglish,
  )
}
