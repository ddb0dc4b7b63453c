import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import * as styles from './PostBody.css'
import { postBodyStore } from './postBodyStore'
import { visuallyHidden } from '../../components/sections/visuallyHidden.css'

type BodyState = { status: 'ready'; html: string } | { status: 'loading' } | { status: 'failed' }

/** The attribute that marks an article body in the page, its value the article's path. */
const BODY_ATTRIBUTE = 'data-post-body'

function bodyElement(root: ParentNode, path: string): Element | undefined {
  return [...root.querySelectorAll(`[${BODY_ATTRIBUTE}]`)].find(
    (element) => element.getAttribute(BODY_ATTRIBUTE) === path,
  )
}

/**
 * Where the body comes from: the build's renderer while pre-rendering; the page itself when the
 * browser hydrates it; otherwise (a link followed inside the site) it must be fetched.
 */
function initialState(path: string): BodyState {
  if (import.meta.env.SSR) {
    const html = postBodyStore.get(path)
    return html === undefined ? { status: 'failed' } : { status: 'ready', html }
  }
  const element = bodyElement(document, path)
  return element ? { status: 'ready', html: element.innerHTML } : { status: 'loading' }
}

/** Reads the body out of the article's pre-rendered page: no second copy of it is published. */
async function fetchBody(path: string): Promise<string> {
  const response = await fetch(path, { headers: { Accept: 'text/html' } })
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`)
  const page = new DOMParser().parseFromString(await response.text(), 'text/html')
  const element = bodyElement(page, path)
  if (!element) throw new Error(`No article body in ${path}`)
  return element.innerHTML
}

/**
 * The article's sanitized HTML. It is in the pre-rendered page and nowhere in the route data, so
 * a visitor downloads it once; client-side navigation fetches the page and takes it from there.
 */
export function PostBody({ path }: { path: string }) {
  const { t } = useLingui()
  const [state, setState] = useState(() => initialState(path))

  useEffect(() => {
    if (state.status !== 'loading') return
    let current = true
    fetchBody(path).then(
      (html) => {
        if (current) setState({ status: 'ready', html })
      },
      () => {
        if (current) setState({ status: 'failed' })
      },
    )
    return () => {
      current = false
    }
  }, [path, state.status])

  if (state.status === 'ready') {
    return (
      <div
        className={styles.prose}
        {...{ [BODY_ATTRIBUTE]: path }}
        dangerouslySetInnerHTML={{ __html: state.html }}
      />
    )
  }
  if (state.status === 'loading') {
    return (
      <div className={`${styles.prose} ${styles.skeleton}`} aria-busy="true">
        <span className={visuallyHidden} role="status">
          {t`Chargement de l’article…`}
        </span>
        {Array.from({ length: 9 }, (_, index) => (
          <span key={index} className={styles.skeletonLine} aria-hidden="true" />
        ))}
      </div>
    )
  }
  return (
    <div className={`${styles.prose} ${styles.failure}`} role="alert">
      <p>{t`Le texte de l’article n’a pas pu être chargé.`}</p>
      {/* A full page load: the server answers with the pre-rendered article. */}
      <a href={path}>{t`Afficher l’article`}</a>
    </div>
  )
}
