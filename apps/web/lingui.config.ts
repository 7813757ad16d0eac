import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * PO catalogs per language, English the source (docs/decisions/0020-languages.md). The ids are the English
 * messages, or explicit where the same English words mean different things.
 *
 * The core catalog (src/locales) holds what the first paint needs: the layout, the shared components and the
 * home page. Each other feature has its own catalog beside its code, loaded with the feature's screens
 * (src/lib/i18n.ts, src/app/router.tsx), so a page's first load carries only the messages it can show.
 */
export const FEATURE_CATALOGS = [
  'account',
  'admin',
  'auth',
  'bookings',
  'calendar',
  'host',
  'help',
  'listing',
  'messages',
  'notifications',
  'property',
  'reviews',
  'search',
] as const;

/**
 * Parts of a feature loaded after its screen, with their own catalog so that the screen's first load carries
 * neither their code nor their messages: the room card's checkout, for a signed-in guest (src/lib/i18n.ts).
 */
export const SUB_CATALOGS = ['property/checkout'] as const;

const exclude = ['**/*.test.*'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'rw'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: [
        '<rootDir>/src/app',
        '<rootDir>/src/components',
        '<rootDir>/src/lib',
        '<rootDir>/src/features/home',
      ],
      exclude,
    },
    ...FEATURE_CATALOGS.map((feature) => ({
      path: `<rootDir>/src/features/${feature}/locales/{locale}`,
      include: [`<rootDir>/src/features/${feature}`],
      exclude: [...exclude, ...SUB_CATALOGS.map((folder) => `<rootDir>/src/features/${folder}/**`)],
    })),
    ...SUB_CATALOGS.map((folder) => ({
      path: `<rootDir>/src/features/${folder}/locales/{locale}`,
      include: [`<rootDir>/src/features/${folder}`],
      exclude,
    })),
  ],
  format: formatter({ lineNumbers: false }),
});
