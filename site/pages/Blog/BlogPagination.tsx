import { useLingui } from '@lingui/react/macro'
import { ButtonLink } from '../../components/ui/ButtonLink'
import * as styles from './BlogPagination.css'

export interface BlogPaginationProps {
  /** The first page's path, e.g. `/blog`; the next ones are `/blog/page/2`... */
  basePath: string
  page: number
  pageCount: number
}

function blogListPagePath(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}/page/${page}`
}

/** Links to newer and older articles when the list spans several pages. */
export function BlogPagination({ basePath, page, pageCount }: BlogPaginationProps) {
  const { t } = useLingui()
  if (pageCount <= 1) return null
  return (
    <nav className={styles.nav} aria-label={t`Pages du blogue`}>
      {page > 1 ? (
        <ButtonLink to={blogListPagePath(basePath, page - 1)} variant="secondary" rel="prev">
          ← {t`Articles plus récents`}
        </ButtonLink>
      ) : (
        <span className={styles.spacer} />
      )}
      <p className={styles.status}>{t`Page ${page} sur ${pageCount}`}</p>
      {page < pageCount ? (
        <ButtonLink to={blogListPagePath(basePath, page + 1)} variant="secondary" rel="next">
          {t`Articles plus anciens`} →
        </ButtonLink>
      ) : (
        <span className={styles.spacer} />
      )}
    </nav>
  )
}
