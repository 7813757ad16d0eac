// A property's description in the asker's language (docs/decisions/0021-domain-messages.md): the demo
// properties carry French and Kinyarwanda descriptions, answered by the detail and the search to a request in
// that language (Accept-Language or the language switch's cookie); a property without them answers its own
// text in every language; the database refuses translations it could not show.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, LOCALE_COOKIE, LOCALES } from '@ikaze/domain';
import { properties } from '../../db/schema.ts';
import { seedDemoData } from '../../db/seed/index.ts';
import { DESCRIPTION_TRANSLATIONS } from '../../db/seed/descriptions.ts';
import { LISTINGS } from '../../db/seed/listings.ts';
import { changesHeard, createTestContext, type TestContext } from '../../test/harness.ts';
import { createListing, insertProperty } from '../../test/test-data.ts';

let ctx: TestContext;
const DEMO = 'Kiyovu Heights Hotel';
const english = LISTINGS.find((listing) => listing.name === DEMO)!.description;
const translated = DESCRIPTION_TRANSLATIONS[DEMO]!;
let demoId: number;
let hostId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoData(ctx.database.db, { dataDir: ctx.dataDir });
  const [row] = await ctx.database.db
    .select({ id: properties.id, hostId: properties.hostId })
    .from(properties)
    .where(eq(properties.name, DEMO));
  demoId = row!.id;
  hostId = row!.hostId;
});
afterAll(async () => {
  await ctx?.close();
});

const byHeader = (language: string) => ({ 'accept-language': language });
const byCookie = (locale: string) => ({ cookie: `${LOCALE_COOKIE}=${locale}` });

async function detail(id: number, headers: Record<string, string>) {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/properties/${id}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ description: string }>().description;
}

async function searched(name: string, headers: Record<string, string>) {
  const query = new URLSearchParams({ name });
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/properties?${query.toString()}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Array<{ description: string }>>().map((property) => property.description);
}

describe('the demo descriptions', () => {
  it('are stored in fr and rw for every demo property', async () => {
    const rows = await ctx.database.db
      .select({ name: properties.name, translations: properties.descriptionTranslations })
      .from(properties);
    expect(rows).toHaveLength(LISTINGS.length);
    for (const row of rows) expect(row.translations).toEqual(DESCRIPTION_TRANSLATIONS[row.name]);
  });

  it('answer the detail in French and Kinyarwanda, by Accept-Language or by the cookie', async () => {
    expect(await detail(demoId, byHeader('fr-FR,fr;q=0.9'))).toBe(translated.fr);
    expect(await detail(demoId, byCookie('fr'))).toBe(translated.fr);
    expect(await detail(demoId, byHeader('rw'))).toBe(translated.rw);
    expect(await detail(demoId, { ...byCookie('rw'), ...byHeader('fr') })).toBe(translated.rw);
  });

  it('answer the detail in English in English, or without a language', async () => {
    expect(await detail(demoId, byHeader('en-GB'))).toBe(english);
    expect(await detail(demoId, byCookie('en'))).toBe(english);
    expect(await detail(demoId, {})).toBe(english);
  });

  it('answer the search in each language, a kept answer never leaking into another language', async () => {
    // The same public search, asked again: the second time it comes from the kept answers (decision 0011).
    for (let round = 0; round < 2; round++) {
      expect(await searched(DEMO, byCookie('fr'))).toEqual([translated.fr]);
      expect(await searched(DEMO, byHeader('rw'))).toEqual([translated.rw]);
      expect(await searched(DEMO, {})).toEqual([english]);
    }
  });
});

describe('a property without translations', () => {
  it('answers its own description in every language', async () => {
    const { property } = await createListing(ctx.database.db, hostId, {
      description: 'Chez nous, the host wrote one text.',
    });
    await changesHeard(ctx);
    for (const locale of LOCALES) {
      expect(await detail(property.id, byCookie(locale))).toBe('Chez nous, the host wrote one text.');
      expect(await searched(property.name, byCookie(locale))).toEqual([
        'Chez nous, the host wrote one text.',
      ]);
    }
  });

  it('answers its own description in a language it lacks', async () => {
    const { property } = await createListing(ctx.database.db, hostId, {
      description: 'Only English and French here.',
      descriptionTranslations: { fr: 'Seulement l’anglais et le français ici.' },
    });
    expect(await detail(property.id, byCookie('fr'))).toBe('Seulement l’anglais et le français ici.');
    expect(await detail(property.id, byCookie('rw'))).toBe('Only English and French here.');
  });
});

describe('the stored translations', () => {
  const insert = (descriptionTranslations: unknown) =>
    insertProperty(ctx.database.db, hostId, {
      descriptionTranslations: descriptionTranslations as Record<string, string>,
    });

  it('take fr and rw up to the description’s own limit', async () => {
    const row = await insert({ fr: 'é'.repeat(DESCRIPTION_MAX), rw: 'Icumbi rituje.' });
    expect(row.descriptionTranslations.fr).toHaveLength(DESCRIPTION_MAX);
    expect((await insertProperty(ctx.database.db, hostId)).descriptionTranslations).toEqual({});
  });

  it.each([
    ['another language', { de: 'Ein ruhiger Ort.' }],
    ['English, which is the description itself', { en: 'A quiet place.' }],
    ['an empty text', { fr: '' }],
    ['a text over the limit', { rw: 'a'.repeat(DESCRIPTION_MAX + 1) }],
    ['a value that is not a text', { fr: 3 }],
    ['a list', ['fr']],
    ['a bare text', 'fr'],
  ])('refuse %s', async (_, value) => {
    const error: unknown = await insert(value).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    // Drizzle wraps the database's error: the check's name is in the cause's message.
    const cause = (error as { cause?: { message?: string } } | undefined)?.cause;
    expect(cause?.message).toContain('properties_description_translations_check');
  });
});
