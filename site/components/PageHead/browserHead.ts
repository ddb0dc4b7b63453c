/*
 * The head manager of the browser build: vite.config.ts puts it in place of react-helmet-async in
 * the client bundle only (vite-react-ssg's `Head` and its client entry import that package). The
 * build still renders every page's head with react-helmet-async on the server; in the browser, a
 * page's tags only need to follow client-side navigation, which this does in a few hundred bytes
 * instead of helmet's 6 KB (gzip).
 */
import { Children, isValidElement, type ReactElement, type ReactNode, useEffect } from 'react'

/** React prop names whose HTML attribute is spelled otherwise. */
const attributeNames: Record<string, string> = {
  hrefLang: 'hreflang',
  httpEquiv: 'http-equiv',
  charSet: 'charset',
  className: 'class',
}

/** The tags the server rendered: adopted when equal, removed once the browser's are in place. */
let serverTags: Element[] | undefined

/** Helmet's provider holds nothing in the browser. */
export function HelmetProvider({ children }: { children?: ReactNode }) {
  return children
}

function textOf(children: unknown): string {
  if (typeof children === 'string' || typeof children === 'number') return String(children)
  return Array.isArray(children) ? children.map(textOf).join('') : ''
}

/** The DOM element for one head child (`<meta>`, `<link>`, `<script>`). */
export function headElement(child: ReactElement<Record<string, unknown>>): HTMLElement {
  const element = document.createElement(child.type as string)
  for (const [name, value] of Object.entries(child.props)) {
    if (typeof value !== 'string' && typeof value !== 'number' && value !== true) continue
    if (name !== 'children') element.setAttribute(attributeNames[name] ?? name, String(value))
  }
  element.setAttribute('data-rh', 'true')
  if (child.props.children != null) element.textContent = textOf(child.props.children)
  return element
}

/** Adds a page's head tags (taking over identical server ones); returns their removal. */
export function applyHead(children: ReactNode): () => void {
  // The title stays: pages rewrite its text.
  serverTags ??= [...document.head.querySelectorAll('[data-rh]:not(title)')]
  const added: Element[] = []
  for (const child of Children.toArray(children)) {
    if (!isValidElement<Record<string, unknown>>(child) || typeof child.type !== 'string') continue
    if (child.type === 'title') {
      document.title = textOf(child.props.children)
    } else if (child.type === 'html') {
      if (typeof child.props.lang === 'string') document.documentElement.lang = child.props.lang
    } else {
      const fresh = headElement(child)
      const index = serverTags.findIndex((tag) => tag.isEqualNode(fresh))
      const [served] = index >= 0 ? serverTags.splice(index, 1) : []
      if (!served) document.head.append(fresh)
      added.push(served ?? fresh)
    }
  }
  return () => {
    for (const tag of added) tag.remove()
    // What the server wrote and no page of the browser claimed describes a page left behind.
    for (const tag of serverTags ?? []) tag.remove()
    serverTags = []
  }
}

/** `<Head>`: the tags follow the component; titles and `lang` stay until a page sets its own. */
export function Helmet({ children }: { children?: ReactNode }) {
  useEffect(() => applyHead(children), [children])
  return null
}
