import type { PageLink } from '../../data/pageCopy'
import { ButtonLink } from '../ui/ButtonLink'

/** Calls to action from a copy module: the first is the main one, the others are secondary. */
export function PageLinkButtons({ links }: { links: readonly PageLink[] }) {
  return links.map((link, index) => (
    <ButtonLink key={link.to} to={link.to} variant={index === 0 ? 'primary' : 'secondary'}>
      {link.label}
    </ButtonLink>
  ))
}
