// The page render worker's entry: registers the TypeScript loader in this thread (loader hooks
// of the main thread do not reach worker threads), then runs the worker itself.
import { register } from 'tsx/esm/api'

register()
await import('./pageRenderWorker.ts')
