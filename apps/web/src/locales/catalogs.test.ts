// Every message a user can meet exists in the three languages, with the same placeholders
// (docs/decisions/0020-languages.md): the core catalog here and each feature's beside its code.
import { describe, expect, it } from 'vitest';
import { placeholdersOf, readCatalog, type CatalogEntry } from './po';

const files = import.meta.glob<string>(
  ['./*.po', '../features/*/locales/*.po', '../features/*/*/locales/*.po'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);
const folders = [...new Set(Object.keys(files).map((path) => path.replace(/[^/]+\.po$/, '')))];
const sourceOf = (entry: CatalogEntry) => entry.translation || entry.id;

describe.each(folders)('the catalog in %s', (folder) => {
  const po = (locale: string) => files[`${folder}${locale}.po`] ?? '';
  const english = readCatalog(po('en'));

  it('has an English text for every message', () => {
    for (const entry of english.values()) expect(sourceOf(entry), entry.id).not.toBe('');
  });

  for (const locale of ['fr', 'rw'] as const) {
    const catalog = readCatalog(po(locale));

    it(`${locale}: translates every English message`, () => {
      const missing = [...english.keys()].filter((key) => !catalog.get(key)?.translation.trim());
      expect(missing).toEqual([]);
    });

    it(`${locale}: keeps each message's placeholders`, () => {
      const differing = [...english].flatMap(([key, source]) => {
        const translation = catalog.get(key)?.translation;
        if (!translation) return [];
        const expected = placeholdersOf(sourceOf(source));
        const actual = placeholdersOf(translation);
        return expected.join() === actual.join() ? [] : [{ id: source.id, expected, actual }];
      });
      expect(differing).toEqual([]);
    });

    it(`${locale}: has no message that English lacks`, () => {
      expect([...catalog.keys()].filter((key) => !english.has(key))).toEqual([]);
    });
  }
});

it('every feature has a catalog in each language', () => {
  expect(folders.length).toBeGreaterThan(7);
  for (const folder of folders)
    for (const locale of ['en', 'fr', 'rw'])
      expect(files[`${folder}${locale}.po`], `${folder}${locale}.po`).toBeDefined();
});

describe.each(['fr', 'rw'] as const)('%s across the catalogs', (locale) => {
  const translations = new Map<string, Map<string, string[]>>();
  for (const folder of folders)
    for (const [key, entry] of readCatalog(files[`${folder}${locale}.po`] ?? '')) {
      const byText = translations.get(key) ?? new Map<string, string[]>();
      byText.set(entry.translation, [...(byText.get(entry.translation) ?? []), folder]);
      translations.set(key, byText);
    }

  it('translates a message the same wherever it appears (a different meaning takes an explicit id)', () => {
    const differing = [...translations].filter(([, byText]) => byText.size > 1);
    expect(differing.map(([key, byText]) => [key, Object.fromEntries(byText)])).toEqual([]);
  });
});

it('French spaces its punctuation as the glossary says (docs/glossary.md)', () => {
  const texts = folders.flatMap((folder) =>
    [...readCatalog(files[`${folder}fr.po`] ?? '').values()].map((entry) => entry.translation),
  );
  // A narrow no-break space before ! ? ; and a no-break space before : — never an ordinary space.
  expect(texts.filter((text) => /(?:[ \u00a0][!?;]|[ \u202f]:)/.test(text))).toEqual([]);
});
