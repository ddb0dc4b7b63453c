#!/usr/bin/env node
// The CLI is TypeScript run by tsx; this launcher lets `npx santra-blog` start it from anywhere.
import { register } from 'tsx/esm/api'

register()
await import('./main.ts')
