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
