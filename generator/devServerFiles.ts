import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))

/**
 * What `npm run dev` may serve (Vite's `server.fs`). Its default allows the whole project, so
 * `/.santra/admin-token?raw` and `/.dev.vars?raw` answered both secrets, to the local network with
 * `--host`. Now only what the app's modules import is served: the app (`site/`), the engine it
 * uses (`engine/blog/`), the copy and facts (`content/`, or the facts file a content repository keeps),
 * the packages (`node_modules/`); Vite adds its own client. Every other file of the project
 * (configuration, the server's code, `package.json`) answers 403, and so does a secret wherever it
 * sits, inside an allowed folder included.
 *
 * @param factsFile - the consultant's facts file the pages import (content/site.json or
 *   `SITE_FACTS_FILE`)
 */
export function devServerFiles(factsFile: string) {
  return {
    strict: true,
    allow: [
      ...['site', 'engine', 'content', 'node_modules'].map((folder) => path.join(root, folder)),
      factsFile,
    ],
    deny: [
      // Vite's own defaults, which a `deny` of ours replaces.
      '.env',
      '.env.*',
      '*.{crt,pem,key,p12,pfx,cer,der}',
      '.npmrc',
      '.yarnrc.yml',
      '**/.git/**',
      // The repository's link in a worktree, the local passphrase, Wrangler's local secrets.
      '.git',
      '**/.santra/**',
      '.dev.vars',
      '.dev.vars.*',
    ],
  }
}
