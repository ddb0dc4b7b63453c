#!/usr/bin/env node
// `npm run blog` and `npx santra-blog`: the command line, run from its bundle (see cliBundle.js).
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { freshBundle } from './cliBundle.js'

const root = path.dirname(import.meta.dirname)
const { file } = await freshBundle({
  root,
  entry: 'cli/main.ts',
  cacheDir: path.join(root, 'node_modules', '.cache', 'santra-blog'),
})
await import(pathToFileURL(file).href)
