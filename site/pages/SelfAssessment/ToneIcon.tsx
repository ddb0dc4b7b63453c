import type { Tone } from './scoring'

/**
 * A level's mark: a check in a circle, a triangle or an octagon, so the level reads by shape as
 * well as by colour. Decorative: the level's name is always written beside it.
 */
export function ToneIcon({ tone, className }: { tone: Tone; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {tone === 'good' && (
        <>
          <circle cx="12" cy="12" r="10" />
          <path d="m7.5 12.5 3 3 6-6.5" />
        </>
      )}
      {tone === 'caution' && (
        <>
          <path d="M10.3 3.9 2.2 18a2 2 0 0 0 1.7 3h16.2a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
          <path d="M12 9v4.5M12 17.2h.01" />
        </>
      )}
      {tone === 'alert' && (
        <>
          <path d="M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9Z" />
          <path d="m9 9 6 6M15 9l-6 6" />
        </>
      )}
    </svg>
  )
}
