/**
 * The one rule on the admin passphrase (`ADMIN_TOKEN`), checked by the Node server before it
 * starts, by the worker before it answers an admin request, and by `npm run check:launch`.
 */

/**
 * The shortest passphrase accepted. The failed-attempt limit grants a guesser about a hundred
 * tries a day per address; 16 characters keep even a passphrase of words far beyond any number
 * of addresses, where one character could be found in a minute.
 */
export const MIN_PASSPHRASE_LENGTH = 16

/** Why `passphrase` cannot guard the admin, in French and English; `undefined` when it can. */
export function passphraseProblem(
  passphrase: string | undefined,
): { fr: string; en: string } | undefined {
  // Code points, not UTF-16 units: an emoji counts once.
  const length = Array.from(passphrase ?? '').length
  if (length >= MIN_PASSPHRASE_LENGTH) return undefined
  return {
    fr: `La phrase de passe d’administration (ADMIN_TOKEN) compte ${String(length)} caractère${length > 1 ? 's' : ''} : il en faut au moins ${String(MIN_PASSPHRASE_LENGTH)} pour que personne ne puisse la deviner. Choisissez-en une plus longue.`,
    en: `The admin passphrase (ADMIN_TOKEN) has ${String(length)} character${length === 1 ? '' : 's'}: it needs at least ${String(MIN_PASSPHRASE_LENGTH)} so that nobody can guess it. Choose a longer one.`,
  }
}
