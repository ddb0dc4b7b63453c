import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import reactHooks from 'eslint-plugin-react-hooks'
import regexp from 'eslint-plugin-regexp'
import tseslint from 'typescript-eslint'

/*
 * The layers, lowest first: blog/ (the engine) → site/ (the React app and its build-time code)
 * → api/ and cli/ (shells) → scripts/ (build, quality, benchmarks) → e2e/. A layer imports only
 * from the layers below it; the rule below fails `npm run lint` on an import that points up.
 */
/** @type {Record<string, string[]>} */
const layersAbove = {
  blog: ['site', 'api', 'cli', 'scripts', 'e2e', 'dist-checks'],
  site: ['api', 'cli', 'scripts', 'e2e', 'dist-checks'],
  api: ['cli', 'scripts', 'e2e', 'dist-checks'],
  cli: ['site', 'api', 'scripts', 'e2e', 'dist-checks'],
  scripts: ['e2e', 'dist-checks'],
}

/**
 * `no-restricted-imports` options that refuse the layers above `layer`, plus `paths`.
 *
 * @param {string} layer
 * @param {{ name: string; message: string }[]} paths
 * @returns {import('eslint').Linter.RuleEntry}
 */
function layerImports(layer, paths = []) {
  return [
    'error',
    {
      paths,
      patterns: [
        {
          regex: `^(\\.\\./)+(${(layersAbove[layer] ?? []).join('|')})/`,
          message: `${layer}/ may not import a layer above it (see the layers in README.md).`,
        },
      ],
    },
  ]
}

/** The zod build the site ships (see site/zod.ts). */
const siteZod = {
  name: 'zod',
  message:
    'Import z from site/zod.ts: the small build of zod, kept from probing eval under the CSP.',
}

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
  ...['blog', 'api', 'cli', 'scripts'].map((layer) => ({
    files: [`${layer}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': layerImports(layer) },
  })),
  {
    files: ['site/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': layerImports('site', [siteZod]) },
  },
  {
    // The one module that may import zod itself.
    files: ['site/zod.ts'],
    rules: { 'no-restricted-imports': layerImports('site') },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  regexp.configs['flat/recommended'],
  {
    rules: {
      // Document text, paths, form values and request headers reach these patterns: each must
      // run in linear time, so an input of a few kilobytes cannot hold a thread for seconds.
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      // Style rules of the recommended set, off for now: they flag some sixty working patterns
      // (unused groups, `\b[^>]*`, `[a-zA-Z]`, escapes) in files other branches are changing.
      'regexp/no-unused-capturing-group': 'off',
      'regexp/no-contradiction-with-assertion': 'off',
      'regexp/use-ignore-case': 'off',
      'regexp/no-dupe-characters-character-class': 'off',
      'regexp/control-character-escape': 'off',
      'regexp/no-invisible-character': 'off',
    },
  },
  prettier,
)
