import { useEffect, useState } from 'react'
import { z } from '../../engine/index.ts'
import { fetchAdmin } from './fetchAdmin'

/** The posts of the public list: only their ids matter here. */
const servedListSchema = z.array(z.object({ id: z.string() }))

/** The posts the public site serves, and when that was asked. */
export interface ServedPosts {
  ids: ReadonlySet<string>
  /** When the list was read, in milliseconds since 1970: a slot after it cannot be served yet. */
  at: number
}

/**
 * The ids of the posts whose pages the public site serves: the public list (`GET /api/blog`)
 * answers from the build that is served, so a post is in it once its pages exist. Read again at
 * each `version` (a write, a refresh, a write gone live). `undefined` while unknown.
 */
export function useServedPosts(version: number): ServedPosts | undefined {
  const [served, setServed] = useState<ServedPosts>()
  useEffect(() => {
    let current = true
    fetchAdmin('', servedListSchema).then(
      (posts) => {
        if (current) setServed({ ids: new Set(posts.map((post) => post.id)), at: Date.now() })
      },
      // No build yet (503) or no answer: no page is known to be served.
      () => {
        if (current) setServed({ ids: new Set(), at: Date.now() })
      },
    )
    return () => {
      current = false
    }
  }, [version])
  return served
}
