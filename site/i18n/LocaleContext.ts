import { createContext, useContext } from 'react'
import type { Locale, PageId } from '../../engine/index.ts'

export interface PageContextValue {
  locale: Locale
  /** The page of the route table being shown; undefined on the 404 screen and blog posts. */
  page?: PageId
}

export const PageContext = createContext<PageContextValue>({ locale: 'fr' })

/** The language of the page being shown. */
export function useLocale(): Locale {
  return useContext(PageContext).locale
}
