import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-worker/',
      'screenshots/',
      '.wrangler/',
      'node_modules/',
      '.vite-react-ssg-temp/',
      'test-results/',
      'playwright-report/',
      'site/locales/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Template literals with numbers (counts, years) are the normal way to build copy here.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // French typography puts no-break spaces before ; : ! ? and inside « » in the copy; they
      // are still flagged anywhere else in the code.
      'no-irregular-whitespace': [
        'error',
        { skipStrings: true, skipTemplates: true, skipJSXText: true, skipRegExps: true },
      ],
    },
  },
  {
    files: ['site/**/*.{ts,tsx}'],
    ignores: ['site/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message:
                'Import z from site/zod.ts: the small build of zod, kept from probing eval under the CSP.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  prettier,
)
