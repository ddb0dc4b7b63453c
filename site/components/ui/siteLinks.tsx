import { type AnchorHTMLAttributes, type ComponentType, createContext, useContext } from 'react'

/** A link inside the site: `to` is a site path. */
export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string
}

/** A navigation link: its class depends on whether it is the page being shown. */
export interface SiteNavLinkProps extends Omit<SiteLinkProps, 'className'> {
  className: (state: { isActive: boolean }) => string
}

/**
 * How the shared components link to pages. The app gives them the router's links (a click
 * changes the page without loading it, see routerLinks.tsx); the islands of a page without the
 * app give them plain anchors, so those components never pull the router into the islands'
 * bundle.
 */
export interface SiteLinks {
  Link: ComponentType<SiteLinkProps>
  NavLink: ComponentType<SiteNavLinkProps>
}

/**
 * The router's rule for a navigation link with `end`: the same path, ignoring case and a
 * trailing slash.
 */
export function isCurrentPath(currentPath: string, to: string): boolean {
  const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path).toLowerCase()
  return trimmed(currentPath) === trimmed(to)
}

/** Plain anchors: every click loads the page; the current page's link says so (`aria-current`). */
export function pageLoadLinks(currentPath: string): SiteLinks {
  return {
    Link: ({ to, ...props }) => <a {...props} href={to} />,
    NavLink: ({ to, className, ...props }) => {
      const isActive = isCurrentPath(currentPath, to)
      return (
        <a
          {...props}
          href={to}
          className={className({ isActive })}
          aria-current={isActive ? 'page' : undefined}
        />
      )
    },
  }
}

/** Outside any provider (a component's own test), links are plain anchors with no current page. */
const SiteLinksContext = createContext<SiteLinks>(pageLoadLinks(''))

export const SiteLinksProvider = SiteLinksContext

export function useSiteLinks(): SiteLinks {
  return useContext(SiteLinksContext)
}
