import { ButtonLink } from '../../components/ui/ButtonLink'
import type { BlogCopy } from './blogCopy'
import * as styles from './BlogPagination.css'

export interface BlogPaginationProps {
  /** The first page's path, e.g. `/blog`; the next ones are `/blog/page/2`... */
  basePath: string
  page: number
  pageCount: number
  copy: BlogCopy
}

function blogListPagePath(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}/page/${page}`
}

/** Links to newer and older articles when the list spans several pages. */
export function BlogPagination({ basePath, page, pageCount, copy }: BlogPaginationProps) {
  if (pageCount <= 1) return null
  return (
    <nav className={styles.nav} aria-label={copy.paginationLabel}>
      {page > 1 ? (
        <ButtonLink to={blogListPagePath(basePath, page - 1)} variant="secondary" rel="prev">
          ← {copy.newer}
        </ButtonLink>
      ) : (
        <span className={styles.spacer} />
      )}
      <p className={styles.status}>{copy.pageOf(page, pageCount)}</p>
      {page < pageCount ? (
        <ButtonLink to={blogListPagePath(basePath, page + 1)} variant="secondary" rel="next">
          {copy.older} →
        </ButtonLink>
      ) : (
        <span className={styles.spacer} />
      )}
    </nav>
  )
}
