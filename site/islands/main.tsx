/*
 * The browser entry of pages that are complete without the app (every page but the admin's). It
 * is tiny on purpose: the page paints first, then React and the live parts load (start.tsx). A
 * script that ran before the first paint would hold it back, on a slow phone most of all.
 */
import { reloadOnceForStaleCode } from '../components/Layout/staleCode'

/**
 * Runs once the browser has painted the pre-rendered page. (A tab opened in the background
 * paints, and so starts, when it is first shown.)
 */
function afterFirstPaint(run: () => void) {
  requestAnimationFrame(() => {
    setTimeout(run, 0)
  })
}

afterFirstPaint(() => {
  import('./start')
    .then(({ start }) => start())
    .catch((error: unknown) => {
      // The code has gone with a new deployment: the page is loaded afresh, once.
      if (!reloadOnceForStaleCode(error, window.location.pathname)) throw error
    })
})
