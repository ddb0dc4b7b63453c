/*
 * `npm run build`: vite-react-ssg's build (client, server, every page pre-rendered), with the
 * string-based page document in place of jsdom for its preload-link step (see
 * pageDocument/pageDocument.js). The options come from vite.config.ts, as with its own CLI.
 */
import { register } from 'node:module'

register('./pageDocument/hooks.js', import.meta.url)

const { build } = await import('vite-react-ssg/node')
await build()
