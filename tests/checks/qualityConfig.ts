import { resolve } from 'node:path'
import { z } from 'zod'

const qualityEnvSchema = z.object({
  /** The built site the checks read; by default `dist`. */
  DIST_DIR: z.string().min(1).default('dist'),
  /** The browser the audits drive; by default Debian's chromium. */
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
})

/** What the quality tools (checks over `dist/`, audits, screenshots) take from the environment. */
export interface QualityConfig {
  /** Absolute path of the built site. */
  distDir: string
  chromiumPath: string
}

/**
 * The quality tools' configuration: the one place they read their environment.
 *
 * @throws {Error} naming the variable that is malformed
 */
export function qualityConfig(env: NodeJS.ProcessEnv = process.env): QualityConfig {
  const parsed = qualityEnvSchema.safeParse(env)
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Invalid environment.')
  return { distDir: resolve(parsed.data.DIST_DIR), chromiumPath: parsed.data.CHROMIUM_PATH }
}
