import { Fragment, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { LINK_PATTERN } from '../../copy/copyText'

/**
 * A text of a page's copy whose schema allows links, written `[text](address)`, with its links
 * made real: pages of the site go through the router, other addresses (mailto:, https:) are
 * plain links. Everything else shows as written: the text is never read as HTML.
 */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(LINK_PATTERN)) {
    const [whole, label = '', href = ''] = match
    parts.push(text.slice(last, match.index))
    parts.push(
      href.startsWith('/') ? (
        <Link key={match.index} to={href}>
          {label}
        </Link>
      ) : (
        <a key={match.index} href={href} rel={href.startsWith('http') ? 'noopener' : undefined}>
          {label}
        </a>
      ),
    )
    last = match.index + whole.length
  }
  parts.push(text.slice(last))
  return parts.map((part, index) => <Fragment key={index}>{part}</Fragment>)
}
