// Reviews of finished stays on the real database (docs/product.md#reviews, docs/decisions/0025-reviews.md): the
// review window day by day, one review per booking, ratings recomputed by the database and checked against a
// SQL average after every step, hosts' replies, reports and moderation, the public list, who may do what.
// The service takes today from the clock (todayInKigali), so each case chooses its booking's dates around today.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  REVIEW_MESSAGES,
  addDays,
  todayInKigali,
  type AdminReviewList,
  type Booking,
  type HostReviewList,
  type Property,
  type PropertyReviews,
  type Review,
  type ReviewInput,
} from '@ikaze/domain';
import { notifications, properties, reviews } from '../../db/schema.ts';
import {
  openSecondApp,
  openTestApp,
  sessionHeaders,
  type SignedInUser,
  type TestContext,
} from '../../test/harness.ts';
import { inviteReviews } from './invitations.ts';
import { createListing, insertBooking, insertProperty } from '../../test/test-data.ts';

let ctx: TestContext;
let people: Record<'host' | 'otherHost' | 'guest' | 'otherGuest' | 'admin', SignedInUser>;

beforeAll(async () => {
  ({ ctx, users: people } = await openTestApp({
    host: ['host', { first_name: 'Aline' }],
    otherHost: 'host',
    guest: ['user', { first_name: 'Eric' }],
    otherGuest: ['user', { first_name: 'Claudine' }],
    admin: 'admin',
  }));
});
afterAll(async () => {
  await ctx?.close();
});

const today = todayInKigali();
const day = (n: number) => addDays(today, n);

type Method = 'GET' | 'PUT' | 'POST';
function call(method: Method, url: string, as: SignedInUser | null, payload?: object, locale?: string) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...sessionHeaders(as), ...(locale ? { 'accept-language': locale } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A fresh public listing of the host: one room type of 50 rooms. */
async function listing(hostUser = people.host) {
  const tag = Math.random().toString(36).slice(2, 10);
  const { property, roomTypes } = await createListing(ctx.database.db, hostUser.id, {
    name: `Lake Kivu Lodge ${tag}`,
    address: `Avenue ${tag}, Rubavu`,
    roomTypes: [{ roomCount: 50, title: 'suite' }],
  });
  return { propertyId: property.id, roomTypeId: roomTypes[0]!.id };
}
type Listing = Awaited<ReturnType<typeof listing>>;

/** A stay of two nights that checked out `daysAgo` days ago (negative: in the future). */
async function stay(
  place: Listing,
  daysAgo: number,
  guestUser = people.guest,
  status: 'pending' | 'confirmed' | 'cancelled' | 'refunded' = 'confirmed',
) {
  const booking = await insertBooking(ctx.database.db, {
    userId: guestUser.id,
    propertyId: place.propertyId,
    roomTypeId: place.roomTypeId,
    checkIn: day(-daysAgo - 2),
    checkOut: day(-daysAgo),
    status,
  });
  return booking.id;
}

const TEXT = 'Icyumba cyari gisukuye, abakozi bakira neza. Twishimiye ikiyaga cya Kivu.';
const scores = (overall: number, rest = overall): ReviewInput => ({
  overall,
  cleanliness: rest,
  location: rest,
  value: rest,
  welcome: rest,
  text: TEXT,
});

async function write(bookingId: number, input: ReviewInput = scores(5), as = people.guest) {
  const response = await call('POST', `/api/bookings/${bookingId}/review`, as, input);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Review>();
}

/** The notifications a user got about one review, oldest first. */
async function toldAbout(userId: number, reviewId: number) {
  const rows = await ctx.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.id);
  return rows
    .filter((n) => (n.params as { reviewId?: number }).reviewId === reviewId)
    .map((n) => ({ kind: n.kind, params: n.params, link: n.link }));
}

/** The property's stored rating and count, and the same figures computed by SQL from its published reviews. */
async function ratings(propertyId: number) {
  const [stored] = await ctx.database.db
    .select({ rating: properties.rating, count: properties.reviewCount })
    .from(properties)
    .where(eq(properties.id, propertyId));
  const result = await ctx.database.db.execute(sql`
    select round(avg(overall)::numeric, 1)::text as average, count(*)::int as n
    from reviews where property_id = ${propertyId} and status = 'published'`);
  const [expected] = (result as { rows: Array<{ average: string | null; n: number }> }).rows;
  return {
    stored: { rating: stored!.rating, count: stored!.count },
    sql: { rating: expected!.average === null ? 0 : Number(expected!.average), count: Number(expected!.n) },
  };
}

async function expectRatingFromReviews(propertyId: number, rating: number, count: number) {
  const { stored, sql: computed } = await ratings(propertyId);
  expect(stored).toEqual(computed);
  expect(stored).toEqual({ rating, count });
}

describe('the review window', () => {
  it('opens the day after check-out and closes after the 14th day', async () => {
    const place = await listing();
    const cases: Array<[number, number, string | null]> = [
      [-3, 409, 'REVIEW_WINDOW_NOT_OPEN'], // the stay has not even started
      [0, 409, 'REVIEW_WINDOW_NOT_OPEN'], // the day of check-out
      [1, 201, null], // the day after
      [7, 201, null],
      [14, 201, null], // the 14th day after
      [15, 409, 'REVIEW_WINDOW_CLOSED'],
      [60, 409, 'REVIEW_WINDOW_CLOSED'],
    ];
    for (const [daysAgo, status, code] of cases) {
      const bookingId = await stay(place, daysAgo);
      const response = await call('POST', `/api/bookings/${bookingId}/review`, people.guest, scores(4));
      expect(response.statusCode, `${daysAgo} days after check-out: ${response.body}`).toBe(status);
      if (code) expect(response.json<{ code: string }>().code).toBe(code);
    }
    const notYet = await call(
      'POST',
      `/api/bookings/${await stay(place, 0)}/review`,
      people.guest,
      scores(4),
    );
    expect(notYet.json<{ message: string }>().message).toBe(REVIEW_MESSAGES.windowNotOpen);
  });

  it('lets the author edit until the window closes, not after', async () => {
    const place = await listing();
    const lastDay = await stay(place, 14);
    const review = await write(lastDay, scores(3));
    expect(review.canEdit).toBe(true);
    expect(review.editableUntil).toBe(today);
    const edited = await call('PUT', `/api/bookings/${lastDay}/review`, people.guest, {
      ...scores(4),
      text: '  Byari byiza cyane, nzagaruka ubutaha hamwe n’umuryango wanjye.  ',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Review>()).toMatchObject({
      id: review.id,
      overall: 4,
      text: 'Byari byiza cyane, nzagaruka ubutaha hamwe n’umuryango wanjye.',
    });

    // A review written in time, read after its window closed (stored as it would have been, 15 days on).
    const late = await stay(place, 15);
    await ctx.database.db.insert(reviews).values({
      bookingId: late,
      propertyId: place.propertyId,
      roomTypeId: place.roomTypeId,
      userId: people.guest.id,
      stayMonth: `${day(-17).slice(0, 7)}-01`,
      ...scores(2),
    });
    const tooLate = await call('PUT', `/api/bookings/${late}/review`, people.guest, scores(5));
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json<{ code: string }>().code).toBe('REVIEW_WINDOW_CLOSED');
    const [stored] = await ctx.database.db.select().from(reviews).where(eq(reviews.bookingId, late));
    expect(stored!.overall).toBe(2);
  });
});

describe('who may review which booking', () => {
  it('only the guest of a confirmed stay, once per booking', async () => {
    const place = await listing();
    for (const status of ['pending', 'cancelled', 'refunded'] as const) {
      const bookingId = await stay(place, 2, people.guest, status);
      const response = await call('POST', `/api/bookings/${bookingId}/review`, people.guest, scores(5));
      expect(response.statusCode, status).toBe(409);
      expect(response.json<{ code: string; message: string }>()).toMatchObject({
        code: 'REVIEW_NOT_ALLOWED',
        message: REVIEW_MESSAGES.notConfirmed,
      });
    }

    const bookingId = await stay(place, 2);
    for (const someoneElse of [people.otherGuest, people.host, people.admin]) {
      const response = await call('POST', `/api/bookings/${bookingId}/review`, someoneElse, scores(5));
      expect(response.statusCode).toBe(403);
      expect(response.json<{ code: string }>().code).toBe('REVIEW_NOT_ALLOWED');
      const edit = await call('PUT', `/api/bookings/${bookingId}/review`, someoneElse, scores(5));
      expect(edit.statusCode).toBe(403);
    }
    expect((await call('POST', `/api/bookings/${bookingId}/review`, null, scores(5))).statusCode).toBe(401);
    expect((await call('POST', '/api/bookings/2147483600/review', people.guest, scores(5))).statusCode).toBe(
      404,
    );
    const noneYet = await call('PUT', `/api/bookings/${bookingId}/review`, people.guest, scores(5));
    expect(noneYet.statusCode).toBe(404);
    expect(noneYet.json<{ message: string }>().message).toBe(REVIEW_MESSAGES.noReviewYet);

    const review = await write(bookingId, scores(5));
    expect(review).toMatchObject({
      bookingId,
      propertyId: place.propertyId,
      authorFirstName: 'Eric',
      roomTypeName: 'suite',
      stayMonth: day(-4).slice(0, 7),
      status: 'published',
      reply: null,
    });
    const again = await call('POST', `/api/bookings/${bookingId}/review`, people.guest, scores(1));
    expect(again.statusCode).toBe(409);
    expect(again.json<{ code: string }>().code).toBe('REVIEW_EXISTS');
    const rows = await ctx.database.db.select().from(reviews).where(eq(reviews.bookingId, bookingId));
    expect(rows).toHaveLength(1);
  });

  it('writing twice at once still makes one review', async () => {
    const place = await listing();
    const bookingId = await stay(place, 3);
    const answers = await Promise.all(
      [5, 4, 3].map((n) => call('POST', `/api/bookings/${bookingId}/review`, people.guest, scores(n))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    await expectRatingFromReviews(
      place.propertyId,
      answers.find((a) => a.statusCode === 201)!.json<Review>().overall,
      1,
    );
  });

  it('refuses scores and texts out of bounds, in the asker’s language', async () => {
    const place = await listing();
    const bookingId = await stay(place, 1);
    const bad: Array<Partial<ReviewInput> & Record<string, unknown>> = [
      { overall: 0 },
      { overall: 6 },
      { cleanliness: 2.5 },
      { welcome: '5' as unknown as number },
      { value: undefined },
      { text: '   short text, 19 c.   '.padEnd(21, ' ') },
      { text: 'x'.repeat(2001) },
      { text: 42 as unknown as string },
    ];
    for (const change of bad) {
      const response = await call('POST', `/api/bookings/${bookingId}/review`, people.guest, {
        ...scores(4),
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
    }
    const french = await call(
      'POST',
      `/api/bookings/${bookingId}/review`,
      people.guest,
      { ...scores(4), text: 'Trop court' },
      'fr',
    );
    expect(french.json<{ message: string }>().message).toBe('Un avis compte de 20 à 2\u202f000 caractères.');
    // 20 characters after trimming, and 2,000 emoji (one character each), are accepted.
    const exact = await call('POST', `/api/bookings/${bookingId}/review`, people.guest, {
      ...scores(4),
      text: `  ${'a'.repeat(20)}  `,
    });
    expect(exact.statusCode, exact.body).toBe(201);
    const emoji = await call('PUT', `/api/bookings/${bookingId}/review`, people.guest, {
      ...scores(4),
      text: '🦍'.repeat(2000),
    });
    expect(emoji.statusCode, emoji.body).toBe(200);
  });
});

describe('ratings from reviews', () => {
  it('follow every publish, edit, hide and republish, as SQL averages them', async () => {
    const place = await listing();
    const first = await write(await stay(place, 2), scores(5));
    await expectRatingFromReviews(place.propertyId, 5, 1);
    await write(await stay(place, 3, people.otherGuest), scores(4), people.otherGuest);
    await expectRatingFromReviews(place.propertyId, 4.5, 2);
    const third = await write(await stay(place, 4), scores(4));
    await expectRatingFromReviews(place.propertyId, 4.3, 3);

    const edit = await call('PUT', `/api/bookings/${third.bookingId}/review`, people.guest, scores(1));
    expect(edit.statusCode).toBe(200);
    await expectRatingFromReviews(place.propertyId, 3.3, 3);

    const hide = await call('PUT', `/api/reviews/${first.id}/status`, people.admin, {
      status: 'hidden',
      reason: 'Names a member of staff.',
    });
    expect(hide.statusCode, hide.body).toBe(200);
    await expectRatingFromReviews(place.propertyId, 2.5, 2);

    const republish = await call('PUT', `/api/reviews/${first.id}/status`, people.admin, {
      status: 'published',
    });
    expect(republish.statusCode, republish.body).toBe(200);
    expect(republish.json<Review>()).toMatchObject({ status: 'published', hiddenReason: null });
    await expectRatingFromReviews(place.propertyId, 3.3, 3);

    const detail = await call('GET', `/api/properties/${place.propertyId}`, null);
    expect(detail.json<Property>()).toMatchObject({ rating: 3.3, reviewCount: 3 });
  });

  it('a property without reviews answers reviewCount 0', async () => {
    const place = await listing();
    const detail = await call('GET', `/api/properties/${place.propertyId}`, null);
    expect(detail.json<Property>().reviewCount).toBe(0);
    const list = await call('GET', `/api/properties/${place.propertyId}/reviews`, null);
    expect(list.json<PropertyReviews>()).toMatchObject({
      average: null,
      count: 0,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      subscores: { cleanliness: null, location: null, value: null, welcome: null },
      reviews: [],
      total: 0,
    });
  });

  it('reviews written at once are all counted', async () => {
    const place = await listing();
    const writers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => stay(place, 2 + i, i % 2 ? people.guest : people.otherGuest)),
    );
    const answers = await Promise.all(
      writers.map((bookingId, i) =>
        call(
          'POST',
          `/api/bookings/${bookingId}/review`,
          i % 2 ? people.guest : people.otherGuest,
          scores((i % 5) + 1),
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    await expectRatingFromReviews(place.propertyId, 2.7, 6);
  });

  it('the search’s rating filter and sort see the new rating at once', async () => {
    const place = await listing(people.otherHost);
    const [row] = await ctx.database.db.select().from(properties).where(eq(properties.id, place.propertyId));
    const search = async () => {
      const destination = encodeURIComponent(row!.address.split(',')[0]!);
      const response = await call('GET', `/api/properties?destination=${destination}&minRating=4`, null);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Property[]>().map((p) => p.id);
    };
    const first = await write(await stay(place, 2), scores(2));
    expect(await search()).toEqual([]);
    await call('PUT', `/api/bookings/${first.bookingId}/review`, people.guest, scores(5));
    expect(await search()).toEqual([place.propertyId]);
    await call('PUT', `/api/reviews/${first.id}/status`, people.admin, {
      status: 'hidden',
      reason: 'Advertises another site.',
    });
    expect(await search()).toEqual([]);
  });

  it('another API process forgets its kept search answers when a rating changes', async () => {
    const other = await openSecondApp(ctx);
    try {
      const place = await listing(people.otherHost);
      const [row] = await ctx.database.db
        .select()
        .from(properties)
        .where(eq(properties.id, place.propertyId));
      const url = `/api/properties?destination=${encodeURIComponent(row!.address.split(',')[0]!)}&sort=rating`;
      const ratingThere = async () => {
        const response = await other.inject({ method: 'GET', url });
        return response.json<Property[]>().map((p) => [p.rating, p.reviewCount]);
      };
      expect(await ratingThere()).toEqual([[4, 0]]);
      expect(await ratingThere()).toEqual([[4, 0]]); // kept by the other process now
      await write(await stay(place, 2), scores(2));
      // The trigger's notification reaches the other process within moments (docs/decisions/0011-search-answers.md).
      await expect.poll(ratingThere, { timeout: 5_000, interval: 50 }).toEqual([[2, 1]]);
    } finally {
      await other.close();
    }
  });
});

describe('the public list', () => {
  let place: Listing;
  let written: Review[];

  beforeAll(async () => {
    place = await listing();
    written = [];
    // Oldest first: overall 3, 5, 1, 4, 5, 2, 4 (sub-scores differ from overall).
    for (const [i, overall] of [3, 5, 1, 4, 5, 2, 4].entries()) {
      written.push(await write(await stay(place, 1 + (i % 10)), { ...scores(overall, 4), cleanliness: 5 }));
    }
    // A hidden one that must not show or count.
    const hidden = await write(await stay(place, 12), scores(1));
    await call('PUT', `/api/reviews/${hidden.id}/status`, people.admin, {
      status: 'hidden',
      reason: 'Not about this stay.',
    });
  });

  const list = async (query: string, as: SignedInUser | null = null) => {
    const response = await call('GET', `/api/properties/${place.propertyId}/reviews?${query}`, as);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PropertyReviews>();
  };

  it('summarises the published reviews', async () => {
    const answer = await list('');
    expect(answer).toMatchObject({
      average: 3.4,
      count: 7,
      distribution: { '1': 1, '2': 1, '3': 1, '4': 2, '5': 2 },
      subscores: { cleanliness: 5, location: 4, value: 4, welcome: 4 },
      page: 1,
      pageSize: 10,
      total: 7,
    });
    await expectRatingFromReviews(place.propertyId, 3.4, 7);
  });

  it('sorts newest first by default, or by score, and pages', async () => {
    const ids = (answer: PropertyReviews) => answer.reviews.map((r) => r.id);
    const byAge = [...written].reverse().map((r) => r.id);
    expect(ids(await list(''))).toEqual(byAge);
    expect(ids(await list('sort=newest&pageSize=3'))).toEqual(byAge.slice(0, 3));
    expect(ids(await list('sort=newest&pageSize=3&page=3'))).toEqual(byAge.slice(6));
    expect(ids(await list('sort=newest&pageSize=3&page=4'))).toEqual([]);
    expect((await list('sort=highest')).reviews.map((r) => r.overall)).toEqual([5, 5, 4, 4, 3, 2, 1]);
    expect((await list('sort=lowest')).reviews.map((r) => r.overall)).toEqual([1, 2, 3, 4, 4, 5, 5]);
    // Equal scores: the newer first.
    const highest = await list('sort=highest');
    expect(highest.reviews[0]!.id).toBeGreaterThan(highest.reviews[1]!.id);
    for (const bad of ['sort=best', 'page=0', 'pageSize=51', 'pageSize=x']) {
      const response = await call('GET', `/api/properties/${place.propertyId}/reviews?${bad}`, null);
      expect(response.statusCode, bad).toBe(400);
    }
  });

  it('answers each review as the public may read it, text as typed', async () => {
    const bookingId = await stay(place, 5, people.otherGuest);
    const markup = '<script>alert("x")</script> & <b>Murakoze</b> cyane, turagaruka!';
    await write(bookingId, { ...scores(4), text: markup }, people.otherGuest);
    const [newest] = (await list('pageSize=1')).reviews;
    expect(newest).toEqual({
      id: expect.any(Number),
      overall: 4,
      cleanliness: 4,
      location: 4,
      value: 4,
      welcome: 4,
      text: markup,
      authorFirstName: 'Claudine',
      stayMonth: day(-7).slice(0, 7),
      roomTypeName: 'suite',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      reply: null,
    });
  });

  it('is 404 for a property the asker may not see, as its detail', async () => {
    const pending = await insertProperty(ctx.database.db, people.host.id);
    for (const as of [null, people.guest, people.otherHost]) {
      const response = await call('GET', `/api/properties/${pending.id}/reviews`, as);
      expect(response.statusCode).toBe(404);
    }
    for (const as of [people.host, people.admin])
      expect((await call('GET', `/api/properties/${pending.id}/reviews`, as)).statusCode).toBe(200);
    expect((await call('GET', '/api/properties/2147483600/reviews', null)).statusCode).toBe(404);
  });
});

describe('one review, GET /api/reviews/{id}', () => {
  it('public when published; its author, host and admins only when hidden', async () => {
    const place = await listing();
    const review = await write(await stay(place, 2));
    for (const as of [null, people.guest, people.otherGuest, people.host, people.otherHost, people.admin])
      expect((await call('GET', `/api/reviews/${review.id}`, as)).statusCode).toBe(200);
    await call('PUT', `/api/reviews/${review.id}/status`, people.admin, {
      status: 'hidden',
      reason: 'Shares a phone number.',
    });
    for (const as of [null, people.otherGuest, people.otherHost])
      expect((await call('GET', `/api/reviews/${review.id}`, as)).statusCode).toBe(404);
    const asAuthor = await call('GET', `/api/reviews/${review.id}`, people.guest);
    expect(asAuthor.json<Review>()).toMatchObject({
      status: 'hidden',
      hiddenReason: 'Shares a phone number.',
      canEdit: true,
      canReply: false,
    });
    const asHost = await call('GET', `/api/reviews/${review.id}`, people.host);
    expect(asHost.json<Review>()).toMatchObject({ status: 'hidden', canEdit: false, canReply: true });
    expect((await call('GET', `/api/reviews/${review.id}`, people.admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/reviews/2147483600', people.admin)).statusCode).toBe(404);
  });
});

describe('the host’s reply', () => {
  it('is the property’s host’s alone, once, editable for 7 days', async () => {
    const place = await listing();
    const review = await write(await stay(place, 2));
    const url = `/api/reviews/${review.id}/reply`;
    for (const someoneElse of [people.guest, people.otherGuest, people.otherHost, people.admin]) {
      const refused = await call('PUT', url, someoneElse, { text: 'Murakoze!' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ message: string }>().message).toBe(REVIEW_MESSAGES.onlyHostReplies);
    }
    expect((await call('PUT', url, null, { text: 'Murakoze!' })).statusCode).toBe(401);
    for (const text of ['', '   ', 'x'.repeat(2001)])
      expect((await call('PUT', url, people.host, { text })).statusCode).toBe(400);

    const replied = await call('PUT', url, people.host, { text: '  Murakoze cyane, muzagaruke!  ' });
    expect(replied.statusCode, replied.body).toBe(200);
    const reply = replied.json<Review>().reply!;
    expect(reply.text).toBe('Murakoze cyane, muzagaruke!');
    const edited = await call('PUT', url, people.host, { text: 'Thank you, see you again soon.' });
    expect(edited.json<Review>().reply).toMatchObject({
      text: 'Thank you, see you again soon.',
      createdAt: reply.createdAt,
    });
    const publicList = await call('GET', `/api/properties/${place.propertyId}/reviews`, null);
    expect(publicList.json<PropertyReviews>().reviews[0]!.reply!.text).toBe('Thank you, see you again soon.');
    // The author is told of the first reply only.
    expect(await toldAbout(people.guest.id, review.id)).toEqual([
      {
        kind: 'review_reply',
        params: { reviewId: review.id, propertyName: expect.stringContaining('Lake Kivu Lodge') },
        link: `/dashboard/user/bookings/${review.bookingId}/review?review=${review.id}`,
      },
    ]);

    // Seven days after it was first written, the reply is fixed.
    await ctx.database.db
      .update(reviews)
      .set({ replyCreatedAt: sql`now() - interval '7 days 1 minute'` })
      .where(eq(reviews.id, review.id));
    const late = await call('PUT', url, people.host, { text: 'One more thing.' }, 'rw');
    expect(late.statusCode).toBe(409);
    expect(late.json<{ code: string; message: string }>()).toMatchObject({
      code: 'REPLY_WINDOW_CLOSED',
      message:
        'Igisubizo gishobora guhindurwa mu minsi 7 ikurikira igihe cyandikiwe bwa mbere: icyo gihe cyarenze.',
    });
    expect((await call('GET', `/api/reviews/${review.id}`, people.host)).json<Review>().canReply).toBe(false);
  });

  it('a hidden review the asker cannot see is 404, not 403', async () => {
    const place = await listing();
    const review = await write(await stay(place, 2));
    await call('PUT', `/api/reviews/${review.id}/status`, people.admin, {
      status: 'hidden',
      reason: 'Off topic for this stay.',
    });
    expect(
      (await call('PUT', `/api/reviews/${review.id}/reply`, people.otherHost, { text: 'Hi' })).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/reviews/${review.id}/reply`, people.host, { text: 'Noted.' })).statusCode,
    ).toBe(200);
  });
});

describe('reports and moderation', () => {
  it('reports, the admin’s list, dismissing, hiding with a reason', async () => {
    const place = await listing();
    const review = await write(await stay(place, 2));
    const reportUrl = `/api/reviews/${review.id}/reports`;
    const reason = { reason: 'Mentions a staff member by name.' };

    expect((await call('POST', reportUrl, null, reason)).statusCode).toBe(401);
    const own = await call('POST', reportUrl, people.guest, reason);
    expect(own.statusCode).toBe(403);
    expect(own.json<{ message: string }>().message).toBe(REVIEW_MESSAGES.ownReport);
    for (const text of ['bad', ' '.repeat(10), 'x'.repeat(501)])
      expect((await call('POST', reportUrl, people.otherGuest, { reason: text })).statusCode).toBe(400);

    const reported = await call('POST', reportUrl, people.otherGuest, reason, 'fr');
    expect(reported.statusCode, reported.body).toBe(201);
    expect(reported.json<{ message: string }>().message).toBe(
      'Merci. Un administrateur va examiner cet avis.',
    );
    const twice = await call('POST', reportUrl, people.otherGuest, { reason: 'Still there, please look.' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ code: string }>().code).toBe('REPORT_EXISTS');
    expect(
      (await call('POST', reportUrl, people.otherHost, { reason: 'Looks fake to me.' })).statusCode,
    ).toBe(201);

    const adminList = async (status = 'reported') => {
      const response = await call('GET', `/api/admin/reviews?status=${status}`, people.admin);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AdminReviewList>();
    };
    const listed = (await adminList()).reviews.find((r) => r.id === review.id);
    expect(listed).toMatchObject({
      reportCount: 2,
      reports: [{ reason: 'Mentions a staff member by name.' }, { reason: 'Looks fake to me.' }],
      authorFirstName: 'Eric',
      propertyName: expect.stringContaining('Lake Kivu Lodge'),
      status: 'published',
    });

    // Dismissed: off the reported list, still published; a new report opens it again.
    const dismissed = await call('POST', `${reportUrl}/dismiss`, people.admin);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json<Review>().status).toBe('published');
    expect((await adminList()).reviews.some((r) => r.id === review.id)).toBe(false);
    expect((await call('POST', reportUrl, people.otherGuest, reason)).statusCode).toBe(201);
    expect((await adminList()).reviews.find((r) => r.id === review.id)?.reportCount).toBe(1);

    // Hiding needs a reason, closes the reports, takes the review off the public list and the rating.
    for (const body of [
      { status: 'hidden' },
      { status: 'hidden', reason: 'no' },
      { status: 'gone', reason: 'A good reason.' },
    ])
      expect((await call('PUT', `/api/reviews/${review.id}/status`, people.admin, body)).statusCode).toBe(
        400,
      );
    const hidden = await call('PUT', `/api/reviews/${review.id}/status`, people.admin, {
      status: 'hidden',
      reason: '  Names a member of staff.  ',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json<Review>()).toMatchObject({
      status: 'hidden',
      hiddenReason: 'Names a member of staff.',
    });
    expect(await toldAbout(people.guest.id, review.id)).toEqual([
      {
        kind: 'review_hidden',
        params: {
          reviewId: review.id,
          propertyName: expect.stringContaining('Lake Kivu Lodge'),
          reason: 'Names a member of staff.',
        },
        link: `/dashboard/user/bookings/${review.bookingId}/review?review=${review.id}`,
      },
    ]);
    expect((await adminList()).reviews.some((r) => r.id === review.id)).toBe(false);
    expect((await adminList('hidden')).reviews[0]).toMatchObject({ id: review.id, reportCount: 0 });
    expect((await adminList('all')).reviews.some((r) => r.id === review.id)).toBe(true);
    const publicList = await call('GET', `/api/properties/${place.propertyId}/reviews`, null);
    expect(publicList.json<PropertyReviews>()).toMatchObject({ count: 0, reviews: [] });
    await expectRatingFromReviews(place.propertyId, 0, 0);
    expect((await call('GET', '/api/admin/reviews?status=open', people.admin)).statusCode).toBe(400);
  });

  it('only admins moderate', async () => {
    const place = await listing();
    const review = await write(await stay(place, 2));
    const hide = { status: 'hidden', reason: 'Not allowed to hide.' };
    for (const as of [people.guest, people.otherGuest, people.host, people.otherHost]) {
      expect((await call('PUT', `/api/reviews/${review.id}/status`, as, hide)).statusCode).toBe(403);
      expect((await call('POST', `/api/reviews/${review.id}/reports/dismiss`, as)).statusCode).toBe(403);
      expect((await call('GET', '/api/admin/reviews', as)).statusCode).toBe(403);
    }
    expect((await call('PUT', `/api/reviews/${review.id}/status`, null, hide)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/reviews', null)).statusCode).toBe(401);
    expect((await call('PUT', '/api/reviews/2147483600/status', people.admin, hide)).statusCode).toBe(404);
    await expectRatingFromReviews(place.propertyId, 5, 1);
  });
});

describe('what the lists say of reviews', () => {
  it('the guest’s bookings: canReview while the window is open, then the review and whether it can be edited', async () => {
    const place = await listing();
    const open = await stay(place, 3);
    const closed = await stay(place, 20);
    const future = await stay(place, -5);
    const pending = await stay(place, 3, people.guest, 'pending');
    const mine = async () => {
      const response = await call('GET', '/api/bookings?pageSize=30&sort=id&order=desc', people.guest);
      expect(response.statusCode, response.body).toBe(200);
      return new Map(response.json<Booking[]>().map((b) => [b.id, b]));
    };
    let bookings = await mine();
    expect(bookings.get(open)).toMatchObject({ canReview: true, review: null });
    for (const id of [closed, future, pending]) expect(bookings.get(id)).toMatchObject({ canReview: false });

    const review = await write(open);
    bookings = await mine();
    expect(bookings.get(open)).toMatchObject({ canReview: false, review: { id: review.id, canEdit: true } });

    // The host sees the review on the booking, but may neither write nor edit it.
    const hostView = await call(
      'GET',
      `/api/bookings?property_id=${place.propertyId}&pageSize=30`,
      people.host,
    );
    const atHost = hostView.json<Booking[]>().find((b) => b.id === open);
    expect(atHost).toMatchObject({ canReview: false, review: { id: review.id, canEdit: false } });
  });

  it('the host’s reviews: their properties only, newest first, with replies', async () => {
    const place = await listing();
    const elsewhere = await listing(people.otherHost);
    const first = await write(await stay(place, 2));
    const second = await write(await stay(place, 3, people.otherGuest), scores(3), people.otherGuest);
    await write(await stay(elsewhere, 2));
    await call('PUT', `/api/reviews/${first.id}/reply`, people.host, { text: 'Murakoze!' });

    const response = await call('GET', '/api/host/reviews?pageSize=2', people.host);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<HostReviewList>();
    expect(answer.reviews.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(answer.reviews[1]).toMatchObject({ reply: { text: 'Murakoze!' }, canReply: true });
    expect(answer.reviews.every((r) => r.propertyName.startsWith('Lake Kivu Lodge'))).toBe(true);
    const counted = await ctx.database.db.execute(sql`
      select count(*)::int as n from reviews r join properties p on p.id = r.property_id
      where p.host_id = ${people.host.id}`);
    expect(answer.total).toBe(Number((counted as { rows: Array<{ n: number }> }).rows[0]!.n));
    expect(
      (await call('GET', '/api/host/reviews', people.otherHost))
        .json<HostReviewList>()
        .reviews.every((r) => r.propertyId !== place.propertyId),
    ).toBe(true);
    for (const as of [people.guest, people.admin])
      expect((await call('GET', '/api/host/reviews', as)).statusCode).toBe(403);
    expect((await call('GET', '/api/host/reviews', null)).statusCode).toBe(401);
  });
});

describe('review invitations', () => {
  it('tell the guest once, when the window of a confirmed stay without a review opens', async () => {
    const place = await listing();
    const open = await stay(place, 1);
    const lastDay = await stay(place, 14);
    const notYet = await stay(place, 0);
    const closed = await stay(place, 15);
    const pending = await stay(place, 2, people.guest, 'pending');
    const reviewed = await stay(place, 3);
    await write(reviewed);
    const invitations = async () => {
      const rows = await ctx.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.kind, 'review_invitation'));
      return rows.map((n) => ({ userId: n.userId, params: n.params, link: n.link }));
    };
    const before = (await invitations()).length;
    expect(await inviteReviews(ctx.database.db)).toBeGreaterThanOrEqual(2);
    const sent = await invitations();
    const forStay = (bookingId: number) =>
      sent.filter((n) => (n.params as { bookingId: number }).bookingId === bookingId);
    for (const bookingId of [open, lastDay])
      expect(forStay(bookingId)).toEqual([
        {
          userId: people.guest.id,
          params: { bookingId, propertyName: expect.stringContaining('Lake Kivu Lodge') },
          link: `/dashboard/user/bookings/${bookingId}/review`,
        },
      ]);
    for (const bookingId of [notYet, closed, pending, reviewed]) expect(forStay(bookingId)).toEqual([]);
    expect(sent.length).toBeGreaterThan(before);
    // A second run invites no one twice.
    expect(await inviteReviews(ctx.database.db)).toBe(0);
    expect((await invitations()).length).toBe(sent.length);
  });
});
