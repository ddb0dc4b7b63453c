/*
 * Nothing is ever lost by an undo: random sequences of imports, replacements, moves, changes of
 * state, deletions, restores and undos run on each store; the blog folder is kept after every step;
 * then each step is undone, newest first, with what its commit's trailers say it did (a new post
 * is deleted, a deletion restored from the trash, any other change reverted), and the blog folder
 * must be back, byte for byte, to what it was before that step. The git-backed stores run a few
 * short sequences (git processes are slow); the memory store many more.
 */
import { HeadingLevel, ImageRun, Paragraph } from 'docx'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import '../../../tests/support/fastCheckSeed.ts'
import { createTestRepository } from '../../../tests/support/createTestRepository.ts'
import {
  startGitHubStandIn,
  storeOn,
  type GitHubStandIn,
} from '../../../tests/support/githubStandIn.ts'
import { MemoryStore } from '../../../tests/support/MemoryStore.ts'
import { PNG_PIXEL, wordFixture } from '../../../tests/support/wordFixture.ts'
import { convertDocx, type ConvertedDocument } from '../docx/convertDocx.ts'
import { isBlogError } from '../errors.ts'
import { reschedulePost, setPostStatus } from '../operations/changePost.ts'
import { deletePost } from '../operations/deletePost.ts'
import { importDocument } from '../operations/importDocument.ts'
import { listPosts } from '../operations/listPosts.ts'
import { BLOG_DIR } from '../postSchema.ts'
import { nextFreeSlots } from '../schedule.ts'
import type { ContentStore } from '../store/ContentStore.ts'
import { LocalGitStore } from '../store/LocalGitStore.ts'
import { torontoDay } from '../torontoTime.ts'
import { actionOn, parseTrailers } from './commitTrailers.ts'
import { revertChange } from './revertChange.ts'
import { listTrash, restorePost } from './trash.ts'

type Op =
  | { kind: 'import'; document: number }
  | {
      kind: 'move' | 'publish' | 'draft' | 'delete' | 'undo' | 'restore'
      pick: number
      weeks: number
    }

const h1 = (text: string) => new Paragraph({ text, heading: HeadingLevel.HEADING_1 })
const p = (text: string) => new Paragraph({ text })

/** Three documents: « a.docx » twice (the second replaces the first's text), « b.docx » once. */
let documents: { name: string; bytes: Uint8Array }[] = []
/** Each document converted once: the conversion is the same every time and the slowest step. */
const converted = new Map<Uint8Array, Promise<ConvertedDocument>>()
const convertOnce = (bytes: Uint8Array) => {
  let result = converted.get(bytes)
  if (!result) {
    result = convertDocx(bytes)
    converted.set(bytes, result)
  }
  return result
}

beforeAll(async () => {
  const image = new ImageRun({
    type: 'png',
    data: PNG_PIXEL,
    transformation: { width: 5, height: 5 },
    altText: { name: 'i', title: 'i', description: 'Un pictogramme' },
  })
  documents = [
    {
      name: 'a.docx',
      bytes: await wordFixture([
        h1('La santé au travail'),
        p('Premier texte.'),
        new Paragraph({ children: [image] }),
        h1('[EN] Health at work'),
        p('First text.'),
        h1('Prévenir l’épuisement'),
        p('Deuxième texte.'),
      ]),
    },
    {
      name: 'a.docx',
      bytes: await wordFixture([
        h1('La santé au travail'),
        p('Premier texte, revu.'),
        h1('Prévenir l’épuisement'),
        p('Deuxième texte, revu.'),
      ]),
    },
    { name: 'b.docx', bytes: await wordFixture([h1('Le télétravail'), p('Troisième texte.')]) },
  ]
})

const postOp = fc.record({
  kind: fc.constantFrom('move', 'publish', 'draft', 'delete', 'undo', 'restore'),
  pick: fc.nat(5),
  weeks: fc.integer({ min: 1, max: 6 }),
})
const ops = (maxLength: number, minLength = 2) =>
  fc.array(
    fc.oneof(
      { weight: 1, arbitrary: fc.record({ kind: fc.constant('import'), document: fc.nat(2) }) },
      { weight: 4, arbitrary: postOp },
    ),
    { minLength, maxLength },
  ) as fc.Arbitrary<Op[]>

/** Every file under the blog folder, by path, as hex. */
async function snapshot(store: ContentStore): Promise<Record<string, string>> {
  const files: Record<string, string> = {}
  for (const folder of await store.list(BLOG_DIR)) {
    for (const name of await store.list(`${BLOG_DIR}/${folder}`)) {
      const bytes = await store.read(`${BLOG_DIR}/${folder}/${name}`)
      files[`${folder}/${name}`] = Buffer.from(bytes ?? new Uint8Array()).toString('hex')
    }
  }
  return files
}

async function headCommit(store: ContentStore): Promise<string | undefined> {
  return (await store.history(BLOG_DIR))[0]?.commit
}

/**
 * Runs one step and gives the commit its result says it made; a refusal (a published post
 * moved, nothing to undo) writes nothing.
 */
async function step(store: ContentStore, op: Op): Promise<string | undefined> {
  const now = new Date()
  try {
    if (op.kind === 'import') {
      const document = documents[op.document]
      if (!document) return undefined
      const imported = await importDocument(store, document.bytes, {
        now,
        fileName: document.name,
        replacePublished: true,
        convert: convertOnce,
      })
      return imported.commit
    }
    if (op.kind === 'restore') {
      const trash = await listTrash(store, { now })
      const entry = trash[op.pick % Math.max(1, trash.length)]
      return entry && (await restorePost(store, entry.id, { now, commit: entry.commit })).commit
    }
    const posts = (await listPosts(store)).filter((post) => post.status !== 'broken')
    const post = posts[op.pick % Math.max(1, posts.length)]
    if (!post) return undefined
    if (op.kind === 'delete') return (await deletePost(store, post.id)).commit
    if (op.kind === 'publish') {
      return (await setPostStatus(store, post.id, 'published', { now })).commit
    }
    if (op.kind === 'draft') return (await setPostStatus(store, post.id, 'draft', { now })).commit
    if (op.kind === 'undo') return (await revertChange(store, post.id, { now })).commit
    const taken = new Set(
      posts.flatMap((other) =>
        other.status === 'scheduled' && other.scheduledDate
          ? [torontoDay(new Date(other.scheduledDate))]
          : [],
      ),
    )
    const from = new Date(now.getTime() + op.weeks * 7 * 24 * 60 * 60_000)
    const [slot] = nextFreeSlots(from, 1, taken)
    return slot && (await reschedulePost(store, post.id, slot, { now })).commit
  } catch (error) {
    if (!isBlogError(error, 'invalid-input')) throw error
    return undefined
  }
}

/** Undoes the commit `commit` with the blog's own undos, as its trailers say what it did. */
async function undoCommit(store: ContentStore, commit: string): Promise<void> {
  const found = (await store.history(BLOG_DIR)).find((entry) => entry.commit === commit)
  const trailers = found && parseTrailers(found.message)
  if (!trailers) throw new Error(`commit ${commit} has no blog trailers`)
  const now = new Date()
  for (const id of trailers.posts) {
    const action = actionOn(trailers, id)
    if (action === 'imported' || action === 'restored') await deletePost(store, id)
    else if (action === 'deleted') await restorePost(store, id, { now, commit })
    else await revertChange(store, id, { now, commit })
  }
}

/**
 * The property: each step's result names the commit it made (none when it wrote nothing), and
 * every state a sequence went through is brought back by undoing, newest first.
 */
async function runSequence(
  store: ContentStore,
  sequence: Op[],
): Promise<{ operations: number; undone: number }> {
  const states = [await snapshot(store)]
  const commits: (string | undefined)[] = []
  for (const op of [{ kind: 'import', document: 0 } as const, ...sequence]) {
    const before = await headCommit(store)
    const written = await step(store, op)
    const after = await headCommit(store)
    commits.push(after === before ? undefined : after)
    expect(written).toBe(commits.at(-1))
    states.push(await snapshot(store))
  }
  for (let index = commits.length - 1; index >= 0; index--) {
    const commit = commits[index]
    if (commit !== undefined) await undoCommit(store, commit)
    expect(await snapshot(store)).toEqual(states[index])
  }
  return {
    operations: commits.length,
    undone: commits.filter((commit) => commit !== undefined).length,
  }
}

describe('undo brings back every state, byte for byte', () => {
  const counts = {
    memory: { sequences: 0, operations: 0, undone: 0 },
    local: { sequences: 0, operations: 0, undone: 0 },
    github: { sequences: 0, operations: 0, undone: 0 },
  }
  const add = (to: (typeof counts)['memory'], run: { operations: number; undone: number }) => {
    to.sequences++
    to.operations += run.operations
    to.undone += run.undone
  }

  it('on the memory store', async () => {
    await fc.assert(
      fc.asyncProperty(ops(10), async (sequence) => {
        add(counts.memory, await runSequence(new MemoryStore(), sequence))
      }),
      { numRuns: 40 },
    )
  })

  it('on a local git repository', async () => {
    await fc.assert(
      fc.asyncProperty(ops(4, 4), async (sequence) => {
        const repository = createTestRepository()
        try {
          add(counts.local, await runSequence(new LocalGitStore(repository.root), sequence))
        } finally {
          repository.remove()
        }
      }),
      { numRuns: 2 },
    )
    // A few dozen git processes: seconds alone, more while the browser tests share the cores.
  }, 60_000)

  describe('on GitHub (the stand-in)', () => {
    let standIn: GitHubStandIn
    let initial: string
    beforeAll(async () => {
      standIn = await startGitHubStandIn()
      initial = (await standIn.git(['rev-parse', 'main'])).trim()
    })
    afterAll(async () => {
      await standIn.close()
      console.log('Séquences d’annulation :', JSON.stringify(counts))
    })

    it('through its REST endpoints', async () => {
      await fc.assert(
        fc.asyncProperty(ops(3, 3), async (sequence) => {
          await standIn.git(['update-ref', 'refs/heads/main', initial])
          add(counts.github, await runSequence(storeOn(standIn), sequence))
        }),
        // One sequence: each write is several REST calls over a real repository (about 8 s in
        // all); the memory store's 40 sequences cover the class, this one GitHub's reads.
        { numRuns: 1 },
      )
      // Its time is git processes the stand-in starts, which a busy machine stretches past the
      // default 20 s: this bound is for a hang.
    }, 60_000)
  })
})
