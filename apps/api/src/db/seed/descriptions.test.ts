// Every demo description exists in French and Kinyarwanda: a listing added to listings.ts without its
// translations, or a translation left empty or copied from the English, fails here.
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX } from '@ikaze/domain';
import { DESCRIPTION_TRANSLATIONS } from './descriptions.ts';
import { LISTINGS } from './listings.ts';

describe('demo description translations', () => {
  it.each(LISTINGS.map((listing) => [listing.name, listing.description] as const))(
    '%s is described in fr and rw',
    (name, english) => {
      const translations = DESCRIPTION_TRANSLATIONS[name];
      expect(translations, `no translation for ${name}`).toBeDefined();
      for (const text of [translations!.fr, translations!.rw]) {
        expect(text.trim()).not.toBe('');
        expect(text).not.toBe(english);
        expect(text.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
      }
      expect(translations!.fr).not.toBe(translations!.rw);
    },
  );

  it('translates only listings that exist', () => {
    const names = new Set(LISTINGS.map((listing) => listing.name));
    expect(Object.keys(DESCRIPTION_TRANSLATIONS).filter((name) => !names.has(name))).toEqual([]);
  });
});
