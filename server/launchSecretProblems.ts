import type { LaunchProblem } from '../engine/index.ts'
import { MIN_PASSPHRASE_LENGTH, passphraseProblem } from './passphrasePolicy.ts'
import { MIN_SESSION_SECRET_BITS, sessionSecretProblem } from './sessionSecretPolicy.ts'

/**
 * The admin's two secrets as `npm run check:launch` sees them in its environment. They live at
 * Cloudflare, out of its reach, so it checks them when they are given to it: the person about to
 * save them (`npx wrangler secret put`) or to deploy gives both. Given one, the other is required,
 * as the site needs both; given neither, each is a warning. Online, the worker answers 503 with
 * the same sentences while one is missing or too weak.
 */
export function launchSecretProblems(env: {
  ADMIN_TOKEN?: string | undefined
  SESSION_SECRET?: string | undefined
}): LaunchProblem[] {
  const { ADMIN_TOKEN: adminToken, SESSION_SECRET: sessionSecret } = env
  if (adminToken === undefined && sessionSecret === undefined) {
    return [
      {
        level: 'warning',
        field: 'ADMIN_TOKEN',
        message: `absente de l’environnement, elle n’est pas vérifiée ici\u202f; le site refuse une phrase de passe de moins de ${String(MIN_PASSPHRASE_LENGTH)} caractères.`,
      },
      {
        level: 'warning',
        field: 'SESSION_SECRET',
        message: `absent de l’environnement, il n’est pas vérifié ici\u202f; le site refuse un secret des sessions de moins de ${String(MIN_SESSION_SECRET_BITS)} bits.`,
      },
    ]
  }
  const weakPassphrase = passphraseProblem(adminToken)
  const weakSecret = sessionSecretProblem(sessionSecret, adminToken)
  return [
    ...(weakPassphrase
      ? [{ level: 'error' as const, field: 'ADMIN_TOKEN', message: weakPassphrase.fr }]
      : []),
    ...(weakSecret
      ? [{ level: 'error' as const, field: 'SESSION_SECRET', message: weakSecret.fr }]
      : []),
  ]
}
