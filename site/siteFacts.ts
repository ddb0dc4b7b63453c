import siteJson from '../content/site.json'
import { formatPhone, phoneE164, publicSiteUrl, type SiteFacts } from '../engine/index.ts'

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
  /** Written one way on every page, whatever its spacing in the file: « 450 555-0123 ». */
  phone: formatPhone(facts.phone),
}

/** `tel:` form of the phone number, in E.164. */
export const phoneHref = `tel:${phoneE164(facts.phone)}`
