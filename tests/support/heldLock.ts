/*
 * A live writer, for the lock's tests: `tsx heldLock.ts <file>` takes the lock at `file`, prints
 * « held » and keeps it until the process is ended.
 */
import { withProcessLock } from '../../engine/blog/store/processLock.ts'

const [file = ''] = process.argv.slice(2)
await withProcessLock(file, async () => {
  process.stdout.write('held\n')
  // Until the process is ended: a pending timer keeps it running, a bare promise would not.
  await new Promise((resolve) => setTimeout(resolve, 2 ** 31 - 1))
})
