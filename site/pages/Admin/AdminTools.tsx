import { useCallback, useEffect, useState } from 'react'
import { Section } from '../../components/ui/Section'
import { AdminHttpError } from './AdminHttpError'
import { CalendarCard } from './CalendarCard'
import { adminPostListSchema } from './adminApiSchemas'
import { fetchAdmin } from './fetchAdmin'
import { PostList, type PostListState } from './PostList'
import { PublishCard } from './PublishCard'
import { SiteFactsCard } from './SiteFactsCard'
import { SiteFreshness } from './SiteFreshness'
import { UploadCard } from './UploadCard'

export interface AdminToolsProps {
  passphrase: string
  /** The API refused the passphrase: ask for it again. */
  onUnauthorized: () => void
}

/**
 * Every post, read again after each change: `refresh` bumps the version, which the freshness
 * note follows too. A refused passphrase is asked for again rather than shown as a failure.
 */
function usePostList(passphrase: string, onUnauthorized: () => void) {
  const [list, setList] = useState<PostListState>({ kind: 'loading' })
  const [version, setVersion] = useState(0)
  const refresh = useCallback(() => {
    setVersion((current) => current + 1)
  }, [])

  useEffect(() => {
    let current = true
    fetchAdmin('/all', passphrase, adminPostListSchema).then(
      (posts) => {
        if (current) setList({ kind: 'ready', posts })
      },
      (error: unknown) => {
        if (!current) return
        if (error instanceof AdminHttpError && error.status === 401) {
          onUnauthorized()
          return
        }
        setList({
          kind: 'failed',
          error: error instanceof Error ? error.message : String(error),
        })
      },
    )
    return () => {
      current = false
    }
  }, [passphrase, version, onUnauthorized])
  return { list, version, refresh }
}

/** The tools of the page once the passphrase is known: upload, publication, list, facts. */
export function AdminTools({ passphrase, onUnauthorized }: AdminToolsProps) {
  const { list, version, refresh } = usePostList(passphrase, onUnauthorized)
  return (
    <>
      <Section id="televersement" title="Téléverser des articles">
        <UploadCard passphrase={passphrase} onUploaded={refresh} onUnauthorized={onUnauthorized} />
      </Section>
      <Section id="publication" title="Publication manuelle" tone="sunken">
        <PublishCard
          passphrase={passphrase}
          onPublished={refresh}
          onUnauthorized={onUnauthorized}
        />
      </Section>
      <CalendarCard
        state={list}
        passphrase={passphrase}
        onChanged={refresh}
        onUnauthorized={onUnauthorized}
      />
      <Section id="articles" title="Tous les articles">
        <SiteFreshness passphrase={passphrase} version={version} />
        <PostList
          state={list}
          passphrase={passphrase}
          onChanged={refresh}
          onRetry={refresh}
          onUnauthorized={onUnauthorized}
        />
      </Section>
      <Section id="coordonnees" title="Coordonnées" tone="sunken">
        <SiteFactsCard passphrase={passphrase} onUnauthorized={onUnauthorized} />
      </Section>
    </>
  )
}
