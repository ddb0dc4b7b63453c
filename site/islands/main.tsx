/*
 * The browser entry of pages that are complete without the app (every page but the admin's). It
 * is tiny on purpose: the page paints first, then React and the live parts load (start.tsx). A
 * script that ran before the first paint would hold it back, on a slow phone most of all.
 */
import { reloadOnceForStaleCode } from '../components/Layout/staleCode'

/** Once the browser has drawn a frame: the fallback where paint timing is not reported. */
function afterNextFrame(run: () => void) {
  requestAnimationFrame(() => {
    setTimeout(run, 0)
  })
}

/**
 * Runs once the browser has painted the pre-rendered page's content (its first contentful
 * paint): a first frame may still show no text, and the live parts must not compete with it.
 * (A tab opened in the background paints, and so starts, when it is first shown.)
 */
function afterFirstPaint(run: () => void) {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0
  if (!PerformanceObserver.supportedEntryTypes.includes('paint') || painted()) {
    afterNextFrame(run)
    return
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return
    observer.disconnect()
    setTimeout(run, 0)
  })
  observer.observe({ type: 'paint', buffered: true })
}

afterFirstPaint(() => {
  import('./start')
    .then(({ start }) => start())
    .catch((error: unknown) => {
      // The code has gone with a new deployment: the page is loaded afresh, once.
      if (!reloadOnceForStaleCode(error, window.location.pathname)) throw error
    })
})
