import { defineConfig } from '@lingui/cli'

/** The folders whose strings load with their own part of the page, not with every page. */
const contactForm = ['<rootDir>/site/components/ContactForm', '<rootDir>/site/mail']
const selfAssessment = ['<rootDir>/site/pages/SelfAssessment']
const tests = '**/*.test.*'

/**
 * French is the source language: interface strings are written in French in the code and
 * translated in `site/locales/en/`. Page copy is not here but in content/pages/. Each catalog
 * loads where its strings show: `messages` with every page (header, footer, cards, blog), the
 * contact form's and the self-assessment's with their parts only, so a page ships no string it
 * never shows.
 */
export default defineConfig({
  sourceLocale: 'fr',
  locales: ['fr', 'en'],
  catalogs: [
    {
      path: '<rootDir>/site/locales/{locale}/messages',
      include: ['<rootDir>/site'],
      exclude: [
        '**/node_modules/**',
        tests,
        ...[...contactForm, ...selfAssessment].map((folder) => `${folder}/**`),
      ],
    },
    {
      path: '<rootDir>/site/locales/{locale}/contactForm',
      include: contactForm,
      exclude: [tests],
    },
    {
      path: '<rootDir>/site/locales/{locale}/selfAssessment',
      include: selfAssessment,
      exclude: [tests],
    },
  ],
  format: 'po',
})
