/*
 * A commit killed at one step, for the store's tests: `tsx killedCommit.ts <root> <step>` starts
 * a commit that adds, replaces and deletes a file, and the process kills itself (SIGKILL, so no
 * clean-up of any kind runs) just before the named step.
 */
import { LocalGitStore, type LocalCommitStep } from '../../engine/blog/store/LocalGitStore.ts'

const [root = '', killAt = ''] = process.argv.slice(2)
const store = new LocalGitStore(root, {
  beforeStep: (step: LocalCommitStep) => {
    if (step === killAt) process.kill(process.pid, 'SIGKILL')
  },
})
await store.commit(
  [
    { path: 'content/blog/a/fr.md', content: 'nouveau' },
    { path: 'content/blog/b/fr.md', content: 'ajout' },
    { path: 'content/blog/c/fr.md', delete: true },
  ],
  'Commit interrompu',
)
