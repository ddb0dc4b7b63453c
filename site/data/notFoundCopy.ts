import type { Locale, PageId } from '../routes/pageTable'

/** The 404 screen in one language: what happened, then where to go. */
export interface NotFoundCopy {
  title: string
  description: string
  eyebrow: string
  heading: string
  lead: string
  /** The pages offered instead, in this order; the first is the main button. */
  pages: readonly PageId[]
}

const pages: readonly PageId[] = ['home', 'services', 'blog', 'contact']

export const notFoundCopy: Record<Locale, NotFoundCopy> = {
  fr: {
    title: 'Page introuvable',
    description: 'Cette adresse ne correspond à aucune page du site SANTRA.',
    eyebrow: 'Erreur 404',
    heading: 'Cette page est introuvable',
    lead: 'L’adresse demandée ne correspond à aucune page du site. Le lien est peut-être ancien, ou l’adresse contient une faute de frappe. Vous trouverez sans doute ce que vous cherchez ici :',
    pages,
  },
  en: {
    title: 'Page not found',
    description: 'This address does not match any page of the SANTRA website.',
    eyebrow: 'Error 404',
    heading: 'We can’t find this page',
    lead: 'The address you asked for does not match any page of this site. The link may be outdated, or the address may contain a typo. You will likely find what you are looking for here:',
    pages,
  },
}
