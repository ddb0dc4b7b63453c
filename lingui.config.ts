import { defineConfig } from '@lingui/cli'

/**
 * French is the source language: UI strings are written in French in the code
 * and translated in `site/locales/en/messages.po`.
 */
export default defineConfig({
  sourceLocale: 'fr',
  locales: ['fr', 'en'],
  catalogs: [
    {
      path: '<rootDir>/site/locales/{locale}/messages',
      include: ['<rootDir>/site'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
  format: 'po',
})
