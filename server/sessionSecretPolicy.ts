/**
 * The one rule on the key that signs the admin's session tokens (`SESSION_SECRET`), checked by the
 * Node server before it starts, by the worker before it answers an admin request, and by
 * `npm run check:launch`. The key is a secret of its own, drawn at random, never the passphrase:
 * a token signed with a value anyone could derive from the passphrase would let whoever holds one
 * test guesses offline.
 */

/** The least randomness the key may hold: what HMAC-SHA-256's key gives, out of any guesser's reach. */
export const MIN_SESSION_SECRET_BITS = 256

/** How to draw one, said in every refusal. */
const HOW_TO_DRAW = {
  fr: '« openssl rand -hex 32 » en tire un (64 caractères hexadécimaux)',
  en: '`openssl rand -hex 32` draws one (64 hexadecimal characters)',
}

/** The refusal when there is no secret at all. */
export const MISSING_SESSION_SECRET = {
  fr: `Le secret des sessions d’administration (SESSION_SECRET) est absent\u00a0: il faut ${String(MIN_SESSION_SECRET_BITS)} bits tirés au hasard\u202f; ${HOW_TO_DRAW.fr}. En ligne, enregistrez-le avec «\u202fnpx wrangler secret put SESSION_SECRET\u202f».`,
  en: `The admin session secret (SESSION_SECRET) is missing: it needs ${String(MIN_SESSION_SECRET_BITS)} random bits; ${HOW_TO_DRAW.en}. Online, save it with \`npx wrangler secret put SESSION_SECRET\`.`,
}

/**
 * How many bits of key `secret` can hold as written: 4 per character of hexadecimal (0-9, a-f),
 * 6 per character of base64 or base64url (letters, digits, `-` `_` or `+` `/`, with optional `=`
 * padding at the end); `undefined` for any other character, which these encodings never produce.
 */
export function sessionSecretBits(secret: string): number | undefined {
  const text = secret.replace(/={1,2}$/, '')
  if (/^[\dA-Fa-f]+$/.test(text)) return text.length * 4
  if (/^[\w+/-]+$/.test(text)) return text.length * 6
  return undefined
}

/**
 * Why `secret` cannot sign the admin's sessions, in French and English; `undefined` when it can.
 *
 * @param passphrase the admin passphrase, which the key must not be
 */
export function sessionSecretProblem(
  secret: string | undefined,
  passphrase?: string,
): { fr: string; en: string } | undefined {
  if (secret === undefined || secret === '') return MISSING_SESSION_SECRET
  const bits = sessionSecretBits(secret)
  if (bits === undefined) {
    return {
      fr: `Le secret des sessions d’administration (SESSION_SECRET) doit être écrit en hexadécimal ou en base64 (lettres, chiffres, - et _)\u00a0; ${HOW_TO_DRAW.fr}.`,
      en: `The admin session secret (SESSION_SECRET) must be written in hexadecimal or base64 (letters, digits, - and _); ${HOW_TO_DRAW.en}.`,
    }
  }
  if (bits < MIN_SESSION_SECRET_BITS) {
    return {
      fr: `Le secret des sessions d’administration (SESSION_SECRET) ne tient que ${String(bits)} bits\u00a0: il en faut au moins ${String(MIN_SESSION_SECRET_BITS)}, soit 64 caractères hexadécimaux ou 43 en base64\u202f; ${HOW_TO_DRAW.fr}.`,
      en: `The admin session secret (SESSION_SECRET) holds only ${String(bits)} bits: it needs at least ${String(MIN_SESSION_SECRET_BITS)}, that is 64 hexadecimal characters or 43 in base64; ${HOW_TO_DRAW.en}.`,
    }
  }
  if (secret === passphrase) {
    return {
      fr: `Le secret des sessions d’administration (SESSION_SECRET) est la phrase de passe elle-même\u00a0: il doit être un secret à part, tiré au hasard\u202f; ${HOW_TO_DRAW.fr}.`,
      en: `The admin session secret (SESSION_SECRET) is the passphrase itself: it must be a secret of its own, drawn at random; ${HOW_TO_DRAW.en}.`,
    }
  }
  return undefined
}
