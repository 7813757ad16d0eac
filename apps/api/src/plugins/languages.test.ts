// What the API says, in the asker's language (docs/decisions/0020-languages.md, 0021-domain-messages.md): errors
// with the same code and field in every language, 2xx messages, the reservation's sentence, CSV exports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, LOCALE_COOKIE, PICTURE_MESSAGES, todayInKigali } from '@ikaze/domain';
import { say } from '../lib/translations.ts';
import {
  newUserInput,
  openTestApp,
  sessionHeaders,
  type SignedInUser,
  type TestContext,
} from '../test/harness.ts';
import { createListing } from '../test/test-data.ts';

let ctx: TestContext;
let host: SignedInUser;
let guest: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  ({
    ctx,
    users: { host, guest, admin },
  } = await openTestApp({ host: 'host', guest: 'user', admin: 'admin' }));
});
afterAll(async () => {
  await ctx?.close();
});

const day = (n: number) => addDays(todayInKigali(), n);
const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

function reserve(headers: Record<string, string>, roomTypeId: number, rooms: number) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { ...sessionHeaders(guest), ...headers },
    payload: {
      userId: guest.id,
      bookings: [{ roomTypeId, roomNumber: rooms, checkInDate: day(20), checkOutDate: day(22) }],
    },
  });
}

describe('errors in the asker’s language', () => {
  const signUpWithoutFirstName = (headers: Record<string, string>) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      headers,
      payload: { ...newUserInput(), first_name: '' },
    });

  it('answers a validation error in English, French or Kinyarwanda, with the same code and field', async () => {
    const cases = [
      [{}, 'en', 'First name is required.'],
      [{ 'accept-language': 'fr-FR,fr;q=0.9' }, 'fr', 'Le prénom est obligatoire.'],
      [{ 'accept-language': 'rw' }, 'rw', 'Izina ribanza rirakenewe.'],
      // The language switch's cookie wins over the browser's languages.
      [{ 'accept-language': 'fr', cookie: `${LOCALE_COOKIE}=rw` }, 'rw', 'Izina ribanza rirakenewe.'],
    ] as const;
    for (const [headers, locale, message] of cases) {
      const response = await signUpWithoutFirstName(headers);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-language']).toBe(locale);
      expect(response.json()).toEqual({
        code: 'VALIDATION_FAILED',
        field: 'first_name',
        message,
        error: message,
        requestId: response.headers['x-request-id'],
      });
    }
  });

  it('answers a templated conflict with its number grouped the language’s way', async () => {
    const { roomTypes } = await createListing(ctx.database.db, host.id, { roomTypes: [{ roomCount: 1000 }] });
    const english = await reserve({}, roomTypes[0]!.id, 1001);
    const kinyarwanda = await reserve({ 'accept-language': 'rw' }, roomTypes[0]!.id, 1001);
    expect(english.statusCode).toBe(409);
    expect(english.json()).toMatchObject({
      code: 'TOO_MANY_ROOMS',
      message: 'You cannot reserve more than 1,000 rooms.',
    });
    expect(kinyarwanda.statusCode).toBe(409);
    expect(kinyarwanda.json()).toMatchObject({
      code: 'TOO_MANY_ROOMS',
      message: 'Ntushobora kubikisha ibyumba birenze 1.000.',
      params: english.json().params,
    });
  });

  it('never answers a schema rule of its own words in English to a French reader', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings?order=sideways',
      headers: { ...sessionHeaders(guest), 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'order',
      message: 'La valeur de order n’est pas valide.',
    });
  });
});

describe('messages that are not the domain’s own words', () => {
  it('answers Fastify’s own refusals in the asker’s language', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'rw' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Ibyo wohereje ntibyemewe.');
  });

  it('keeps the file a picture problem names', () => {
    expect(say('fr', `kivu.png: ${PICTURE_MESSAGES.unreadable}`)).toBe(
      `kivu.png${NBSP}: cette photo n’a pas pu être lue. Veuillez envoyer une image png, jpg ou jpeg valide.`,
    );
  });
});

describe('2xx messages in the asker’s language', () => {
  it('says what was reserved, and the status a host set, in French', async () => {
    const { roomTypes } = await createListing(ctx.database.db, host.id, {
      roomTypes: [{ title: 'double', price: 45_000, roomCount: 3 }],
    });
    const reserved = await reserve({ 'accept-language': 'fr' }, roomTypes[0]!.id, 2);
    expect(reserved.statusCode).toBe(201);
    const id = reserved.json().bookings[0].id as number;
    expect(reserved.json().message).toBe(
      `Réservation n°${NBSP}${id} pour Double, 2${NBSP}chambres, 2${NBSP}nuits${NBSP}: ` +
        `180${NARROW_NBSP}000${NBSP}RWF. L’hôte la confirmera bientôt.`,
    );

    const confirmed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/bookings/${id}/status`,
      headers: { ...sessionHeaders(host), cookie: `${sessionHeaders(host).cookie}; ${LOCALE_COOKIE}=fr` },
      payload: { status: 'confirmed' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe(`Statut de la réservation mis à jour${NBSP}: Confirmée`);
  });

  it('says goodbye in Kinyarwanda', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { 'accept-language': 'rw' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Wasohotse.' });
  });
});

describe('CSV exports in the asker’s language', () => {
  it('writes the header row and the statuses in French', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/reports/hosts/csv',
      headers: { ...sessionHeaders(admin), 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'ID,Nom d’utilisateur,Prénom,Nom de famille,E-mail,Numéro de téléphone,Statut,Date d’inscription',
    );
    expect(rows.find((row) => row.includes(host.username))).toContain(',Actif,');
  });
});
