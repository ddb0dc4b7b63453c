import { siteFacts } from '../../siteFacts'
import { absoluteUrlOn } from '../../../engine/index.ts'

/** The absolute address of a site path, for canonical links, hreflang and feeds. */
export function absoluteUrl(path: string): string {
  return absoluteUrlOn(siteFacts.siteUrl, path)
}
