import { describe, expect, it } from 'vitest'
import { actionFailure } from './actionFailure'
import { AdminHttpError } from './AdminHttpError'

describe('actionFailure', () => {
  it('keeps the server’s sentence and adds the next step a conflict implies', () => {
    const error = new AdminHttpError(
      409,
      'Conflict',
      JSON.stringify({ error: 'Les articles ont changé.' }),
    )
    expect(actionFailure(error, 'Le téléversement')).toBe(
      'Les articles ont changé. Actualisez la liste, puis recommencez.',
    )
  })

  it('says the server could not be reached, in French, when the network fails', () => {
    expect(actionFailure(new TypeError('Failed to fetch'), 'La publication')).toMatch(
      /^La publication n’a pas abouti : le serveur ne répond pas\./,
    )
  })

  it('asks for the passphrase again on 401', () => {
    expect(actionFailure(new AdminHttpError(401, 'Unauthorized', ''), 'La suppression')).toMatch(
      /saisissez-la de nouveau/,
    )
  })
})
