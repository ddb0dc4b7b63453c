import siteJson from '../../content/site.json'
import { publicSiteUrl } from './publicSiteUrl'
import type { SiteFacts } from './siteFactsSchema'

/*
 * The consultant's facts for the pages, from content/site.json. The build validates the file with
 * its schema before any page is rendered (vite.config.ts), so the pages take it as typed and
 * ship no validation code.
 */
const facts = siteJson as SiteFacts

export const siteFacts: SiteFacts = {
  ...facts,
  /** VITE_SITE_URL, when set at build time, wins over the file (previews, tests). */
  siteUrl: publicSiteUrl(facts.siteUrl, import.meta.env.VITE_SITE_URL),
}

/** `tel:` form of the phone number: digits only, with the North American country code. */
export const phoneHref = `tel:+${siteFacts.phone.replace(/\D/g, '').replace(/^(?=\d{10}$)/, '1')}`
