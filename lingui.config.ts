import { defineConfig } from '@lingui/cli'

/*
 * French is the source language: interface strings are written in French in the code and
 * translated in `site/locales/en/`; page copy is not here but in content/pages/. Each catalog
 * loads where its strings show, so a page ships no string it never shows: `islands` with every
 * page without the app (the live parts every page may hold: the header's controls, the
 * notifications, the share button, a part's failure), the contact form's and the
 * self-assessment's with their parts only, and `messages` (the rest: what only the pre-render
 * and the app draw) never in a page's scripts but the app's. site/i18n/islandStrings.test.ts
 * checks that the islands find every string they show in the catalogs they load.
 */

/** The files of the live parts every page may hold, apart from the two below. */
export const islandFiles = [
  '<rootDir>/site/components/Header/LanguageSwitch.tsx',
  '<rootDir>/site/components/Header/MobileNav.tsx',
  '<rootDir>/site/components/Header/MobileDrawer.tsx',
  '<rootDir>/site/components/Toaster/Toaster.tsx',
  '<rootDir>/site/components/Layout/LoadFailure.tsx',
  '<rootDir>/site/pages/Blog/ShareButton.tsx',
  // The pages' names, which the mobile menu shows.
  '<rootDir>/site/routes/pageLabels.ts',
]

/** The folders of the parts that load their strings with their code. */
export const partFolders = {
  contactForm: ['<rootDir>/site/components/ContactForm', '<rootDir>/site/mail'],
  selfAssessment: ['<rootDir>/site/pages/SelfAssessment'],
}

const tests = '**/*.test.*'

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
        ...islandFiles,
        ...Object.values(partFolders).flatMap((folders) => folders.map((folder) => `${folder}/**`)),
      ],
    },
    { path: '<rootDir>/site/locales/{locale}/islands', include: islandFiles, exclude: [tests] },
    ...Object.entries(partFolders).map(([part, folders]) => ({
      path: `<rootDir>/site/locales/{locale}/${part}`,
      include: folders,
      exclude: [tests],
    })),
  ],
  format: 'po',
})
