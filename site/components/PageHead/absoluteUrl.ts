import { settings } from '../../settings'

/** The absolute address of a site path, for canonical links, hreflang and feeds. */
export function absoluteUrl(path: string): string {
  return path === '/' ? `${settings.siteUrl}/` : `${settings.siteUrl}${path}`
}
