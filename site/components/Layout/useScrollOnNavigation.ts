import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { SCROLL_DELAY_MS } from './scrollDelay'

function behavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'
}

/**
 * Every navigation, and every `#top` link, scrolls smoothly to the top after about 100 ms.
 * Another hash scrolls to its element instead.
 */
export function useScrollOnNavigation(): void {
  const { key, hash } = useLocation()
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const target = hash && hash !== '#top' ? document.getElementById(hash.slice(1)) : null
      if (target) target.scrollIntoView({ behavior: behavior() })
      else window.scrollTo({ top: 0, behavior: behavior() })
    }, SCROLL_DELAY_MS)
    return () => {
      window.clearTimeout(timer)
    }
  }, [key, hash])
}
