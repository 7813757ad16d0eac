// Every message a user can meet exists in the three languages, with the same placeholders
// (docs/decisions/0020-languages.md).
import { describe, expect, it } from 'vitest';
import en from './en.po?raw';
import fr from './fr.po?raw';
import rw from './rw.po?raw';
import { placeholdersOf, readCatalog, type CatalogEntry } from './po';

const english = readCatalog(en);
const sourceOf = (entry: CatalogEntry) => entry.translation || entry.id;

describe('the catalogs', () => {
  it('have English messages to translate', () => {
    expect(english.size).toBeGreaterThan(0);
    for (const entry of english.values()) expect(sourceOf(entry), entry.id).not.toBe('');
  });

  for (const [locale, po] of [
    ['fr', fr],
    ['rw', rw],
  ] as const) {
    const catalog = readCatalog(po);

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
