/*
 * What the islands' bundle gets for `react-router-dom` (an alias in generator/codeBuild.ts):
 * the two links the shared components use, as plain anchors, and the page as the one match. A page
 * without the app has no router, so a click loads the next page. Only these are exported: a
 * component of an island that needs more of the router fails the build instead of pulling the
 * router in.
 */
import type { AnchorHTMLAttributes, ReactNode } from 'react'

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path; the router's other forms of `to` never reach an island. */
  to: string
  children?: ReactNode
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Current on its own path only, not on the pages below it. */
  end?: boolean
  className?: string | ((state: { isActive: boolean }) => string | undefined)
}

/**
 * The router's rule for the current page's link: the same path, ignoring case and a trailing
 * slash, or (without `end`) a page below it.
 */
export function isCurrentPath(currentPath: string, to: string, end: boolean): boolean {
  const bare = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path).toLowerCase()
  const current = bare(currentPath)
  const target = bare(to)
  if (current === target) return true
  return !end && target !== '/' && current.startsWith(`${target}/`)
}

export function Link({ to, ...props }: LinkProps) {
  return <a {...props} href={to} />
}

/** A navigation link: the current page's says so (`aria-current`) and gets its active class. */
export function NavLink({ to, end = false, className, ...props }: NavLinkProps) {
  const isActive = isCurrentPath(window.location.pathname, to, end)
  return (
    <a
      {...props}
      href={to}
      className={typeof className === 'function' ? className({ isActive }) : className}
      aria-current={isActive ? 'page' : undefined}
    />
  )
}

let pageData: unknown = null

/**
 * The page's route data, as much of it as its islands read: the language switch's target
 * (`alternatePath`), which the island entry takes from the pre-rendered link.
 */
export function providePageData(data: { alternatePath: string }): void {
  pageData = data
}

/** One match, the page, with the data given above: there is no router to match routes. */
export function useMatches(): { data: unknown }[] {
  return [{ data: pageData }]
}
