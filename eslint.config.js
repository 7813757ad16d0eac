// One flat config for the whole repo: type-aware rules everywhere, React hooks rules in the web app,
// and the one-way import boundaries of docs/architecture.md (docs/decisions/0048-module-boundaries.md).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import lingui from 'eslint-plugin-lingui';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** The folders in a folder of the repository: the API's modules, the web app's features. */
const foldersIn = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const API_MODULES = foldersIn('./apps/api/src/modules/');
const WEB_FEATURES = foldersIn('./apps/web/src/features/');
const TESTS = ['**/*.test.ts', '**/*.test.tsx', 'apps/*/src/test/**'];

/** import-x/no-restricted-paths with these zones, their paths from the repository's root. */
const restrictedPaths = (zones) => ['error', { basePath: import.meta.dirname, zones }];
/** The web app's components/ and lib/ import nothing from these folders. */
const webBelow = (from) => ({
  target: ['./apps/web/src/components', './apps/web/src/lib'],
  from,
  message:
    'components/ and lib/ sit below features/ and app/: have the router or the app shell hand the part in.',
});

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
    // Imports resolved as TypeScript does (the web app's `@/` alias, `.ts` extensions), for the rules below.
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/api/tsconfig.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
  },
  {
    // No import cycle in either app, a dynamic import() included; type-only imports leave nothing at run time.
    // Packages (the domain's included) are not followed: they never import the apps.
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // An API module imports another only through its index.ts; lib/ and db/ (but the seed) import no module.
    // The app around the modules (app.ts, server.ts, plugins/, cli/, the seed) composes them; tests may reach in.
    files: ['apps/api/src/**/*.ts'],
    ignores: TESTS,
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([
        ...API_MODULES.map((module) => ({
          target: `./apps/api/src/modules/${module}`,
          from: './apps/api/src/modules',
          except: [
            `./${module}`,
            ...API_MODULES.filter((other) => other !== module).map((other) => `./${other}/index.ts`),
          ],
          message: `Another module is imported through its index.ts; export what ${module} needs there.`,
        })),
        {
          target: ['./apps/api/src/lib', './apps/api/src/db/*.ts'],
          from: ['./apps/api/src/modules', './apps/api/src/plugins'],
          message: 'lib/ and db/ sit below the modules: move the shared piece down, or hand it in.',
        },
      ]),
    },
  },
  {
    // Web: features never import each other, and components/ and lib/ never import a feature (not even with
    // import()): the router or the app shell hands a feature's part in (lib/screen-parts.ts, lib/offline/sender.ts).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([
        webBelow('./apps/web/src/features'),
        ...WEB_FEATURES.map((feature) => ({
          target: `./apps/web/src/features/${feature}`,
          from: './apps/web/src/features',
          except: [`./${feature}`],
          message:
            'Features do not import each other: move shared code to components/ or lib/, or hand it in.',
        })),
      ]),
    },
  },
  {
    // Nor do components/ and lib/ import the app shell above them (their tests may use its query client).
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([
        webBelow(['./apps/web/src/features', './apps/web/src/app']),
      ]),
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
