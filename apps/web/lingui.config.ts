import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// One PO catalog per language, English the source (docs/decisions/0020-languages.md). The ids are the
// English messages, or explicit where the same English words mean different things.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'rw'],
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/*.test.*'] },
  ],
  format: formatter({ lineNumbers: false }),
});
