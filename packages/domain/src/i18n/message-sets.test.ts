// The domain's catalogs in parts (./message-sets.ts): together the parts are the whole table of each language,
// no message is in two parts, and the web's first load (the core part) holds what guest pages show.
import { describe, expect, it } from 'vitest';
import { ACCOMMODATION_TYPE_LABELS } from '../labels.ts';
import { RESERVATION_MESSAGES } from '../messages.ts';
import { REVIEW_MESSAGES } from '../schemas/review.ts';
import fr from './catalogs/fr.ts';
import rw from './catalogs/rw.ts';
import { domainMessages, domainMessagesOf } from './domain-messages.ts';
import {
  DOMAIN_CATALOG_PARTS,
  SERVER_ONLY_MESSAGE_GROUPS,
  domainCatalogPart,
  domainCatalogPartMessages,
} from './message-sets.ts';

describe.each([
  ['fr', fr],
  ['rw', rw],
] as const)('the %s table in parts', (_locale, table: Record<string, string>) => {
  const parts = DOMAIN_CATALOG_PARTS.map((part) => domainCatalogPart(table, part));

  it('are together the whole table but what only the server shows, each message in one part', () => {
    const keys = parts.flatMap((part) => Object.keys(part));
    expect(new Set(keys).size).toBe(keys.length);
    const serverOnly = new Set(domainMessagesOf(SERVER_ONLY_MESSAGE_GROUPS));
    const joined = Object.assign({}, ...parts) as Record<string, string>;
    expect(Object.keys(table).filter((english) => !(english in joined) && !serverOnly.has(english))).toEqual(
      [],
    );
    expect(joined).toEqual(
      Object.fromEntries(Object.entries(table).filter(([english]) => english in joined)),
    );
  });

  it('keep each translation as the table has it', () => {
    const core = domainCatalogPart(table, 'core');
    expect(core[RESERVATION_MESSAGES.onlyLeft.template]).toBe(table[RESERVATION_MESSAGES.onlyLeft.template]);
    expect(core[ACCOMMODATION_TYPE_LABELS.hotel]).toBe(table[ACCOMMODATION_TYPE_LABELS.hotel]);
  });
});

it('puts every message in a part (or leaves it to the server), and a feature’s own messages out of the core part', () => {
  const all = DOMAIN_CATALOG_PARTS.flatMap((part) => domainCatalogPartMessages(part));
  const serverOnly = domainMessagesOf(SERVER_ONLY_MESSAGE_GROUPS);
  expect(serverOnly.length).toBeGreaterThan(0);
  expect(new Set([...all, ...serverOnly])).toEqual(new Set(domainMessages()));
  const core = domainCatalogPartMessages('core');
  const reviewOnly = Object.values(REVIEW_MESSAGES)
    .map((value) => (typeof value === 'string' ? value : value.template))
    .filter((text) => !core.includes(text));
  expect(reviewOnly.length).toBeGreaterThan(0);
  expect(domainCatalogPartMessages('reviews')).toEqual(expect.arrayContaining(reviewOnly));
});
