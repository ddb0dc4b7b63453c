import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AnswerInterrupted, type CliIo } from './cliIo.ts'
import { CancelledByUser, confirmOrRefuse } from './confirm.ts'

const YES = /^\s*(o|oui|y|yes)\s*$/i

function answering(answer: () => Promise<string>): CliIo {
  return { stdout: () => undefined, stderr: () => undefined, cwd: '/tmp', ask: answer }
}

describe('confirmOrRefuse', () => {
  it('goes on for a yes and cancels calmly, exit code 0, for any other answer', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.constantFrom('o', ' Oui ', 'y', 'YES', 'n', 'non', '', 'oui!')),
        async (answer) => {
          const confirmed = confirmOrRefuse(
            'Supprimer ?',
            {},
            answering(() => Promise.resolve(answer)),
          )
          if (YES.test(answer)) {
            await expect(confirmed).resolves.toBeUndefined()
            return
          }
          const cancel = await confirmed.then(
            () => undefined,
            (error: unknown) => error,
          )
          expect(cancel).toBeInstanceOf(CancelledByUser)
          expect(cancel).toMatchObject({ message: 'Rien n’a été changé.', exitCode: 0 })
        },
      ),
      { numRuns: 200 },
    )
  })

  it('cancels with exit code 130 on Ctrl-C, and refuses without a terminal unless --yes', async () => {
    await expect(
      confirmOrRefuse(
        'Supprimer ?',
        {},
        answering(() => Promise.reject(new AnswerInterrupted())),
      ),
    ).rejects.toMatchObject({ interrupted: true, exitCode: 130 })
    const noTerminal = { stdout: () => undefined, stderr: () => undefined, cwd: '/tmp' }
    await expect(confirmOrRefuse('Supprimer ?', {}, noTerminal)).rejects.toMatchObject({
      code: 'invalid-input',
    })
    await expect(confirmOrRefuse('Supprimer ?', { yes: true }, noTerminal)).resolves.toBeUndefined()
  })
})
