import { COMMIT_PATTERN } from '../../siteModel/siteDeployment.ts'
import { BlogError } from '../errors.ts'
import type { StoreCommit } from './ContentStore.ts'

/**
 * `commit` when it is a whole commit id, so that nothing else (a ref name, an option, a path
 * expression) ever reaches git or GitHub as one.
 *
 * @throws {BlogError} `invalid-input` otherwise
 */
export function checkedCommitId(commit: string): string {
  if (!COMMIT_PATTERN.test(commit)) {
    throw new BlogError(
      'invalid-input',
      `« ${commit.slice(0, 80)} » n’est pas un identifiant de commit.`,
      {
        english: 'This is not a commit id.',
      },
    )
  }
  return commit
}

/**
 * The commits of `git log -z --format=%H%x1f%P%x1f%ct%x1f%B`: records separated by NUL, fields
 * by U+001F (which git never writes in an id, a date or a message we made).
 */
export function parseCommitLog(log: string): StoreCommit[] {
  return log
    .split('\0')
    .map((record) => record.replace(/^\n/, ''))
    .filter((record) => record.trim() !== '')
    .map((record) => {
      const [commit = '', parents = '', seconds = '0', ...message] = record.split('\x1f')
      return {
        commit,
        parent: parents.split(' ').find(Boolean),
        time: new Date(Number(seconds) * 1000).toISOString(),
        message: message.join('\x1f').trimEnd(),
      }
    })
}
