import { settings } from '../../settings'

/** Suffixes a page title with the consultant's name unless it already contains it. */
export function pageTitle(title: string): string {
  return title.includes(settings.consultantName) ? title : `${title} | ${settings.consultantName}`
}
