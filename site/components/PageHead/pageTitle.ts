import { siteFacts } from '../../siteFacts'

/** Suffixes a page title with the consultant's name unless it already contains it. */
export function pageTitle(title: string): string {
  return title.includes(siteFacts.businessName) ? title : `${title} | ${siteFacts.businessName}`
}
