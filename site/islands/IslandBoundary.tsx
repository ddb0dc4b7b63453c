import { Component, type ErrorInfo, type ReactNode } from 'react'
import { LoadFailureText, ReloadButton } from '../components/Layout/LoadFailure'
import { isStaleCodeError, reloadOnceForStaleCode } from '../components/Layout/staleCode'

/** What shows in place of a live part that failed: why, and a way to try again. */
function PartFailed({ stale }: { stale: boolean }) {
  return (
    <div role="alert">
      <LoadFailureText stale={stale} />
      <ReloadButton />
    </div>
  )
}

/**
 * Keeps a failure inside its island: the rest of the page stays as it is. When the part's code
 * has gone with a new deployment (the contact form's loads at the first touch), the page is
 * loaded afresh once, as the app does (RouteError); otherwise the part says what happened.
 */
export class IslandBoundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {}

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!reloadOnceForStaleCode(error, window.location.pathname))
      console.error('A live part of the page failed.', error, info.componentStack)
  }

  override render() {
    if (this.state.error === undefined) return this.props.children
    return <PartFailed stale={isStaleCodeError(this.state.error)} />
  }
}
