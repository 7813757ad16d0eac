// One flat config for the whole repo: type-aware rules everywhere, React hooks rules in the web app,
// and the one-way import boundaries of docs/architecture.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import lingui from 'eslint-plugin-lingui';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      // The server render's build (apps/web/vite.ssr.config.ts).
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      '.data-*/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins and handlers are async by convention, awaited or not.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read untyped JSON answers (response.json()); production code keeps every unsafe-* rule.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // User-visible text comes from the catalogs (docs/decisions/0020-languages.md), or for the domain's
    // messages and labels from its catalogs through domainText (docs/decisions/0021-domain-messages.md).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'apps/web/src/test/**', 'apps/web/src/locales/**'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Words without a space that do not start with a capital: class names, keys, paths, ids.
          // Brand names are the same in every language.
          ignore: [
            '^(?![A-Z])\\S+$',
            '^[A-Z0-9_-]+$',
            '^(?:Facebook|Instagram|YouTube)$',
            // Tailwind class lists kept in objects (tones, variants, sizes): several lower-case tokens, one of
            // them with a variant, a scale step or an arbitrary value ('hover:', '-700', '[…]').
            '^(?=.*\\s)(?=.*(?:-\\d|:|\\[))[a-z0-9!#%&()*+,./:;=>@[\\]_\\s-]+$',
            // HTTP header names (X-Total-Count).
            '^X-[A-Z][A-Za-z]*(?:-[A-Z][A-Za-z]*)*$',
          ],
          ignoreNames: [
            // Tailwind classes and DOM options, wherever they are kept.
            { regex: { pattern: 'className|classes$|^rootMargin$', flags: 'i' } },
            // Inline style properties (the map's plain background).
            { regex: { pattern: '^background(?:Color|Image|Size)$' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            'id',
            'type',
            'to',
            'href',
            'viewBox',
            'd',
            'fill',
            'stroke',
            'placeholderClassName',
          ],
          ignoreFunctions: ['cn', 'buttonClasses', 'Error', 'console.*', 'paths.*', 'Date.parse'],
          useTsTypes: true,
        },
      ],
    },
  },
  {
    // Features never import each other: shared code flows down from packages/domain and components/.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../*/**', '**/features/**'],
              message: 'Features do not import each other; move shared code to components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The domain package is pure: no I/O, no frameworks.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['fastify*', 'react*', 'drizzle-orm*', 'pg', 'node:*'] },
      ],
    },
  },
);
