import { Link, NavLink } from 'react-router-dom'
import type { SiteLinks } from '../components/ui/siteLinks'

/**
 * The router's links for the app: a click shows the next page without loading it. `end`: a
 * navigation link is current on its own path only, never on the pages below it.
 */
export const routerLinks: SiteLinks = {
  Link: ({ to, ...props }) => <Link {...props} to={to} />,
  NavLink: ({ to, ...props }) => <NavLink {...props} to={to} end />,
}
