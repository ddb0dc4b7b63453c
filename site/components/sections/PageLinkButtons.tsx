import type { Action } from '../../copy/pageCopySchemas'
import { ButtonLink } from '../ui/ButtonLink'

/** Calls to action from a page's copy: the first is the main one, the others are secondary. */
export function PageLinkButtons({ links }: { links: readonly Action[] }) {
  return links.map((link, index) => (
    <ButtonLink key={link.to} to={link.to} variant={index === 0 ? 'primary' : 'secondary'}>
      {link.label}
    </ButtonLink>
  ))
}
