import path from 'node:path'
import { BlogError, isBlogError } from './errors.ts'
import { parseEnglishOnlyPost, parsePost, POST_FILE_NAMES, postFolder } from './postFile.ts'
import { assertPostFolderFile } from './postImages.ts'
import { BLOG_DIR, postIdSchema, type Post } from './postSchema.ts'
import type { ContentReader } from './store/ContentStore.ts'
import { fileSystemReader } from './store/fileSystemReader.ts'

/**
 * Reads every post under `contentDir` from disk, validated and sorted newest first.
 *
 * @param contentDir the folder of post folders, relative to the current directory or absolute
 * @throws {BlogError} `invalid-post`, naming the file and the field at fault
 */
export function readPosts(contentDir: string = BLOG_DIR): Promise<Post[]> {
  return loadPosts(postsFolderReader(contentDir), contentDir)
}

/**
 * A reader of the post folders under `contentDir` on disk, which refuses a symbolic link from the
 * folder that holds them (`content/`) down, wherever `contentDir` is.
 */
export function postsFolderReader(contentDir: string = BLOG_DIR): ContentReader {
  return fileSystemReader(undefined, { linksRefusedBelow: path.dirname(path.resolve(contentDir)) })
}

/**
 * Reads every post under `blogDir` through a store, validated and sorted newest first. Entries
 * whose name starts with a dot or contains one (`.gitkeep`, `README.md`) are not posts.
 *
 * @throws {BlogError} `invalid-post`, naming the file and the field at fault
 */
export async function loadPosts(
  reader: ContentReader,
  blogDir: string = BLOG_DIR,
): Promise<Post[]> {
  const ids = (await reader.list(blogDir)).filter((name) => !name.includes('.'))
  const posts = await Promise.all(ids.map((id) => loadPost(reader, id, blogDir)))
  // An empty folder (left by a manual delete) is no post.
  return posts.filter((post) => post !== undefined).sort(comparePostsNewestFirst)
}

/** A post folder that could not be read, with why. */
export interface BrokenPost {
  id: string
  /** The `invalid-post` error, naming the file and the field. */
  error: BlogError
}

/**
 * Reads every post like {@link loadPosts}, but a broken post does not stop the others: it is
 * returned apart, with its error, so that a list can flag it and the consultant can delete it.
 */
export async function loadPostsReport(
  reader: ContentReader,
  blogDir: string = BLOG_DIR,
): Promise<{ posts: Post[]; broken: BrokenPost[] }> {
  const ids = (await reader.list(blogDir)).filter((name) => !name.includes('.'))
  const posts: Post[] = []
  const broken: BrokenPost[] = []
  await Promise.all(
    ids.map(async (id) => {
      try {
        const post = await loadPost(reader, id, blogDir)
        if (post) posts.push(post)
      } catch (error) {
        if (!isBlogError(error, 'invalid-post')) throw error
        broken.push({ id, error })
      }
    }),
  )
  broken.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
  return { posts: posts.sort(comparePostsNewestFirst), broken }
}

/**
 * What is wrong with a broken post, in one French sentence for the admin list: the file and the
 * field, never a path beyond the post's own folder.
 */
export function brokenPostSentence(broken: BrokenPost): string {
  const file = broken.error.file?.split('/').at(-1)
  const where =
    broken.error.field !== undefined
      ? `le champ « ${broken.error.field} » de ${file ?? 'fr.md'} est invalide`
      : file !== undefined && file !== broken.id
        ? `le fichier ${file} est absent ou illisible`
        : 'le nom du dossier n’est pas un identifiant d’article'
  return `Cet article est endommagé et n’est pas publié : ${where} ; corrigez-le dans le dépôt ou supprimez-le.`
}

/**
 * Reads one post, or `undefined` when its folder is empty; a folder with `en.md` alone is an
 * English-only draft (see `Post.englishOnly`).
 *
 * @throws {BlogError} `invalid-post` when the folder name or a file is invalid
 */
export async function loadPost(
  reader: ContentReader,
  id: string,
  blogDir: string = BLOG_DIR,
): Promise<Post | undefined> {
  const folder = postFolder(id, blogDir)
  const [names, fr, en] = await Promise.all([
    reader.list(folder),
    reader.read(`${folder}/${POST_FILE_NAMES.fr}`),
    reader.read(`${folder}/${POST_FILE_NAMES.en}`),
  ])
  if (fr === undefined && en === undefined) {
    if (names.length === 0) return undefined
    throw new BlogError('invalid-post', `${folder}/${POST_FILE_NAMES.fr}: the file is missing.`, {
      file: `${folder}/${POST_FILE_NAMES.fr}`,
    })
  }
  const idCheck = postIdSchema.safeParse(id)
  if (!idCheck.success) {
    throw new BlogError(
      'invalid-post',
      `${folder}: the folder name is not a post id: ${idCheck.error.issues[0]?.message ?? ''}.`,
      { file: folder },
    )
  }
  // A stray file would be published with the post (an HTML page, a script in an SVG).
  for (const name of names) assertPostFolderFile(folder, name)
  const decoder = new TextDecoder()
  const fileNames: readonly string[] = Object.values(POST_FILE_NAMES)
  const images = names.filter((name) => !fileNames.includes(name))
  // An English article waiting for its French version (see Post.englishOnly).
  if (fr === undefined) return parseEnglishOnlyPost(id, decoder.decode(en), { images, blogDir })
  return parsePost(
    id,
    { fr: decoder.decode(fr), ...(en === undefined ? {} : { en: decoder.decode(en) }) },
    { images: names.filter((name) => !fileNames.includes(name)), blogDir },
  )
}

/** The instant a post is dated by in lists: published, else scheduled, else created. */
function postDate(post: Post): Date {
  const { publishedDate, scheduledDate, createdAt } = post.fr.frontmatter
  return new Date(publishedDate ?? scheduledDate ?? createdAt)
}

/** Sort order of every post list: newest first, then by id for a stable order. */
function comparePostsNewestFirst(a: Post, b: Post): number {
  return postDate(b).getTime() - postDate(a).getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
}
