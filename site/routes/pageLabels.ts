import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PageId } from '../../engine/index.ts'

/**
 * Each page's name in the menus, the footer and the 404 page: interface strings, written in French
 * and translated in site/locales/en/islands.po (the mobile menu, an island, shows them too). The
 * route table (engine/siteModel/pageTable.ts) holds the paths; a page that exists in one language
 * only still has both names, as the catalogs require.
 */
export const pageLabels: Readonly<Record<PageId, MessageDescriptor>> = {
  home: msg`Accueil`,
  vision: msg`Vision`,
  services: msg`Services`,
  meetings: msg`Rencontres`,
  diagnostic: msg`Diagnostic`,
  selfAssessment: msg`Auto-diagnostic préliminaire`,
  intro: msg`SANTRA en 3 minutes`,
  about: msg`À propos`,
  blog: msg`Blogue`,
  contact: msg`Contact`,
  conviction: msg`Pourquoi le milieu de travail`,
  legalNotice: msg`Mentions légales`,
  privacy: msg`Politique de confidentialité`,
  terms: msg`Conditions d’utilisation`,
  admin: msg`Administration du blogue`,
}
