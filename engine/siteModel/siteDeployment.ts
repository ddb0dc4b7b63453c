import { z } from '../zod.ts'

/*
 * « Live » means served (DESIGN, fourth round): the build publishes the commit it was built from
 * in a small file of the site, and the admin follows a write's commit until the site serving it
 * is built from that commit or a later one. The file's name and shape, and the admin API's answer
 * about one commit, are defined here once for the generator, the servers and the admin page.
 */

/** The file, at the root of the built site, naming the commit it was built from. */
export const SITE_VERSION_FILE = 'version.json'

/** What {@link SITE_VERSION_FILE} holds: the commit (`null` outside a git checkout) and when. */
export const siteVersionSchema = z.object({
  commit: z.nullable(z.string()),
  builtAt: z.string(),
})

/** The content of {@link SITE_VERSION_FILE}. */
export type SiteVersion = z.infer<typeof siteVersionSchema>

/**
 * Where one write stands, as `GET /api/blog/deployment?commit=` answers: `saved` (committed,
 * nothing started yet), `deploying` (the site is being built and sent), `live` (the site serves
 * this commit or a later one, since `at`), `failed` (`reason` says why and what to do, in French;
 * `url`, online, is the workflow run that failed).
 */
export const deploymentStatusSchema = z.union([
  z.object({ state: z.enum(['saved', 'deploying']) }),
  z.object({ state: z.literal('live'), at: z.string() }),
  z.object({ state: z.literal('failed'), reason: z.string(), url: z.optional(z.string()) }),
])

/** The answer of `GET /api/blog/deployment`. */
export type DeploymentStatus = z.infer<typeof deploymentStatusSchema>

/** A commit id as git writes it: 40 hexadecimal digits (SHA-1), or 64 (SHA-256). */
export const COMMIT_PATTERN = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/
