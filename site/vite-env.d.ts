/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Absolute site address used in canonical links and the sitemap. */
  readonly VITE_SITE_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

/** The year the site was built (vite.config.ts `define`): the end of the copyright line. */
declare const __BUILD_YEAR__: number

declare module 'virtual:founder-photo' {
  /** The consultant's portrait, optimized at build time; undefined when content/site.json has none. */
  export const founderPhoto:
    { src: string; srcSet: string; width: number; height: number } | undefined
}
