import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import reactHooks from 'eslint-plugin-react-hooks'
import regexp from 'eslint-plugin-regexp'
import tseslint from 'typescript-eslint'

/*
 * The direction of imports, lowest layer first: engine/ (computes: the blog, the facts, the site's
 * model) ← site/ (the React app) ← generator/ (content → dist/) ← server/ and cli/ (the programs
 * that answer) ← tools/ and tests/. A product module imports only from the layers below it; the
 * rule below fails `npm run lint` on an import that points up. Tests (`*.test.ts`, `tests/`) and
 * tools sit on top and may import any layer. One edge crosses on purpose, out of the rule's sight
 * because it is a dynamic import run only while pre-rendering: the blog's route loaders
 * (site/pages/Blog/blogRoutes.ts) load generator/blogServerData.ts, which reads the posts.
 */
/** @type {Record<string, string[]>} */
const layersAbove = {
  engine: ['site', 'generator', 'server', 'cli', 'tools', 'tests'],
  site: ['generator', 'server', 'cli', 'tools', 'tests'],
  generator: ['server', 'cli', 'tools', 'tests'],
  server: ['site', 'cli', 'tools', 'tests'],
  cli: ['site', 'generator', 'server', 'tools', 'tests'],
}

/**
 * `no-restricted-imports` options that refuse the layers above `layer`, the engine's internals
 * (outside the engine, only its faces: `engine/index.ts`, and `engine/node.ts` except in the
 * React app), plus `paths`.
 *
 * @param {string} layer
 * @param {{ name: string; message: string }[]} paths
 * @returns {import('eslint').Linter.RuleEntry}
 */
function layerImports(layer, paths = []) {
  const faces = layer === 'site' ? 'index' : 'index|node'
  const engineInternals = {
    regex: `^(\\.\\./)+engine/(?!(${faces})\\.ts$)`,
    message:
      layer === 'site'
        ? 'The React app imports the engine from engine/index.ts (browser-safe), never its internals.'
        : 'Import the engine from engine/index.ts or engine/node.ts, never its internals.',
  }
  return [
    'error',
    {
      paths,
      patterns: [
        {
          regex: `^(\\.\\./)+(${(layersAbove[layer] ?? []).join('|')})/`,
          message: `${layer}/ may not import this layer (see the direction of imports in docs/architecture.md).`,
        },
        ...(layer === 'engine' ? [withExtension] : [engineInternals]),
      ],
    },
  ]
}

/**
 * The engine's relative imports name their file: Node loads it without a bundler (the Vite config
 * and the command line import it), and Vite's native config loader resolves no bare path.
 */
const withExtension = {
  regex: '^\\.\\.?/(?!.*\\.[a-z]+$)',
  message: 'Write the file extension of a relative import in the engine (./module.ts).',
}

/** The zod build the site ships (see engine/zod.ts). */
const siteZod = {
  name: 'zod',
  message:
    'Import z from engine/index.ts: the small build of zod, kept from probing eval under the CSP.',
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
  ...['engine', 'site', 'generator', 'server', 'cli'].map((layer) => ({
    files: [`${layer}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': layerImports(layer, layer === 'site' ? [siteZod] : []),
    },
  })),
  {
    // The one module that may import zod itself.
    files: ['engine/zod.ts'],
    rules: { 'no-restricted-imports': layerImports('engine') },
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
