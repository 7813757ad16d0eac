// The access matrix's table (docs/decisions/0018-access-matrix.md): for every operation of the OpenAPI document,
// keyed "METHOD /path" as the document names it, the status each actor gets for each target, written once, and
// how to build a request that is valid apart from who sends it. Targets name objects of the world
// (access-world.ts) by whom they belong to: `host` is the host's property, booking, application or profile, so
// the host asks about their own and `otherHost` about someone else's. `none` is an operation without an object.
import { randomUUID } from 'node:crypto';
import { taxesOfStay, type ReportType } from '@ikaze/domain';
import type { TestContext } from './harness.ts';
import type { Actor, HostName, Person, World } from './access-world.ts';
import { WORLD_PASSWORD } from './access-world.ts';
import { roomType, validListing } from './listing-input.ts';
import { insertBooking } from './test-data.ts';
import { signUnsubscribeToken, unsubscribeKey } from '../modules/notifications/unsubscribe-token.ts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  bookings,
  calendarImports,
  commissionInvoices,
  conversations,
  messages,
  payments,
  receiptCounter,
  reviews,
  roomTypes,
} from '../db/schema.ts';

export type Expected = Record<Actor, number>;

export interface CellRequest {
  /** Values of the path's {parameters}. */
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  /** A JSON body (sent as application/json). */
  json?: unknown;
  /** The session cookie to send instead of the actor's own (e.g. a fresh one that signing out may end). */
  cookie?: string;
}

/** What a row's request builder may use: the app (to prepare a fresh object per cell) and the world. */
export interface CellContext {
  ctx: TestContext;
  world: World;
  actor: Actor;
  /** The actor's session cookie, none for anonymous. */
  cookie: string | undefined;
  /** The actor's user id; for anonymous, that of the guest (a body needs some id). */
  actorId: number;
}

export interface Row<T extends string> {
  cells: Record<T, Expected>;
  request(target: T, cell: CellContext): CellRequest | Promise<CellRequest>;
}

/** Types one row's targets; the table holds rows of any targets. */
const row = <T extends string>(r: Row<T>): Row<T> => r;

// Shorthands for the common columns, in ACTORS order; each row still lists every actor.
const everyone = (status: number): Expected => ({
  anonymous: status,
  guest: status,
  otherGuest: status,
  host: status,
  otherHost: status,
  admin: status,
});
const signedIn = (status: number): Expected => ({ ...everyone(status), anonymous: 401 });
const adminOnly = (status: number): Expected => ({ ...everyone(403), anonymous: 401, admin: status });
/** What any host may ask about themselves (their earnings): hosts only. */
const hostsOnly = (status: number): Expected => ({
  ...everyone(403),
  anonymous: 401,
  host: status,
  otherHost: status,
});
/** A host's own objects (their property's calendar, rates, seasons, rate plans): that host and admins only. */
const ownerAndAdmin = (owner: HostName, status: number): Expected => ({
  ...everyone(403),
  anonymous: 401,
  [owner]: status,
  admin: status,
});

/** The unsubscribe token of the guest's message emails, as their email's link carries it. */
const guestUnsubscribeToken = async ({ ctx, world }: CellContext) =>
  signUnsubscribeToken(await unsubscribeKey(ctx.database.db), world.people.guest.id, 'message_received');

/** A month's statement of a host, named by ?hostId= (a host may name themselves; an admin must). */
const statementRequest = (hostId: number): CellRequest => ({
  params: { month: '2026-01' },
  query: { hostId: String(hostId) },
});

let uniqueCounter = 0;
const unique = () => `${Date.now().toString(36)}${(uniqueCounter += 1)}`;

// A valid listing with a name of its own, so a run's listings can be told apart.
const listingInput = () => validListing({ name: `Matrix Lodge ${unique()}` });

/** A provider's callback about a reference nobody holds. */
const MTN_CALLBACK = {
  financialTransactionId: '1',
  externalId: '2f1c1c7e-7f0e-4a8e-9d3b-6a1b2c3d4e5f',
  amount: '1000',
  currency: 'RWF',
  payer: { partyIdType: 'MSISDN', partyId: '250788123456' },
  status: 'SUCCESSFUL',
};

/** A reservation of one room at a host's public property, for `userId`. */
const reservation = (world: World, host: HostName, userId: number, checkIn: number) => ({
  userId,
  bookings: [
    {
      roomTypeId: world.listing[host].roomTypeId,
      propertyId: world.listing[host].propertyId,
      roomNumber: 1,
      checkInDate: world.day(checkIn),
      checkOutDate: world.day(checkIn + 2),
    },
  ],
});

/** Sends a request as a world person, to prepare a fresh object for one cell; answers its JSON. */
async function as<T>(
  { ctx, world }: CellContext,
  person: Person,
  method: 'POST' | 'PUT',
  url: string,
  payload: object,
): Promise<T> {
  const response = await ctx.app.inject({
    method,
    url,
    payload,
    headers: { cookie: world.people[person].cookie },
  });
  if (response.statusCode >= 300) throw new Error(`preparing ${method} ${url}: ${response.body}`);
  return response.json<T>();
}

/** A one-night season on nights of its own (seasons of a room type must not overlap). */
const matrixSeason = ({ world }: CellContext) => {
  const night = world.day(400 + (uniqueCounter += 1));
  return { name: 'Matrix season', firstNight: night, lastNight: night, price: 70_000 };
};
const seasonsUrl = ({ world }: CellContext, host: HostName) =>
  `/api/room_types/${world.listing[host].roomTypeId}/seasons`;

/** A conversation between the guest and the host: its sides get `status`, admins `admin`, others 404. */
const conversationSides = (status: number, admin: number): Expected => ({
  anonymous: 401,
  guest: status,
  otherGuest: 404,
  host: status,
  otherHost: 404,
  admin,
});

/** A fresh pending booking of the guest at the host's property, written straight to its table. */
async function matrixBooking({ ctx, world }: CellContext): Promise<number> {
  const [booking] = await ctx.database.db
    .insert(bookings)
    .values({
      userId: world.people.guest.id,
      propertyId: world.listing.host.propertyId,
      roomTypeId: world.listing.host.roomTypeId,
      checkIn: world.day(60),
      checkOut: world.day(62),
      rooms: 1,
      nightlyPrice: 50_000,
      discount: 0,
      totalPrice: 100_000,
      ...taxesOfStay({
        total: 100_000,
        checkIn: world.day(60),
        checkOut: world.day(62),
        vatRegistered: false,
      }),
      ratePlan: 'flexible',
    })
    .returning({ id: bookings.id });
  return booking!.id;
}

let matrixInvoices = 0;
/** A fresh commission invoice of the target host, numbered far above any a run issues (docs/commission-invoices.md). */
async function matrixInvoice(target: HostName, { ctx, world }: CellContext): Promise<string> {
  const n = (matrixInvoices += 1);
  await ctx.database.db.insert(commissionInvoices).values({
    number: 900_000 + n,
    hostId: world.people[target].id,
    month: `${1900 + n}-01`,
    commission: 1_000,
    vat: 0,
    vatPercent: 0,
  });
  return `IKZ-C-${900_000 + n}`;
}

/** A fresh booking of the guest at the host's property paid by MTN MoMo, with its receipt number (docs/receipts.md). */
async function matrixPaidBooking(cell: CellContext): Promise<number> {
  const db = cell.ctx.database.db;
  const id = await matrixBooking(cell);
  const [counter] = await db
    .update(receiptCounter)
    .set({ last: sql`${receiptCounter.last} + 1` })
    .returning({ last: receiptCounter.last });
  const [payment] = await db
    .insert(payments)
    .values({
      reference: randomUUID(),
      userId: cell.world.people.guest.id,
      method: 'mtn_momo',
      phone: '0788000111',
      amount: 100_000,
      status: 'successful',
      providerTransactionId: `matrix-${unique()}`,
      paidAt: new Date(),
      receiptNumber: counter!.last,
    })
    .returning({ id: payments.id });
  await db.update(bookings).set({ paymentId: payment!.id }).where(eq(bookings.id, id));
  return id;
}

/**
 * A fresh conversation of the guest with the host, with one message: about a fresh booking, or a question
 * before any booking (`question`: the one the guest may have about the property, written anew), reported if
 * asked. Its message is readable by its two sides, and by admins once it is reported.
 */
async function matrixConversation(cell: CellContext, target: string): Promise<number> {
  const { ctx, world } = cell;
  const db = ctx.database.db;
  const question = target === 'question';
  if (question)
    await db
      .delete(conversations)
      .where(
        and(
          eq(conversations.guestId, world.people.guest.id),
          eq(conversations.propertyId, world.listing.host.propertyId),
          isNull(conversations.bookingId),
        ),
      );
  const [conversation] = await db
    .insert(conversations)
    .values({
      propertyId: world.listing.host.propertyId,
      guestId: world.people.guest.id,
      hostId: world.people.host.id,
      bookingId: question ? null : await matrixBooking(cell),
      ...(target === 'reported'
        ? { reportedAt: new Date(), reportedBy: world.people.host.id, reportReason: 'Matrix report' }
        : {}),
    })
    .returning({ id: conversations.id });
  const text = `Muraho, message ${unique()}`;
  world.privateTexts.push({
    text,
    readers: target === 'reported' ? ['guest', 'host', 'admin'] : ['guest', 'host'],
  });
  await db
    .insert(messages)
    .values({ conversationId: conversation!.id, senderId: world.people.guest.id, body: text });
  return conversation!.id;
}

/** A token that opens no calendar: made up, the room type's before it was replaced, another room type's. */
async function wrongIcsToken(cell: CellContext, target: string): Promise<string> {
  const { ctx, world } = cell;
  const tokenOf = async (id: number) =>
    (
      await ctx.database.db.select({ token: roomTypes.icsToken }).from(roomTypes).where(eq(roomTypes.id, id))
    )[0]!.token;
  if (target === 'madeUpToken') return 'f'.repeat((await tokenOf(world.listing.host.roomTypeId)).length);
  if (target === 'otherRoomsToken') return tokenOf(world.listing.otherHost.roomTypeId);
  const before = await tokenOf(world.listing.host.roomTypeId);
  await as(cell, 'host', 'POST', `/api/room_types/${world.listing.host.roomTypeId}/ics_token`, {});
  return before;
}

/** The host's room type's imports and export token: the host and admins only. */
const channelSyncManagers = (status: number): Expected => ({
  ...everyone(403),
  anonymous: 401,
  host: status,
  admin: status,
});

/** A fresh import of the host's room type, written straight to its table (no fetch). */
async function matrixImport({ ctx, world }: CellContext): Promise<number> {
  const [row] = await ctx.database.db
    .insert(calendarImports)
    .values({
      roomTypeId: world.listing.host.roomTypeId,
      name: 'Matrix site',
      url: `http://127.0.0.1:9/${unique()}.ics`,
    })
    .returning({ id: calendarImports.id });
  return row!.id;
}

/**
 * A fresh stay of the guest at the host's property that checked out two days ago (its review window open), and,
 * unless `review` is false, the guest's review of it, published or hidden (docs/decisions/0025-reviews.md).
 */
async function matrixStay(
  { ctx, world }: CellContext,
  review: 'published' | 'hidden' | false = 'published',
): Promise<{ bookingId: number; reviewId: number }> {
  const db = ctx.database.db;
  const booking = await insertBooking(db, {
    userId: world.people.guest.id,
    propertyId: world.listing.host.propertyId,
    roomTypeId: world.listing.host.roomTypeId,
    checkIn: world.day(-4),
    checkOut: world.day(-2),
    status: 'confirmed',
  });
  if (review === false) return { bookingId: booking.id, reviewId: 0 };
  // A hidden review's text: for its author, the property's host and admins only (docs/decisions/0025-reviews.md).
  const hiddenText = `A hidden review ${unique()}`;
  if (review === 'hidden') world.privateTexts.push({ text: hiddenText, readers: ['guest', 'host', 'admin'] });
  const [row] = await db
    .insert(reviews)
    .values({
      bookingId: booking.id,
      propertyId: booking.propertyId,
      roomTypeId: booking.roomTypeId,
      userId: booking.userId,
      stayMonth: `${booking.checkIn.slice(0, 7)}-01`,
      ...matrixReview,
      status: review,
      ...(review === 'hidden' ? { text: hiddenText } : {}),
      hiddenReason: review === 'hidden' ? 'Hidden by the access matrix.' : null,
    })
    .returning({ id: reviews.id });
  return { bookingId: booking.id, reviewId: row!.id };
}
const matrixReview = {
  overall: 4,
  cleanliness: 4,
  location: 5,
  value: 4,
  welcome: 5,
  text: 'A quiet room and a warm welcome in Kigali.',
};
/** A review's who-reads-it column: everyone when published; its author, the host and admins when hidden. */
const hiddenReview: Expected = {
  anonymous: 404,
  guest: 200,
  otherGuest: 404,
  host: 200,
  otherHost: 404,
  admin: 200,
};

export const ACCESS_TABLE = {
  'GET /api/health': row({ cells: { none: everyone(200) }, request: () => ({}) }),
  'GET /api/health/live': row({ cells: { none: everyone(200) }, request: () => ({}) }),
  'GET /api/health/ready': row({ cells: { none: everyone(200) }, request: () => ({}) }),
  'GET /api/config': row({ cells: { none: everyone(200) }, request: () => ({}) }),
  'GET /media/pictures/{file}': row({
    // Stored pictures are public: their names are random and they show only what a listing shows.
    cells: { host: everyone(200) },
    request: (_target, { world }) => ({ params: { file: world.pictureFile } }),
  }),
  'GET /media/previews/{file}': row({
    // A public property's link preview: public like its pictures (docs/decisions/0029-public-pages-and-help.md).
    cells: { host: everyone(200) },
    request: (_target, { world }) => ({
      params: { file: `${world.pictureFile.replace(/-\d+\.webp$/, '')}.jpg` },
    }),
  }),

  // Help pages and the contact form (docs/decisions/0029-public-pages-and-help.md): the form is open to anyone,
  // its messages to admins only.
  'GET /api/help/{slug}': row({
    cells: { none: everyone(200) },
    request: () => ({ params: { slug: 'faq' } }),
  }),
  'POST /api/contact_requests': row({
    cells: { none: everyone(201) },
    request: () => ({
      json: {
        name: 'Matrix Sender',
        email: 'sender@example.rw',
        subject: 'A question',
        message: 'Is it open?',
      },
    }),
  }),
  'GET /api/contact_requests': row({ cells: { none: adminOnly(200) }, request: () => ({}) }),

  'POST /api/register': row({
    cells: { none: everyone(201) },
    request: () => {
      const tag = unique();
      return {
        json: {
          first_name: 'New',
          last_name: 'Person',
          email: `new${tag}@example.rw`,
          username: `new${tag}`,
          phone_number: '0788000111',
          password: 'Nyungwe-canopy-5120-walk',
        },
      };
    },
  }),
  'POST /api/login': row({
    // With one's own credentials (anonymous callers: an account of their own, the walker's).
    cells: { none: everyone(200) },
    request: (_target, { world, actor }) => ({
      json: {
        username: actor === 'anonymous' ? world.walker.username : world.people[actor].username,
        password: WORLD_PASSWORD,
      },
    }),
  }),
  'POST /api/logout': row({
    cells: { none: everyone(200) },
    request: async (_target, { ctx, world, actor }) => ({
      cookie: actor === 'anonymous' ? undefined : await world.freshSession(ctx, actor),
    }),
  }),
  'GET /api/me': row({ cells: { none: everyone(200) }, request: () => ({}) }),
  'PUT /api/me/locale': row({ cells: { none: signedIn(204) }, request: () => ({ json: { locale: 'fr' } }) }),

  'GET /api/users': row({ cells: { none: adminOnly(200) }, request: () => ({}) }),
  'GET /api/hosts': row({ cells: { none: adminOnly(200) }, request: () => ({}) }),
  'GET /api/users/{UserID}': row({
    // docs/decisions/0013-who-sees-whom.md: each guest has a confirmed stay ahead at one host's property.
    cells: {
      guest: { anonymous: 401, guest: 200, otherGuest: 403, host: 200, otherHost: 403, admin: 200 },
      otherGuest: { anonymous: 401, guest: 403, otherGuest: 200, host: 403, otherHost: 200, admin: 200 },
      host: { anonymous: 401, guest: 200, otherGuest: 403, host: 200, otherHost: 403, admin: 200 },
      otherHost: { anonymous: 401, guest: 403, otherGuest: 200, host: 403, otherHost: 200, admin: 200 },
    },
    request: (target, { world }) => ({ params: { UserID: world.people[target].id } }),
  }),
  'PUT /api/users/{UserID}': row({
    cells: {
      guest: { anonymous: 401, guest: 200, otherGuest: 403, host: 403, otherHost: 403, admin: 200 },
      host: { anonymous: 401, guest: 403, otherGuest: 403, host: 200, otherHost: 403, admin: 200 },
    },
    request: (target, { world }) => ({
      params: { UserID: world.people[target].id },
      json: { ShortDescription: 'Edited by the access matrix.' },
    }),
  }),

  'POST /api/listing_applications': row({
    // The asker names themselves as hostId; the property is a fresh pending one of the target host.
    cells: {
      host: { anonymous: 401, guest: 403, otherGuest: 403, host: 201, otherHost: 403, admin: 403 },
    },
    request: async (target, { ctx, world, actorId }) => ({
      json: { hostId: actorId, propertyId: await world.freshPendingProperty(ctx, target) },
    }),
  }),
  'GET /api/listing_applications': row({ cells: { none: adminOnly(200) }, request: () => ({}) }),
  'PUT /api/listing_applications/{id}': row({
    cells: { host: adminOnly(200) },
    request: (target, { world }) => ({
      params: { id: world.applicationId[target] },
      json: { recommendation: 'Clear pictures, please.' },
    }),
  }),

  'GET /api/reports': row({ cells: { none: adminOnly(200) }, request: () => ({}) }),
  'GET /api/reports/charts': row({ cells: { none: adminOnly(200) }, request: () => ({}) }),
  'GET /api/reports/{reportType}': row({
    cells: {
      properties: adminOnly(200),
      hosts: adminOnly(200),
      clients: adminOnly(200),
      bookings: adminOnly(200),
    } satisfies Record<ReportType, Expected>,
    request: (target) => ({ params: { reportType: target } }),
  }),
  'GET /api/reports/{reportType}/csv': row({
    cells: {
      properties: adminOnly(200),
      hosts: adminOnly(200),
      clients: adminOnly(200),
      bookings: adminOnly(200),
    } satisfies Record<ReportType, Expected>,
    request: (target) => ({ params: { reportType: target } }),
  }),

  'GET /api/properties': row({
    cells: {
      // The public search.
      none: everyone(200),
      // One host's list, whatever the review status.
      host: { anonymous: 401, guest: 403, otherGuest: 403, host: 200, otherHost: 403, admin: 200 },
      // Pending properties of every host: the admin's list.
      pending: { anonymous: 401, guest: 403, otherGuest: 403, host: 403, otherHost: 403, admin: 200 },
    },
    request: (target, { world }): CellRequest => {
      if (target === 'host') return { query: { host_id: String(world.people.host.id) } };
      return target === 'pending' ? { query: { reviewStatus: 'pending' } } : {};
    },
  }),
  'POST /api/properties': row({
    cells: {
      // Anyone signed in may list a property (and so becomes a host).
      none: signedIn(201),
      // A listing that names a draft room type by id: only the draft's author may use it.
      hostDraft: { anonymous: 401, guest: 400, otherGuest: 400, host: 201, otherHost: 400, admin: 400 },
    },
    request: async (target, cell) => {
      if (target === 'none') return { json: listingInput() };
      const draft = await as<{ id: number }>(cell, 'host', 'POST', '/api/room_types', roomType());
      return { json: { ...listingInput(), roomTypes: [draft.id] } };
    },
  }),
  'GET /api/properties/locations': row({
    cells: {
      none: { anonymous: 401, guest: 403, otherGuest: 403, host: 200, otherHost: 200, admin: 200 },
      host: { anonymous: 401, guest: 403, otherGuest: 403, host: 200, otherHost: 403, admin: 200 },
    },
    request: (target, { world }) =>
      target === 'none' ? {} : { query: { host_id: String(world.people.host.id) } },
  }),
  'GET /api/properties/{id}': row({
    cells: {
      // The host's public property, and their pending one (seen by its host and admins only).
      host: everyone(200),
      hostPending: { anonymous: 404, guest: 404, otherGuest: 404, host: 200, otherHost: 404, admin: 200 },
    },
    request: (target, { world }) => ({
      params: { id: target === 'host' ? world.listing.host.propertyId : world.pendingPropertyId.host },
    }),
  }),

  'POST /api/bookings': row({
    cells: {
      // A room at the host's property, for oneself: not at one's own property.
      host: { anonymous: 401, guest: 201, otherGuest: 201, host: 403, otherHost: 201, admin: 201 },
      // A room at the host's property for the guest: only the guest may.
      guest: { anonymous: 401, guest: 201, otherGuest: 403, host: 403, otherHost: 403, admin: 403 },
    },
    request: (target, { world, actorId }) => ({
      json: reservation(world, 'host', target === 'guest' ? world.people.guest.id : actorId, 20),
    }),
  }),
  'GET /api/bookings': row({ cells: { none: signedIn(200) }, request: () => ({}) }),
  'PUT /api/bookings/{id}/status': row({
    // A fresh pending booking of the guest at the host's property, cancelled: by its guest or its host only.
    cells: {
      guest: { anonymous: 401, guest: 200, otherGuest: 403, host: 200, otherHost: 403, admin: 403 },
    },
    request: async (target, cell) => {
      const host = cell.world.hostOf[target];
      const made = await as<{ bookings: Array<{ id: number }> }>(
        cell,
        target,
        'POST',
        '/api/bookings',
        reservation(cell.world, host, cell.world.people[target].id, 30),
      );
      return { params: { id: made.bookings[0]!.id }, json: { status: 'cancelled' } };
    },
  }),

  'GET /api/bookings/{id}/cancellation': row({
    // What cancelling costs: the guest who booked only (its host and admins too are refused).
    cells: {
      guest: { anonymous: 401, guest: 200, otherGuest: 403, host: 403, otherHost: 403, admin: 403 },
    },
    request: async (target, cell) => {
      const made = await as<{ bookings: Array<{ id: number }> }>(
        cell,
        target,
        'POST',
        '/api/bookings',
        reservation(cell.world, cell.world.hostOf[target], cell.world.people[target].id, 40),
      );
      return { params: { id: made.bookings[0]!.id } };
    },
  }),
  'GET /api/bookings/{id}': row({
    // One booking with its payment: its guest, its property's host and admins; anyone else hears it is not there.
    cells: {
      guest: { anonymous: 401, guest: 200, otherGuest: 404, host: 200, otherHost: 404, admin: 200 },
    },
    request: async (target, cell) => {
      const made = await as<{ bookings: Array<{ id: number }> }>(
        cell,
        target,
        'POST',
        '/api/bookings',
        reservation(cell.world, cell.world.hostOf[target], cell.world.people[target].id, 44),
      );
      return { params: { id: made.bookings[0]!.id } };
    },
  }),
  'GET /api/bookings/{id}/details': row({
    // The booking page: as GET /api/bookings/{id} (its guest, its property's host, admins; anyone else: not there).
    cells: {
      guest: { anonymous: 401, guest: 200, otherGuest: 404, host: 200, otherHost: 404, admin: 200 },
    },
    request: async (target, cell) => {
      const made = await as<{ bookings: Array<{ id: number }> }>(
        cell,
        target,
        'POST',
        '/api/bookings',
        reservation(cell.world, cell.world.hostOf[target], cell.world.people[target].id, 52),
      );
      return { params: { id: made.bookings[0]!.id } };
    },
  }),
  'POST /api/bookings/{id}/payment': row({
    // Another try at paying: the guest who booked only (a stay paid at the property has nothing to try: 409).
    cells: {
      guest: { anonymous: 401, guest: 409, otherGuest: 403, host: 403, otherHost: 403, admin: 403 },
    },
    request: async (target, cell) => {
      const made = await as<{ bookings: Array<{ id: number }> }>(
        cell,
        target,
        'POST',
        '/api/bookings',
        reservation(cell.world, cell.world.hostOf[target], cell.world.people[target].id, 48),
      );
      return {
        params: { id: made.bookings[0]!.id },
        json: { method: 'mtn_momo', phone: '0788123456' },
      };
    },
  }),
  'POST /api/bookings/{id}/refunds': row({
    // Part of a stay given back: its property's host only (this one is not confirmed yet: 409).
    cells: {
      guest: { anonymous: 401, guest: 403, otherGuest: 403, host: 409, otherHost: 403, admin: 403 },
    },
    request: async (target, cell) => {
      const made = await as<{ bookings: Array<{ id: number }> }>(
        cell,
        target,
        'POST',
        '/api/bookings',
        reservation(cell.world, cell.world.hostOf[target], cell.world.people[target].id, 56),
      );
      return { params: { id: made.bookings[0]!.id }, json: { amount: 1_000 } };
    },
  }),
  // The providers' callbacks are public and unsigned: anyone may send one; it only makes us look the payment up
  // (docs/payments.md#callbacks).
  'PUT /api/payments/callbacks/mtn': row({
    cells: { host: everyone(200) },
    request: () => ({ json: MTN_CALLBACK }),
  }),
  'POST /api/payments/callbacks/mtn': row({
    cells: { host: everyone(200) },
    request: () => ({ json: MTN_CALLBACK }),
  }),
  'POST /api/payments/callbacks/airtel': row({
    cells: { host: everyone(200) },
    request: () => ({
      json: { transaction: { id: randomUUID(), message: 'Paid', status_code: 'TS', airtel_money_id: 'MP1' } },
    }),
  }),
  // A paid booking's receipt: its guest, its property's host and admins; anyone else hears it does not exist.
  'GET /api/bookings/{id}/receipt': row({
    cells: {
      guest: { anonymous: 401, guest: 200, otherGuest: 404, host: 200, otherHost: 404, admin: 200 },
    },
    request: async (_target, cell) => ({ params: { id: await matrixPaidBooking(cell) } }),
  }),
  'GET /api/bookings/{id}/receipt.pdf': row({
    cells: {
      guest: { anonymous: 401, guest: 200, otherGuest: 404, host: 200, otherHost: 404, admin: 200 },
    },
    request: async (_target, cell) => ({ params: { id: await matrixPaidBooking(cell) } }),
  }),
  'GET /api/room_types/{id}/quote': row({
    // A public room type's price for a stay: anyone.
    cells: { host: everyone(200) },
    request: (_target, { world }) => ({
      params: { id: world.listing.host.roomTypeId },
      query: { checkIn: world.day(20), checkOut: world.day(22) },
    }),
  }),

  'POST /api/room_types': row({
    cells: { none: signedIn(201) },
    request: () => ({ json: roomType() }),
  }),
  'GET /api/room_types/drafts': row({ cells: { none: signedIn(200) }, request: () => ({}) }),
  'DELETE /api/room_types/{id}': row({
    // A fresh draft room type of the host: only its author may remove it (others: 404, it is not theirs).
    cells: {
      host: { anonymous: 401, guest: 404, otherGuest: 404, host: 200, otherHost: 404, admin: 404 },
    },
    request: async (target, cell) => {
      const made = await as<{ id: number }>(cell, target, 'POST', '/api/room_types', roomType());
      return { params: { id: made.id } };
    },
  }),

  // The host's calendar, rates, seasons and rate plans (docs/decisions/0023-calendar-and-rates.md).
  'GET /api/room_types/{id}/calendar': row({
    cells: { host: ownerAndAdmin('host', 200), otherHost: ownerAndAdmin('otherHost', 200) },
    request: (target, { world }) => ({
      params: { id: world.listing[target].roomTypeId },
      query: { from: world.day(0), to: world.day(14) },
    }),
  }),
  'PUT /api/room_types/{id}/calendar': row({
    cells: { host: ownerAndAdmin('host', 200) },
    request: (target, { world }) => ({
      params: { id: world.listing[target].roomTypeId },
      json: { from: world.day(60), to: world.day(62), closed: 1, price: 61_000 },
    }),
  }),
  'GET /api/room_types/{id}/rates': row({
    cells: { host: ownerAndAdmin('host', 200) },
    request: (target, { world }) => ({ params: { id: world.listing[target].roomTypeId } }),
  }),
  'PUT /api/room_types/{id}/rates': row({
    cells: { host: ownerAndAdmin('host', 200) },
    request: (target, { world }) => ({
      params: { id: world.listing[target].roomTypeId },
      json: { price: 50_000, weekendPrice: 60_000, minStay: 1, maxStay: null, bookingWindowDays: null },
    }),
  }),
  'POST /api/room_types/{id}/seasons': row({
    // Each request its own nights: seasons of a room type must not overlap.
    cells: { host: ownerAndAdmin('host', 201) },
    request: (target, cell) => ({
      params: { id: cell.world.listing[target].roomTypeId },
      json: matrixSeason(cell),
    }),
  }),
  'PUT /api/seasons/{id}': row({
    cells: { host: ownerAndAdmin('host', 200) },
    request: async (target, cell) => {
      const season = matrixSeason(cell);
      const made = await as<{ id: number }>(cell, target, 'POST', seasonsUrl(cell, target), season);
      return { params: { id: made.id }, json: { ...season, price: 75_000 } };
    },
  }),
  'DELETE /api/seasons/{id}': row({
    cells: { host: ownerAndAdmin('host', 204) },
    request: async (target, cell) => {
      const made = await as<{ id: number }>(
        cell,
        target,
        'POST',
        seasonsUrl(cell, target),
        matrixSeason(cell),
      );
      return { params: { id: made.id } };
    },
  }),
  'GET /api/properties/{id}/rate_plans': row({
    cells: { host: ownerAndAdmin('host', 200), otherHost: ownerAndAdmin('otherHost', 200) },
    request: (target, { world }) => ({ params: { id: world.listing[target].propertyId } }),
  }),
  'PUT /api/properties/{id}/rate_plans': row({
    cells: { host: ownerAndAdmin('host', 200) },
    request: (target, { world }) => ({
      params: { id: world.listing[target].propertyId },
      json: { flexible: { freeCancellationDays: 5 }, non_refundable: {} },
    }),
  }),
  // A property's tax settings (docs/taxes.md): its host and admins; another host hears it does not exist. Saving
  // it as it is (not registered) leaves the world's property as it was.
  'PUT /api/properties/{id}/tax': row({
    cells: { host: { ...ownerAndAdmin('host', 200), otherHost: 404 } },
    request: (target, { world }) => ({
      params: { id: world.listing[target].propertyId },
      json: { vatRegistered: false, tin: null },
    }),
  }),

  // Channel sync (docs/decisions/0023-calendar-and-rates.md): the export by its token, for anyone who has it;
  // the token and the imports, for the property's host and admins. Import URLs name a closed local port: the
  // fetch fails at once, which is recorded and still answers.
  'GET /api/room_types/{id}/calendar.ics': row({
    // Only the room type's current token opens it; a made-up one, the one replaced, another room's: 404.
    cells: {
      host: everyone(200),
      madeUpToken: everyone(404),
      rotatedToken: everyone(404),
      otherRoomsToken: everyone(404),
    },
    request: async (target, cell) => {
      const { ctx, world } = cell;
      const id = world.listing.host.roomTypeId;
      if (target !== 'host') return { params: { id }, query: { token: await wrongIcsToken(cell, target) } };
      const [room] = await ctx.database.db
        .select({ token: roomTypes.icsToken })
        .from(roomTypes)
        .where(eq(roomTypes.id, id));
      return { params: { id }, query: { token: room!.token } };
    },
  }),
  'POST /api/room_types/{id}/ics_token': row({
    cells: { host: channelSyncManagers(200) },
    request: (_target, { world }) => ({ params: { id: world.listing.host.roomTypeId } }),
  }),
  'GET /api/room_types/{id}/calendar/imports': row({
    cells: { host: channelSyncManagers(200) },
    request: (_target, { world }) => ({ params: { id: world.listing.host.roomTypeId } }),
  }),
  'POST /api/room_types/{id}/calendar/imports': row({
    cells: { host: channelSyncManagers(201) },
    request: (_target, { world }) => ({
      params: { id: world.listing.host.roomTypeId },
      json: { name: 'Matrix site', url: `http://127.0.0.1:9/${unique()}.ics` },
    }),
  }),
  'DELETE /api/calendar_imports/{id}': row({
    cells: { host: channelSyncManagers(204) },
    request: async (_target, cell) => ({ params: { id: await matrixImport(cell) } }),
  }),
  'POST /api/calendar_imports/{id}/sync': row({
    cells: { host: channelSyncManagers(200) },
    request: async (_target, cell) => ({ params: { id: await matrixImport(cell) } }),
  }),

  // The bell (docs/decisions/0027-notifications-in-the-app.md): each signed-in user their own notifications
  // only; another's ids change nothing (notification-feed.test.ts). GET /api/stream is not in the document
  // (an answer that never ends): live-events.test.ts checks who may open it.
  'GET /api/notifications': row({
    cells: { none: signedIn(200) },
    request: () => ({ query: { limit: '5' } }),
  }),
  'POST /api/notifications/read': row({
    cells: { none: signedIn(200) },
    request: () => ({ json: { all: true } }),
  }),

  // Messages (docs/decisions/0028-conversations.md): a conversation between the guest and the host (`guest`),
  // the same reported (`reported`). Its two sides read and write it; admins read a reported one and write in
  // none; anyone else gets 404, as for a conversation that does not exist.
  'GET /api/conversations': row({ cells: { none: signedIn(200) }, request: () => ({}) }),
  'GET /api/conversations/unread': row({ cells: { none: signedIn(200) }, request: () => ({}) }),
  'POST /api/conversations': row({
    cells: {
      // A question about the host's public property: anyone signed in but its host.
      host: { anonymous: 401, guest: 201, otherGuest: 201, host: 403, otherHost: 201, admin: 201 },
      // About a booking of the guest at the host's property: its guest and its host.
      guest: conversationSides(201, 404),
    },
    request: async (target, cell) =>
      target === 'host'
        ? { json: { propertyId: cell.world.listing.host.propertyId, text: 'Is there parking?' } }
        : { json: { bookingId: await matrixBooking(cell), text: 'See you soon' } },
  }),
  'GET /api/conversations/{id}': row({
    cells: {
      guest: conversationSides(200, 404),
      question: conversationSides(200, 404),
      reported: conversationSides(200, 200),
    },
    request: async (target, cell) => ({ params: { id: await matrixConversation(cell, target) } }),
  }),
  'GET /api/conversations/{id}/messages': row({
    cells: {
      guest: conversationSides(200, 404),
      question: conversationSides(200, 404),
      reported: conversationSides(200, 200),
    },
    request: async (target, cell) => ({
      params: { id: await matrixConversation(cell, target) },
      query: { limit: '10' },
    }),
  }),
  'POST /api/conversations/{id}/messages': row({
    cells: {
      guest: conversationSides(201, 404),
      question: conversationSides(201, 404),
      reported: conversationSides(201, 403),
    },
    request: async (target, cell) => ({
      params: { id: await matrixConversation(cell, target) },
      json: { text: 'Karibu' },
    }),
  }),
  'POST /api/conversations/{id}/read': row({
    cells: {
      guest: conversationSides(200, 404),
      question: conversationSides(200, 404),
      reported: conversationSides(200, 403),
    },
    request: async (target, cell) => ({ params: { id: await matrixConversation(cell, target) } }),
  }),
  'POST /api/conversations/{id}/reports': row({
    cells: {
      guest: conversationSides(200, 404),
      question: conversationSides(200, 404),
      reported: conversationSides(200, 403),
    },
    request: async (target, cell) => ({
      params: { id: await matrixConversation(cell, target) },
      json: { reason: 'Spam' },
    }),
  }),
  'GET /api/admin/conversations': row({ cells: { none: adminOnly(200) }, request: () => ({}) }),

  // Reviews, replies, reports and moderation (docs/decisions/0025-reviews.md). The world's guest reviews a fresh
  // finished stay at the host's property for each cell.
  'GET /api/properties/{id}/reviews': row({
    cells: {
      host: everyone(200),
      hostPending: { anonymous: 404, guest: 404, otherGuest: 404, host: 200, otherHost: 404, admin: 200 },
    },
    request: (target, { world }) => ({
      params: { id: target === 'host' ? world.listing.host.propertyId : world.pendingPropertyId.host },
    }),
  }),
  'POST /api/bookings/{id}/review': row({
    cells: { guest: { anonymous: 401, guest: 201, otherGuest: 403, host: 403, otherHost: 403, admin: 403 } },
    request: async (_target, cell) => ({
      params: { id: (await matrixStay(cell, false)).bookingId },
      json: matrixReview,
    }),
  }),
  'PUT /api/bookings/{id}/review': row({
    cells: { guest: { anonymous: 401, guest: 200, otherGuest: 403, host: 403, otherHost: 403, admin: 403 } },
    request: async (_target, cell) => ({
      params: { id: (await matrixStay(cell)).bookingId },
      json: { ...matrixReview, overall: 5 },
    }),
  }),
  'GET /api/reviews/{id}': row({
    cells: { published: everyone(200), hidden: hiddenReview },
    request: async (target, cell) => ({
      params: { id: (await matrixStay(cell, target === 'hidden' ? 'hidden' : 'published')).reviewId },
    }),
  }),
  'PUT /api/reviews/{id}/reply': row({
    // The property's host only: not the author, not another host, not an admin.
    cells: { host: { anonymous: 401, guest: 403, otherGuest: 403, host: 200, otherHost: 403, admin: 403 } },
    request: async (_target, cell) => ({
      params: { id: (await matrixStay(cell)).reviewId },
      json: { text: 'Murakoze, muzagaruke!' },
    }),
  }),
  'POST /api/reviews/{id}/reports': row({
    // Anyone signed in but the author.
    cells: { guest: { anonymous: 401, guest: 403, otherGuest: 201, host: 201, otherHost: 201, admin: 201 } },
    request: async (_target, cell) => ({
      params: { id: (await matrixStay(cell)).reviewId },
      json: { reason: 'Reported by the access matrix.' },
    }),
  }),
  'POST /api/reviews/{id}/reports/dismiss': row({
    cells: { guest: adminOnly(200) },
    request: async (_target, cell) => ({ params: { id: (await matrixStay(cell)).reviewId } }),
  }),
  'PUT /api/reviews/{id}/status': row({
    cells: { guest: adminOnly(200) },
    request: async (_target, cell) => ({
      params: { id: (await matrixStay(cell)).reviewId },
      json: { status: 'hidden', reason: 'Hidden by the access matrix.' },
    }),
  }),
  'GET /api/admin/reviews': row({ cells: { none: adminOnly(200) }, request: () => ({}) }),
  'GET /api/host/reviews': row({
    cells: { none: { anonymous: 401, guest: 403, otherGuest: 403, host: 200, otherHost: 200, admin: 403 } },
    request: () => ({}),
  }),

  // Email preferences, unsubscribe links and the mail outbox (docs/decisions/0026-jobs-outbox-and-email.md).
  'GET /api/me/notification-preferences': row({ cells: { none: signedIn(200) }, request: () => ({}) }),
  'PUT /api/me/notification-preferences': row({
    cells: { none: signedIn(200) },
    request: () => ({ json: { preferences: [{ kind: 'review_invitation', email: true }] } }),
  }),
  // The signed link is the credential: whoever holds it (signed in or not) turns that kind off.
  'POST /api/notifications/unsubscribe': row({
    cells: { guest: everyone(200) },
    request: async (_target, cell) => ({ json: { token: await guestUnsubscribeToken(cell) } }),
  }),
  // The same link POSTed by a mail client (RFC 8058 one-click): the token in the address, no session needed.
  'POST /unsubscribe': row({
    cells: { guest: everyone(200) },
    request: async (_target, cell) => ({ query: { token: await guestUnsubscribeToken(cell) } }),
  }),
  'GET /api/admin/outbox': row({ cells: { none: adminOnly(200) }, request: () => ({}) }),

  // Your data (docs/decisions/0031-your-data.md): each person their own; deletions themselves are in
  // modules/account-data/account-data.test.ts, so the matrix asks with a wrong password and deletes no one.
  'GET /api/me/export': row({ cells: { none: signedIn(200) }, request: () => ({}) }),
  'GET /api/me/export/bookings.csv': row({ cells: { none: signedIn(200) }, request: () => ({}) }),
  'DELETE /api/me': row({
    cells: { none: signedIn(400) },
    request: () => ({ json: { password: `not-${WORLD_PASSWORD}` } }),
  }),
  'GET /api/admin/audit-log': row({ cells: { none: adminOnly(200) }, request: () => ({}) }),

  // The admins' payments (docs/decisions/0045-who-sees-payment-details.md): the payer's number is for admins.
  'GET /api/admin/payments': row({ cells: { none: adminOnly(200) }, request: () => ({}) }),
  'GET /api/admin/payments.csv': row({ cells: { none: adminOnly(200) }, request: () => ({}) }),
  'GET /api/admin/payments/summary': row({ cells: { none: adminOnly(200) }, request: () => ({}) }),
  // Refunds waiting for a hand (docs/money.md#refunds): admins only; no such refund here (404).
  'GET /api/admin/refunds': row({ cells: { none: adminOnly(200) }, request: () => ({}) }),
  'POST /api/admin/refunds/{id}/settle': row({
    cells: { none: adminOnly(404) },
    request: () => ({ params: { id: 999_999 }, json: { note: 'Bank transfer' } }),
  }),
  'POST /api/admin/refunds/{id}/retry': row({
    cells: { none: adminOnly(404) },
    request: () => ({ params: { id: 999_999 } }),
  }),
  'GET /api/admin/payments/{id}': row({
    cells: { guest: adminOnly(200) },
    request: async (_target, { ctx, world }) => {
      const [payment] = await ctx.database.db
        .insert(payments)
        .values({
          reference: randomUUID(),
          userId: world.people.guest.id,
          method: 'mtn_momo',
          phone: '0788000000',
          amount: 100_000,
          status: 'failed',
          reason: 'declined',
        })
        .returning({ id: payments.id });
      return { params: { id: payment!.id } };
    },
  }),
  // The admins' finance (docs/money.md#reconciliation): a run of a day long past checks nothing and is cheap.
  'POST /api/admin/reconciliation/run': row({
    cells: { none: adminOnly(201) },
    request: () => ({ query: { day: '2020-01-01' } }),
  }),
  'GET /api/admin/reconciliation': row({ cells: { none: adminOnly(200) }, request: () => ({}) }),
  'GET /api/admin/finance/summary': row({ cells: { none: adminOnly(200) }, request: () => ({}) }),
  'GET /api/admin/finance/summary.csv': row({ cells: { none: adminOnly(200) }, request: () => ({}) }),

  // Commission invoices and taxes collected (docs/commission-invoices.md): a host's own invoices, admins any.
  'GET /api/host/invoices': row({
    cells: { none: { ...hostsOnly(200), admin: 200 } },
    request: () => ({}),
  }),
  'GET /api/host/invoices/{number}.pdf': row({
    cells: { host: { ...ownerAndAdmin('host', 200), otherHost: 404 } },
    request: async (target, cell) => ({ params: { number: await matrixInvoice(target, cell) } }),
  }),
  'POST /api/admin/invoices/issue': row({
    cells: { none: adminOnly(200) },
    request: () => ({ query: { month: '2020-01' } }),
  }),
  'GET /api/admin/taxes/summary': row({ cells: { none: adminOnly(200) }, request: () => ({}) }),
  'GET /api/admin/taxes/summary.csv': row({ cells: { none: adminOnly(200) }, request: () => ({}) }),

  // Payouts (docs/money.md#payouts): a host's own earnings; everything else is for admins.
  'GET /api/host/earnings': row({ cells: { none: hostsOnly(200) }, request: () => ({}) }),
  'GET /api/host/earnings.csv': row({
    cells: { none: hostsOnly(200) },
    request: () => ({ query: { month: '2026-01' } }),
  }),
  'GET /api/admin/payouts': row({ cells: { none: adminOnly(200) }, request: () => ({}) }),
  'POST /api/admin/payouts/run': row({ cells: { none: adminOnly(200) }, request: () => ({}) }),
  'POST /api/admin/payouts/{id}/retry': row({
    cells: { none: adminOnly(404) },
    request: () => ({ params: { id: 2_000_000_000 } }),
  }),
  'PUT /api/admin/hosts/{id}/payouts-held': row({
    cells: { host: adminOnly(200) },
    request: (target, { world }) => ({ params: { id: world.people[target].id }, json: { held: false } }),
  }),
  'PUT /api/admin/hosts/{id}/commission': row({
    cells: { host: adminOnly(200) },
    request: (target, { world }) => ({ params: { id: world.people[target].id }, json: { percent: null } }),
  }),
  'POST /api/admin/hosts/{id}/payout-change-approval': row({
    // The world's hosts changed nothing: nothing waits for approval.
    cells: { host: adminOnly(409) },
    request: (target, { world }) => ({ params: { id: world.people[target].id } }),
  }),
  'GET /api/admin/bank-batches': row({ cells: { none: adminOnly(200) }, request: () => ({}) }),
  'GET /api/admin/bank-batches/{id}.csv': row({
    cells: { none: adminOnly(404) },
    request: () => ({ params: { id: 2_000_000_000 } }),
  }),
  'POST /api/admin/bank-batches/{id}/sent': row({
    cells: { none: adminOnly(404) },
    request: () => ({ params: { id: 2_000_000_000 }, json: { bankReference: 'BK-1' } }),
  }),

  // Monthly statements (docs/statements.md): the host's own (?hostId= their own is fine), an admin names the
  // host; another host hears it does not exist.
  'GET /api/host/statements/{month}.pdf': row({
    cells: { host: { ...ownerAndAdmin('host', 200), otherHost: 404 } },
    request: (target, { world }) => statementRequest(world.people[target].id),
  }),
  'GET /api/host/statements/{month}.csv': row({
    cells: { host: { ...ownerAndAdmin('host', 200), otherHost: 404 } },
    request: (target, { world }) => statementRequest(world.people[target].id),
  }),
} satisfies Record<string, Row<string>>;

export type OperationKey = keyof typeof ACCESS_TABLE;
