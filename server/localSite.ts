import { execFile, spawn } from 'node:child_process'
import { randomBytes, randomInt } from 'node:crypto'
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { wordlist as frenchBip39Words } from '@scure/bip39/wordlists/french.js'
import { SITE_BUILD_PROGRAM, siteBuildEnvironment } from '../generator/siteBuildConfig.ts'
import type { PassphraseHint } from './adminAuth.ts'
import { passphraseProblem } from './passphrasePolicy.ts'
import { sessionSecretProblem } from './sessionSecretPolicy.ts'

/** Where the generated admin passphrase is kept (git-ignored), relative to the repository. */
export const PASSPHRASE_FILE = '.santra/admin-token'

/**
 * Where the consultant finds the local server's passphrase, said after « Phrase de passe
 * incorrecte. »: in the start-up window and in {@link PASSPHRASE_FILE} when the server generated
 * it, else the `ADMIN_TOKEN` the server was started with.
 */
export function localPassphraseHint(generated: boolean): PassphraseHint {
  const [folder, file] = PASSPHRASE_FILE.split('/')
  return generated
    ? {
        fr: `Elle est affichée dans la fenêtre où le site a été lancé, et enregistrée dans le fichier «\u202f${file}\u202f» du dossier caché «\u202f${folder}\u202f», dans le dossier du site.`,
        en: `It is shown in the window where the site was started, and saved in the file “${file}” of the hidden folder “${folder}”, in the site’s folder.`,
      }
    : {
        fr: 'C’est celle qui a été donnée au lancement du site, dans la variable ADMIN_TOKEN.',
        en: 'It is the one given when the site was started, in the ADMIN_TOKEN variable.',
      }
}

/**
 * The admin passphrase of the local server: `ADMIN_TOKEN` when given, else the one generated the
 * first time and kept in {@link PASSPHRASE_FILE}, so it survives restarts. A kept one that no
 * longer passes the passphrase policy (cut short, edited) is replaced.
 */
export function localPassphrase(env: Record<string, string | undefined>, file: string): string {
  if (env.ADMIN_TOKEN) return env.ADMIN_TOKEN
  try {
    const kept = readFileSync(file, 'utf8').trim()
    if (!passphraseProblem(kept)) return kept
  } catch {
    // No passphrase yet: one is generated below.
  }
  return keepGenerated(file, generatedPassphrase())
}

/**
 * Words of the French BIP39 list that would read badly in a passphrase shown to the consultant:
 * a Québec swear word, insults, poisons and violence, a stigma of mental illness.
 */
export const UNWANTED_PASSPHRASE_WORDS = new Set([
  'calvaire',
  'carnage',
  'cyanure',
  'injure',
  'insulter',
  'jouissif',
  'matraque',
  'maudire',
  'offenser',
  'psychose',
])

/**
 * The words a generated passphrase is drawn from: the French list of BIP39 (common words of 5 to
 * 8 letters, each told apart by its first four, kept by the maintained `@scure/bip39`), less the
 * words with an accent, which a phone types only through a long press, and less
 * {@link UNWANTED_PASSPHRASE_WORDS}. 1,672 words: 10.7 bits each.
 */
export const PASSPHRASE_WORDS: readonly string[] = frenchBip39Words.filter(
  (word) => /^[a-z]+$/.test(word) && !UNWANTED_PASSPHRASE_WORDS.has(word),
)

/**
 * How many words a generated passphrase has: 14 × log2(1,672) ≈ 149.9 bits, more than the 144
 * random bits (24 base64url characters) it replaces.
 */
export const PASSPHRASE_WORD_COUNT = 14

/**
 * A passphrase a person can read and type on a phone: {@link PASSPHRASE_WORD_COUNT} words drawn
 * independently and uniformly from {@link PASSPHRASE_WORDS}, lowercase, separated by spaces (the
 * largest key of a phone's keyboard). `pick(n)` draws an integer in [0, n): the system's
 * cryptographic generator, unless a test gives its own.
 */
export function generatedPassphrase(pick: (size: number) => number = randomInt): string {
  return Array.from({ length: PASSPHRASE_WORD_COUNT }, () => {
    const index = pick(PASSPHRASE_WORDS.length)
    const word = PASSPHRASE_WORDS[index]
    if (word === undefined) throw new RangeError(`No passphrase word at ${String(index)}.`)
    return word
  }).join(' ')
}

/** Where the generated session secret is kept (git-ignored), beside the passphrase. */
export const SESSION_SECRET_FILE = '.santra/session-secret'

/** Where the local server records the sessions closed, beside the session secret. */
export const REVOKED_SESSIONS_FILE = '.santra/revoked-sessions.json'

/**
 * The key that signs the local server's session tokens: `SESSION_SECRET` when given, else 256
 * random bits generated the first time and kept in {@link SESSION_SECRET_FILE}, so sessions
 * survive restarts. A kept value that no longer passes the policy (cut short, edited) is replaced,
 * which ends the sessions it signed.
 */
export function localSessionSecret(
  env: Record<string, string | undefined>,
  file: string,
  adminToken: string,
): string {
  if (env.SESSION_SECRET !== undefined) return env.SESSION_SECRET
  try {
    const kept = readFileSync(file, 'utf8').trim()
    if (!sessionSecretProblem(kept, adminToken)) return kept
  } catch {
    // No secret yet: one is generated below.
  }
  return keepGenerated(file, randomBytes(32).toString('base64url'))
}

/** Writes a generated secret to `file`, readable by its owner alone, in a folder of its own. */
function keepGenerated(file: string, secret: string): string {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  // The mode above applies to a new file only: one being replaced keeps its own otherwise.
  chmodSync(file, 0o600)
  return secret
}

/** What the admin page asks about the public pages. */
export interface SiteFreshness {
  /** `fresh`: the pages show every write; `rebuilding`: a rebuild is running or queued. */
  state: 'fresh' | 'rebuilding' | 'failed'
  /** When the pages were last rebuilt, ISO 8601. */
  builtAt: string | null
}

/**
 * Rebuilds the public pages after writes, in the background: one build at a time, and writes
 * arriving during a build ask for one more after it. `build` is the one function that builds
 * (the site's own build, incremental by itself, in a child process).
 */
export function createRebuilder(build: () => Promise<void>) {
  let running = false
  let queued = false
  let failed = false
  let builtAt: string | null = null
  async function run(): Promise<void> {
    running = true
    while (queued) {
      queued = false
      try {
        await build()
        failed = false
        builtAt = new Date().toISOString()
      } catch (error) {
        failed = true
        // The sentence alone, without the `Error:` a string of the error starts with.
        const reason = error instanceof Error ? error.message : String(error)
        console.error(`La reconstruction du site a échoué\u00a0: ${reason}`)
      }
    }
    running = false
  }
  return {
    /** Asks for a rebuild; returns at once. */
    request(): void {
      queued = true
      if (!running) void run()
    },
    freshness(): SiteFreshness {
      return {
        state: running || queued ? 'rebuilding' : failed ? 'failed' : 'fresh',
        builtAt,
      }
    },
  }
}

/** The variables that point a build at another repository's `content/` folder. */
export function contentEnvironment(contentDir: string): Record<string, string> {
  return {
    BLOG_CONTENT_DIR: join(contentDir, 'blog'),
    SITE_FACTS_FILE: join(contentDir, 'site.json'),
  }
}

/**
 * Notices commits the server did not make itself (the CLI, a `git pull`, a commit by hand) so
 * the public pages follow them too. `check` calls `onChange` when the head moved since it last
 * looked; `mark` records the head after one of the server's own writes, which already asked for
 * its rebuild, so that write is not built twice.
 */
export function watchHead(readHead: () => Promise<string | undefined>, onChange: () => void) {
  let last: string | undefined
  return {
    async mark(): Promise<void> {
      last = (await readHead()) ?? last
    },
    async check(): Promise<void> {
      const head = await readHead()
      if (head === undefined) return
      if (last !== undefined && head !== last) onChange()
      last = head
    },
  }
}

/** The commit id of HEAD in the git repository at `root`, or `undefined` when git cannot tell. */
export function gitHead(root: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile('git', ['-C', root, 'rev-parse', 'HEAD'], (error, stdout) => {
      resolve(error ? undefined : stdout.trim())
    })
  })
}

/**
 * The site's build (`npm run build`) in a child process, so the API keeps answering. The build
 * is incremental by itself when its last run went to the same folder, so only the pages a write
 * changed are drawn again. `outDir` is the folder the server serves; `contentDir`, when given,
 * the `content/` folder of the repository the server writes to (`CONTENT_ROOT`): the build then
 * reads its posts and its facts (site.json, with the photo beside it) from there, the ones a
 * « Coordonnées » save has just committed.
 */
export function buildInChildProcess(
  repositoryRoot: string,
  outDir: string,
  contentDir: string | undefined,
  environment: NodeJS.ProcessEnv,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SITE_BUILD_PROGRAM], {
      cwd: repositoryRoot,
      stdio: 'ignore',
      env: {
        // The server holds ADMIN_TOKEN and may hold GITHUB_TOKEN; the build gets neither.
        ...siteBuildEnvironment(environment),
        SITE_OUT_DIR: outDir,
        ...(contentDir ? contentEnvironment(contentDir) : {}),
      },
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code === 0) resolve()
      else reject(new Error(`la construction s’est arrêtée avec le code ${String(code)}.`))
    })
  })
}
