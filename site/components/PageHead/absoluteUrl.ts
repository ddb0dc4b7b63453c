import { siteFacts } from '../../facts/siteFacts'

/** The absolute address of a site path, for canonical links, hreflang and feeds. */
export function absoluteUrl(path: string): string {
  return path === '/' ? `${siteFacts.siteUrl}/` : `${siteFacts.siteUrl}${path}`
}
