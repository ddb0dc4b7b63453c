/** The language of the API's error sentences. */
export type ApiLanguage = 'fr' | 'en'

/**
 * The language a caller prefers, from its `Accept-Language` header: English when English ranks
 * above French, French otherwise (the site's first language and the admin page's).
 */
export function requestLanguage(acceptLanguage: string | undefined): ApiLanguage {
  if (!acceptLanguage) return 'fr'
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';')
      const quality = parameters
        .map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1])
        .find((value) => value !== undefined)
      return {
        language: tag.trim().toLowerCase().split('-')[0] ?? '',
        quality: Number(quality ?? 1),
        index,
      }
    })
    .filter((entry) => (entry.language === 'fr' || entry.language === 'en') && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  return ranked[0]?.language === 'en' ? 'en' : 'fr'
}
