import { checkStartDate, PAST_POSTS_NOTE } from '../dates/parsePostDate.ts'
import { convertDocx, type ConvertedDocument } from '../docx/convertDocx.ts'
import { documentAdvice } from '../articleAdvice.ts'
import { splitArticles, type Article } from '../docx/splitArticles.ts'
import { POST_FILE_NAMES, postFolder, postMarkdownFiles } from '../postFile.ts'
import { assertPostImageContent } from '../postImages.ts'
import { BLOG_DIR, type Post } from '../postSchema.ts'
import { loadPostsReport } from '../readPosts.ts'
import { nextFreeSlots } from '../schedule.ts'
import { slugify, uniqueSlug } from '../slugify.ts'
import { isVisible } from '../visibility.ts'
import { withTrailers } from '../history/commitTrailers.ts'
import { noteText, type ContentStore, type FileChange } from '../store/ContentStore.ts'
import { toTorontoIso, torontoDay } from '../torontoTime.ts'
import { withTranslationReview } from '../translationReview.ts'
import {
  articlePlace,
  comesFrom,
  documentFileName,
  type DocumentIdentity,
  matchArticles,
  sourceFields,
} from './articleIdentity.ts'
import {
  englishOnlyQuestion,
  importMessage,
  publishedReplacementQuestion,
} from './importMessage.ts'
import type { ImportOutcome, ImportResult, ScheduledPostSummary } from './importResult.ts'

/** Options of {@link importDocument}. */
export interface ImportOptions {
  /** The current time, for `createdAt` (default: the clock). */
  now?: Date
  /**
   * New articles take the free slots at or after this instant (default: `now`). It is checked by
   * {@link checkStartDate}: at most two years ahead, and in the past only with `allowPast`.
   */
  startDate?: Date
  /** Confirms a start date in the past: its posts go live at the next build. */
  allowPast?: boolean
  /** Work everything out but write and commit nothing. */
  dryRun?: boolean
  /** The uploaded file's name, for the commit message and the posts' `sourceDocument`. */
  fileName?: string
  /** Where posts live in the store (default `content/blog`). */
  blogDir?: string
  /**
   * A path in the store to delete in the same commit: the uploaded .docx itself when it was
   * pushed to the repository's inbox, so the posts and its removal land together.
   */
  removeSource?: string
  /**
   * `update` (the default): an article the blog already holds replaces that post's text and
   * images, keeping its slot, slug and status. `new`: every article becomes a new post.
   */
  mode?: 'update' | 'new'
  /** New posts are saved as drafts, which take no slot. */
  asDraft?: boolean
  /**
   * Converts the document (default: {@link convertDocx}, on the calling thread). The Node shells
   * pass `convertInWorker`, which runs it on a worker thread with a time and a memory limit.
   */
  convert?: (document: Uint8Array) => Promise<ConvertedDocument>
  /**
   * Confirms that posts readers can already see may have their text replaced. Without it, an
   * import that would replace one writes nothing and returns `needsConfirmation`.
   */
  replacePublished?: boolean
  /**
   * What becomes of an article written in English without a French version (see
   * `Article.englishOnly`): `draft`, the English side of a French post to come (a draft with
   * `en.md` alone, see `Post.englishOnly`); `skip`, not imported. Without it, a document holding
   * one writes nothing and returns `needsEnglishChoice`.
   */
  englishOnly?: 'draft' | 'skip'
}

/** One article of the document and what the import makes of it. */
interface PlannedArticle {
  outcome: ImportOutcome
  post: Post
  /** The post replaced, for the images to remove. */
  previous?: Post
}

/**
 * Imports a Word document: each Heading 1 is an article. An article the blog already holds
 * (same document, same place: see {@link matchArticles}) has its text and images replaced; any
 * other becomes a post on the next free Monday or Wednesday slot (or a draft), in document order.
 * Replacing a post readers can see needs `replacePublished`. Everything is one commit; a
 * document that fails any check writes nothing, and one identical to what the blog holds commits
 * nothing.
 *
 * @throws {BlogError} `unsupported-document`, `bad-document`, `too-large`, `no-heading`,
 *   `no-article`, `store-failed` or `conflict`; a broken existing post keeps its day and id
 *   and is skipped
 */
export async function importDocument(
  store: ContentStore,
  document: Uint8Array,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const now = options.now ?? new Date()
  const blogDir = options.blogDir ?? BLOG_DIR
  const startDate = options.startDate
    ? checkStartDate(options.startDate, { now, allowPast: options.allowPast ?? false }).date
    : now
  const converted = await (options.convert ?? convertDocx)(document)
  const split = splitArticles(converted)
  // What the converter dropped (named with its article and place), then what the split did.
  const warnings = [...converted.warnings.map((warning) => warning.message), ...split.warnings]
  const english = split.articles.filter((article) => article.englishOnly)
  if (english.length > 0 && options.englishOnly === undefined) {
    const titles = english.map((article) => article.title)
    return {
      message: englishOnlyQuestion(titles).fr,
      scheduledPosts: [],
      errors: warnings,
      advice: [],
      needsEnglishChoice: titles,
    }
  }
  const articles =
    options.englishOnly === 'skip'
      ? split.articles.filter((article) => !article.englishOnly)
      : split.articles
  if (options.englishOnly === 'skip') {
    for (const { title } of english) {
      warnings.push(`L’article anglais « ${title} » n’a pas été importé, comme demandé.`)
    }
  }
  // Beside the warnings, blocking nothing: what readers would meet that she can make better.
  const advice = documentAdvice(articles, converted.images)
  const { posts: existing, broken } = await loadPostsReport(store, blogDir)
  const origin: DocumentIdentity = {
    wordId: converted.documentId,
    fileName: documentFileName(options.fileName),
  }
  const planned = planImport(articles, existing, broken, converted.images, origin, {
    ...options,
    now,
    startDate,
  })
  const scheduledPosts = planned.map((article) => summary(article, now))
  const past = planned.some(
    ({ outcome, post }) =>
      outcome === 'new' && Date.parse(post.fr.frontmatter.scheduledDate ?? '') < now.getTime(),
  )
  const message =
    importMessage(scheduledPosts, options.dryRun === true) + (past ? ` ${PAST_POSTS_NOTE.fr}` : '')
  const published = scheduledPosts.flatMap(({ outcome, replaces }) =>
    outcome === 'replaced' && replaces?.visible ? [replaces] : [],
  )
  if (options.dryRun || (published.length > 0 && options.replacePublished !== true)) {
    return {
      message: options.dryRun ? message : publishedReplacementQuestion(published).fr,
      scheduledPosts,
      errors: warnings,
      advice,
      ...(published.length > 0 && options.replacePublished !== true
        ? { needsConfirmation: published }
        : {}),
    }
  }

  const changes = planned.flatMap((article) => articleChanges(article, converted.images, blogDir))
  if (changes.length === 0) return { message, scheduledPosts, errors: warnings, advice }
  if (options.removeSource !== undefined) changes.push({ path: options.removeSource, delete: true })
  const source = origin.fileName ? ` depuis « ${origin.fileName} »` : ''
  const list = scheduledPosts
    .filter((post) => post.outcome !== 'unchanged')
    .map((post) => `- ${post.outcome === 'new' ? 'nouveau' : 'remplacé'} : ${post.title}`)
    .join('\n')
  const count = scheduledPosts.length
  const written = scheduledPosts.filter((post) => post.outcome !== 'unchanged')
  const replaced = written.filter((post) => post.outcome === 'replaced').map((post) => post.id)
  // The slots and slugs were chosen from the posts read above: if another writer changed them
  // in the meantime, the store refuses rather than land two articles on one slot.
  const { commit, note } = await store.commit(
    changes,
    withTrailers(`Blog : import de ${count} article${count === 1 ? '' : 's'}${source}\n\n${list}`, {
      action: written.some((post) => post.outcome === 'new') ? 'imported' : 'replaced',
      posts: written.map((post) => post.id),
      ...(replaced.length > 0 ? { replaced } : {}),
      ...(origin.fileName ? { document: origin.fileName } : {}),
    }),
    { decidedFrom: blogDir },
  )
  return {
    message: `${message}${noteText(note)}`,
    scheduledPosts,
    errors: warnings,
    advice,
    commit,
  }
}

/** Decides, for each article, whether it replaces a post it matches or becomes a new one. */
function planImport(
  articles: Article[],
  existing: Post[],
  broken: readonly { id: string }[],
  images: ReadonlyMap<string, Uint8Array>,
  document: DocumentIdentity,
  options: ImportOptions & { now: Date },
): PlannedArticle[] {
  const { now } = options
  const matches =
    options.mode === 'new'
      ? articles.map(() => undefined)
      : withEnglishSides(
          articles,
          matchArticles(
            articles.map((article) => article.title),
            existing,
            document,
          ),
          existing,
          document,
        )
  const taken = takenNames(existing, broken)
  const freshCount = matches.filter(
    (match, index) => match === undefined && articles[index]?.englishOnly !== true,
  ).length
  const slots = options.asDraft
    ? []
    : nextFreeSlots(options.startDate ?? now, freshCount, taken.days)
  let slotIndex = 0
  return articles.map((article, index) => {
    const previous = matches[index]
    if (previous) return replacement(previous, article, images, document, { ...options, taken })
    // An English article waits for its French version as a draft: it takes no slot.
    const slot = options.asDraft || article.englishOnly ? undefined : slots[slotIndex++]
    return { outcome: 'new', post: newPost(article, slot, taken, images, document, options) }
  })
}

/**
 * The matches, with two corrections for English articles: an English-only article replaces only
 * an English-only post (never a French post's text), and a French article whose `[EN]` part has
 * the place of an English-only post from this document gives that post its French version.
 */
function withEnglishSides(
  articles: readonly Article[],
  matches: (Post | undefined)[],
  existing: readonly Post[],
  document: DocumentIdentity,
): (Post | undefined)[] {
  const used = new Set(matches.flatMap((match) => match?.id ?? []))
  return articles.map((article, index) => {
    const match = matches[index]
    if (article.englishOnly) return match?.englishOnly ? match : undefined
    if (match !== undefined || article.en === undefined) return match
    const place = articlePlace(article.en.title)
    const waiting = existing.find(
      (post) =>
        post.englishOnly &&
        !used.has(post.id) &&
        post.fr.frontmatter.sourceId === place &&
        comesFrom(post.fr.frontmatter, document),
    )
    if (waiting) used.add(waiting.id)
    return waiting
  })
}

interface TakenNames {
  slugs: Set<string>
  ids: Set<string>
  days: Set<string>
}

function takenNames(existing: Post[], broken: readonly { id: string }[]): TakenNames {
  const taken = {
    slugs: new Set(
      existing.flatMap((post) => [
        post.fr.frontmatter.slug,
        ...(post.en ? [post.en.frontmatter.slug] : []),
      ]),
    ),
    ids: new Set(existing.map((post) => post.id)),
    days: new Set(
      existing.flatMap(({ fr }) =>
        fr.frontmatter.status === 'scheduled' && fr.frontmatter.scheduledDate
          ? [torontoDay(new Date(fr.frontmatter.scheduledDate))]
          : [],
      ),
    ),
  }
  // A broken post keeps its folder name and, as far as anyone can tell, its day.
  for (const { id } of broken) {
    taken.ids.add(id)
    taken.days.add(id.slice(0, 10))
  }
  return taken
}

/** A new post for an article: on `slot`, or a draft without one. */
function newPost(
  article: Article,
  slot: Date | undefined,
  taken: TakenNames,
  images: ReadonlyMap<string, Uint8Array>,
  document: DocumentIdentity,
  options: ImportOptions & { now: Date },
): Post {
  const stamp = toTorontoIso(options.now)
  // A draft's folder carries the day it was imported: it has no slot yet.
  const day = torontoDay(slot ?? options.now)
  const slug = uniqueSlug(
    slugify(article.title),
    (candidate) => taken.slugs.has(candidate) || taken.ids.has(`${day}-${candidate}`),
  )
  taken.slugs.add(slug)
  taken.ids.add(`${day}-${slug}`)
  const post: Post = {
    id: `${day}-${slug}`,
    fr: {
      frontmatter: {
        title: article.title,
        slug,
        ...(article.excerpt ? { excerpt: article.excerpt } : {}),
        status: slot ? 'scheduled' : 'draft',
        scheduledDate: slot ? toTorontoIso(slot) : null,
        publishedDate: null,
        createdAt: stamp,
        updatedAt: stamp,
        // A copy imported on purpose is its own article for later imports.
        ...sourceFields(document, options.mode === 'new' ? slug : articlePlace(article.title)),
      },
      body: article.markdown,
    },
    images: imagesOf(article, images),
    ...(article.englishOnly ? { englishOnly: true as const } : {}),
  }
  if (article.en) {
    // The English slug may equal this post's French one (a title that reads the same in both
    // languages); it must not name another post in either language.
    const englishSlug = uniqueSlug(
      slugify(article.en.title),
      (candidate) => candidate !== slug && taken.slugs.has(candidate),
    )
    taken.slugs.add(englishSlug)
    post.en = {
      frontmatter: englishFrontmatter(article.en, englishSlug),
      body: article.en.markdown,
    }
  }
  return post
}

/**
 * The post `previous` with the article's text and images: its id, slot, slugs (so its URLs) and
 * status stay. A published post gains `updatedDate`. Identical text and images: unchanged. A
 * language the article changes while the other stays is marked « à revoir » on the other's file.
 */
function replacement(
  previous: Post,
  article: Article,
  images: ReadonlyMap<string, Uint8Array>,
  document: DocumentIdentity,
  options: ImportOptions & { now: Date; taken: TakenNames },
): PlannedArticle {
  const stamp = toTorontoIso(options.now)
  const before = previous.fr.frontmatter
  // The excerpt is the new text's: an old one would describe the text replaced.
  const kept = { ...before }
  delete kept.excerpt
  // An English article given its French version: its French slug and place are the French title's.
  const gainsFrench = previous.englishOnly === true && article.englishOnly !== true
  if (gainsFrench) {
    kept.slug = uniqueSlug(slugify(article.title), (candidate) =>
      options.taken.slugs.has(candidate),
    )
    options.taken.slugs.add(kept.slug)
    delete kept.sourceId
  }
  const post: Post = {
    id: previous.id,
    fr: {
      frontmatter: {
        ...kept,
        title: article.title,
        ...(article.excerpt ? { excerpt: article.excerpt } : {}),
        updatedAt: stamp,
        ...(before.status === 'published' ? { updatedDate: stamp } : {}),
        // A document renamed, or one that gained Word's id, is written under its new name and id.
        ...sourceFields(
          document,
          (gainsFrench ? undefined : before.sourceId) ?? articlePlace(article.title),
        ),
      },
      body: article.markdown,
    },
    images: imagesOf(article, images),
    ...(article.englishOnly ? { englishOnly: true as const } : {}),
  }
  if (article.en) {
    const englishSlug =
      (gainsFrench ? before.slug : previous.en?.frontmatter.slug) ?? slugify(article.en.title)
    post.en = {
      frontmatter: englishFrontmatter(article.en, englishSlug),
      body: article.en.markdown,
    }
  }
  // One language changed and not the other: the other is flagged « à revoir ».
  const flagged = withTranslationReview(previous, post, stamp)
  return { outcome: sameText(previous, post) ? 'unchanged' : 'replaced', post: flagged, previous }
}

function englishFrontmatter(text: NonNullable<Article['en']>, slug: string) {
  return { title: text.title, slug, ...(text.excerpt ? { excerpt: text.excerpt } : {}) }
}

/** Whether two versions of a post read the same: titles, excerpts, bodies and images. */
function sameText(a: Post, b: Post): boolean {
  const text = (post: Post) =>
    JSON.stringify([
      post.fr.frontmatter.title,
      post.fr.frontmatter.excerpt,
      post.fr.body.trimEnd(),
      post.en?.frontmatter.title,
      post.en?.frontmatter.excerpt,
      post.en?.body.trimEnd(),
      [...post.images].sort(),
    ])
  return text(a) === text(b)
}

/** The files an article writes and deletes: none when it is unchanged. */
function articleChanges(
  { outcome, post, previous }: PlannedArticle,
  images: ReadonlyMap<string, Uint8Array>,
  blogDir: string,
): FileChange[] {
  if (outcome === 'unchanged') return []
  const folder = postFolder(post.id, blogDir)
  const files = postMarkdownFiles(post)
  const dropped = (previous?.images ?? []).filter((name) => !post.images.includes(name))
  const writesEnglish = files.some((file) => file.name === POST_FILE_NAMES.en)
  return [
    ...files.map((file) => ({ path: `${folder}/${file.name}`, content: file.content })),
    previous?.en && !writesEnglish
      ? { path: `${folder}/${POST_FILE_NAMES.en}`, delete: true as const }
      : undefined,
    ...post.images.map((name) => {
      const content = images.get(name) ?? new Uint8Array()
      // The converter keeps only allowed images; checked again so no other file is ever written.
      assertPostImageContent(folder, name, content)
      return { path: `${folder}/${name}`, content }
    }),
    ...dropped.map((name) => ({ path: `${folder}/${name}`, delete: true as const })),
  ].filter((change) => change !== undefined)
}

function summary({ outcome, post, previous }: PlannedArticle, now: Date): ScheduledPostSummary {
  const { frontmatter } = post.fr
  return {
    id: post.id,
    title: frontmatter.title,
    ...(post.en ? { titleEn: post.en.frontmatter.title } : {}),
    slug: frontmatter.slug,
    scheduledDate: frontmatter.scheduledDate ?? frontmatter.publishedDate ?? null,
    status: frontmatter.status,
    outcome,
    ...(previous
      ? {
          replaces: {
            id: previous.id,
            title: previous.fr.frontmatter.title,
            status: previous.fr.frontmatter.status,
            visible: isVisible(previous, now),
          },
        }
      : {}),
  }
}

/** The images an article's Markdown refers to, by the names the converter gave them. */
function imagesOf(article: Article, images: ReadonlyMap<string, Uint8Array>): string[] {
  const markdown = article.markdown + (article.en?.markdown ?? '')
  const names = markdown.match(/img-[0-9a-f]{16}\.[a-z]+/g) ?? []
  return [...new Set(names)].filter((name) => images.has(name)).sort()
}
