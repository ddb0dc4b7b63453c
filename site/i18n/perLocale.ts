import type { Locale } from '../routes/pageTable'

/**
 * A page's copy, provided one language at a time by that language's route module (for example
 * VisionFr and VisionEn), so a page loads its own language's copy and not both. Both routes show
 * the same component, so the language switch keeps the page as it is.
 */
export function perLocale<Copy>(page: string) {
  const byLocale: Partial<Record<Locale, Copy>> = {}
  return {
    provide(locale: Locale, copy: Copy): void {
      byLocale[locale] = copy
    },
    of(locale: Locale): Copy {
      const copy = byLocale[locale]
      if (!copy) throw new Error(`The ${page} page in "${locale}" was not loaded with its route.`)
      return copy
    },
  }
}
