/* The unit test files, as vite.config.ts gives them to vitest. */

/** The unit tests: every `*.test.ts(x)` beside its code, and the project's own rules and checks. */
export const UNIT_TESTS = [
  '{engine,site,generator,server,cli,tools}/**/*.test.{ts,tsx}',
  'tests/{checks,rules,support}/**/*.test.ts',
]

/**
 * The unit test files that change what other files would see: mocked modules (`vi.mock`), stubbed
 * globals, environment or clock, spies, a DOM (`@vitest-environment`), the working directory.
 * tests/rules/testIsolation.test.ts keeps this list complete.
 */
export const ISOLATED_TESTS = [
  'engine/blog/docx/corpus.test.ts',
  'engine/blog/inputSchemas.test.ts',
  'engine/blog/postFile.test.ts',
  'engine/blog/scheduleWords.test.ts',
  'engine/blog/store/processLock.test.ts',
  'generator/devServerFiles.test.ts',
  'generator/siteBuild.test.ts',
  'generator/writeSitemapFeedsAndMedia.test.ts',
  'server/buildInChildProcess.test.ts',
  'server/createBlogApi.test.ts',
  'server/sessionApi.test.ts',
  'site/admin/previewImages.test.ts',
  'site/components/ContactForm/LiveContactForm.test.tsx',
  'site/components/ContactForm/languageSwitchDraft.test.ts',
  'site/components/Layout/staleCode.test.ts',
  'site/components/PageHead/browserHead.test.tsx',
  'site/components/PageHead/organizationData.test.ts',
  'site/components/Toaster/Toaster.test.tsx',
  'site/components/Toaster/toastStore.test.ts',
  'site/components/ui/FormControls.test.tsx',
  'site/components/ui/Tooltip.test.tsx',
  'site/islands/islandsOf.test.ts',
  'site/islands/pageLoadLinks.test.tsx',
  'site/pages/Blog/BlogListPage.test.tsx',
  'site/pages/Blog/wordToPage.test.tsx',
]
