import { useCallback, useEffect, useState } from 'react'
import { Section } from '../components/ui/Section'
import { AdminHttpError } from './AdminHttpError'
import { CalendarCard } from './CalendarCard'
import { adminPostListSchema } from '../../engine/index.ts'
import { fetchAdmin } from './fetchAdmin'
import { focusIfLost, sectionTitle } from './focusIfLost'
import { PostList, type PostListState } from './PostList'
import { PublishCard } from './PublishCard'
import { SiteFactsCard } from './SiteFactsCard'
import { useServedPosts } from './servedPosts'
import { TrashCard } from './TrashCard'
import { UploadCard } from './UploadCard'
import { useWriteProgress, WriteStatus } from './WriteStatus'

export interface AdminToolsProps {
  /** The API refused the session: ask for the passphrase again. */
  onUnauthorized: () => void
}

/**
 * Every post, read again after each change: `refresh` bumps the version, which the list of
 * served posts follows too. A refused session asks for the passphrase again rather than shown as a failure.
 */
function usePostList(onUnauthorized: () => void) {
  const [list, setList] = useState<PostListState>({ kind: 'loading' })
  const [version, setVersion] = useState(0)
  const refresh = useCallback(() => {
    setVersion((current) => current + 1)
  }, [])

  useEffect(() => {
    let current = true
    fetchAdmin('/all', adminPostListSchema).then(
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
  }, [version, onUnauthorized])
  return { list, version, refresh }
}

/** The tools of the page once a session is open: upload, publication, list, facts. */
export function AdminTools({ onUnauthorized }: AdminToolsProps) {
  const { list, version, refresh } = usePostList(onUnauthorized)
  // Read again after each change, and once a write is live: a post's links need its pages served.
  const [liveWrites, setLiveWrites] = useState(0)
  const served = useServedPosts(version + liveWrites)
  const onLive = useCallback(() => {
    setLiveWrites((current) => current + 1)
  }, [])
  const progress = useWriteProgress(onLive)
  // The passphrase form is gone, and the focus with it: the first tool's heading takes it, so a
  // screen reader says where she is and the next Tab reaches « Choisir un fichier ».
  useEffect(() => {
    // Without scrolling: a reload with the session still open keeps the page at its top.
    focusIfLost(sectionTitle('televersement'), { preventScroll: true })
  }, [])
  return (
    <>
      <Section id="televersement" title="Téléverser des articles" focusTarget>
        <UploadCard onUploaded={refresh} onUnauthorized={onUnauthorized} />
      </Section>
      <Section id="publication" title="Publication manuelle" tone="sunken">
        <PublishCard onPublished={refresh} onUnauthorized={onUnauthorized} />
      </Section>
      <CalendarCard state={list} onChanged={refresh} onUnauthorized={onUnauthorized} />
      <Section id="articles" title="Tous les articles" focusTarget>
        <WriteStatus progress={progress} />
        <PostList
          state={list}
          served={served}
          onChanged={refresh}
          onRetry={refresh}
          onUnauthorized={onUnauthorized}
        />
      </Section>
      <Section id="corbeille" title="Corbeille" focusTarget>
        <TrashCard version={version} onRestored={refresh} onUnauthorized={onUnauthorized} />
      </Section>
      <Section id="coordonnees" title="Coordonnées" tone="sunken">
        <SiteFactsCard progress={progress} onUnauthorized={onUnauthorized} />
      </Section>
    </>
  )
}
