// The domain's catalogs in parts (./message-sets.ts): together the parts are the whole table of each language,
// no message is in two parts, and the web's first load (the core part) holds what guest pages show.
import { describe, expect, it } from 'vitest';
import { ACCOMMODATION_TYPE_LABELS } from '../labels.ts';
import { RESERVATION_MESSAGES } from '../messages.ts';
import { REVIEW_MESSAGES } from '../schemas/review.ts';
import fr from './catalogs/fr.ts';
import rw from './catalogs/rw.ts';
import { domainMessages } from './domain-messages.ts';
import { DOMAIN_CATALOG_PARTS, domainCatalogPart, domainCatalogPartMessages } from './message-sets.ts';

describe.each([
  ['fr', fr],
  ['rw', rw],
] as const)('the %s table in parts', (_locale, table: Record<string, string>) => {
  const parts = DOMAIN_CATALOG_PARTS.map((part) => domainCatalogPart(table, part));

  it('are together the whole table, each message in one part', () => {
    const keys = parts.flatMap((part) => Object.keys(part));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.assign({}, ...parts)).toEqual(table);
  });

  it('keep each translation as the table has it', () => {
    const core = domainCatalogPart(table, 'core');
    expect(core[RESERVATION_MESSAGES.onlyLeft.template]).toBe(table[RESERVATION_MESSAGES.onlyLeft.template]);
    expect(core[ACCOMMODATION_TYPE_LABELS.hotel]).toBe(table[ACCOMMODATION_TYPE_LABELS.hotel]);
  });
});

it('puts every message in a part, and a feature’s own messages out of the core part', () => {
  const all = DOMAIN_CATALOG_PARTS.flatMap((part) => domainCatalogPartMessages(part));
  expect(new Set(all)).toEqual(new Set(domainMessages()));
  const core = domainCatalogPartMessages('core');
  const reviewOnly = Object.values(REVIEW_MESSAGES)
    .map((value) => (typeof value === 'string' ? value : value.template))
    .filter((text) => !core.includes(text));
  expect(reviewOnly.length).toBeGreaterThan(0);
  expect(domainCatalogPartMessages('reviews')).toEqual(expect.arrayContaining(reviewOnly));
});
