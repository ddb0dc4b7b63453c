import { siteFacts } from '../../facts/siteFacts'
import { absoluteUrlOn } from '../../facts/publicSiteUrl'

/** The absolute address of a site path, for canonical links, hreflang and feeds. */
export function absoluteUrl(path: string): string {
  return absoluteUrlOn(siteFacts.siteUrl, path)
}
