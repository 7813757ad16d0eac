// Messages between guests and hosts (docs/decisions/0028-conversations.md) through the real app: a question
// before booking and a booking's conversation, who may read and write what (404 for anyone else), paging,
// unread counts, contact details hidden before confirmation, the rate limit, reports and the admins' reading,
// and the live event each message sends to both sides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import {
  CONVERSATION_MESSAGES,
  HIDDEN_CONTACT,
  MESSAGE_LIMITS,
  MESSAGE_TEXT_MAX,
  type Conversation,
  type ConversationList,
  type ConversationStarted,
  type Message,
  type MessagePage,
  type ReportedConversationList,
  type UnreadMessages,
} from '@ikaze/domain';
import { conversations, messages, notifications } from '../../db/schema.ts';
import {
  openTestApp,
  sessionHeaders,
  signUpAs,
  type SignedInUser,
  type TestContext,
} from '../../test/harness.ts';
import { createListing, insertBooking } from '../../test/test-data.ts';

let ctx: TestContext;
let people: Record<'host' | 'otherHost' | 'guest' | 'otherGuest' | 'admin', SignedInUser>;
let propertyId: number;
let roomTypeId: number;

beforeAll(async () => {
  ({ ctx, users: people } = await openTestApp({
    host: ['host', { first_name: 'Aline' }],
    otherHost: 'host',
    guest: ['user', { first_name: 'Jean' }],
    otherGuest: 'user',
    admin: 'admin',
  }));
  const listing = await createListing(ctx.database.db, people.host.id, { name: 'Lake Kivu Lodge' });
  propertyId = listing.property.id;
  roomTypeId = listing.roomTypes[0]!.id;
});
afterAll(async () => {
  await ctx?.close();
});

type Method = 'GET' | 'POST';
function call(method: Method, url: string, as: SignedInUser | null, payload?: object, headers = {}) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...sessionHeaders(as), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function ask(as: SignedInUser, text: string, property = propertyId) {
  const response = await call('POST', '/api/conversations', as, { propertyId: property, text });
  expect([200, 201], response.body).toContain(response.statusCode);
  return response.json<ConversationStarted>();
}

async function send(as: SignedInUser, conversationId: number, text: string) {
  const response = await call('POST', `/api/conversations/${conversationId}/messages`, as, { text });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Message>();
}

async function listOf(as: SignedInUser, query = '') {
  const response = await call('GET', `/api/conversations${query}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ConversationList>();
}

async function unreadOf(as: SignedInUser) {
  const response = await call('GET', '/api/conversations/unread', as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UnreadMessages>();
}

async function history(as: SignedInUser, conversationId: number, query = '') {
  const response = await call('GET', `/api/conversations/${conversationId}/messages${query}`, as);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MessagePage>();
}

/** A confirmed or pending booking of `guest` at the test property, straight in the table. */
const booking = (guest: SignedInUser, status: 'pending' | 'confirmed' = 'confirmed') =>
  insertBooking(ctx.database.db, { userId: guest.id, propertyId, roomTypeId, status });

describe('a question before booking', () => {
  it('opens one conversation per guest and property: writing again continues it', async () => {
    const guest = await signUpAs(ctx, 'user', { first_name: 'Claudine' });
    const first = await call('POST', '/api/conversations', guest, {
      propertyId,
      text: '  Is there parking for a minibus?  ',
    });
    expect(first.statusCode, first.body).toBe(201);
    const started = first.json<ConversationStarted>();
    expect(started.message).toMatchObject({ text: 'Is there parking for a minibus?', mine: true });
    expect(started.conversation).toMatchObject({
      propertyName: 'Lake Kivu Lodge',
      bookingId: null,
      checkIn: null,
      side: 'guest',
      otherFirstName: 'Aline',
      unread: 0,
      contactsHidden: true,
    });

    const again = await call('POST', '/api/conversations', guest, { propertyId, text: 'And breakfast?' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<ConversationStarted>().conversation.id).toBe(started.conversation.id);

    const hostList = await listOf(people.host);
    const seen = hostList.conversations.find((c) => c.id === started.conversation.id)!;
    expect(seen).toMatchObject({
      side: 'host',
      otherFirstName: 'Claudine',
      unread: 2,
      lastMessage: { preview: 'And breakfast?', mine: false },
    });
    const mineList = await listOf(guest, `?propertyId=${propertyId}`);
    expect(mineList.conversations.map((c) => c.id)).toEqual([started.conversation.id]);
  });

  it('is refused for one’s own property (403 OWN_PROPERTY) and for a property that is not public (404)', async () => {
    const own = await call('POST', '/api/conversations', people.host, { propertyId, text: 'Hello me' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'OWN_PROPERTY', message: CONVERSATION_MESSAGES.ownProperty });

    const pending = await createListing(ctx.database.db, people.host.id, { reviewStatus: 'pending' });
    const hidden = await call('POST', '/api/conversations', people.guest, {
      propertyId: pending.property.id,
      text: 'Hello?',
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('checks the text: 1 to 2,000 characters once trimmed, emoji counted as one', async () => {
    const empty = await call('POST', '/api/conversations', people.guest, { propertyId, text: '   \n ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'text', message: CONVERSATION_MESSAGES.textRequired });

    const long = await call('POST', '/api/conversations', people.guest, {
      propertyId,
      text: 'a'.repeat(MESSAGE_TEXT_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(CONVERSATION_MESSAGES.textTooLong({ max: MESSAGE_TEXT_MAX }));

    const french = await call(
      'POST',
      '/api/conversations',
      people.guest,
      { propertyId, text: '' },
      { 'accept-language': 'fr' },
    );
    expect(french.json().message).toBe('Écrivez un message.');

    const neither = await call('POST', '/api/conversations', people.guest, { text: 'Hi' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe(CONVERSATION_MESSAGES.propertyOrBooking);

    const guest = await signUpAs(ctx, 'user');
    const emoji = await call('POST', '/api/conversations', guest, {
      propertyId,
      text: '🦍'.repeat(MESSAGE_TEXT_MAX),
    });
    expect(emoji.statusCode, emoji.body).toBe(201);
  });

  it('hides phone numbers and email addresses before a booking is confirmed', async () => {
    const guest = await signUpAs(ctx, 'user');
    const { message } = await ask(
      guest,
      'Call me on +250 788 123 456 or 0788123456, or write to jean.k@example.rw. We are 12 people on 2026-12-24.',
    );
    expect(message.text).toBe(
      `Call me on ${HIDDEN_CONTACT} or ${HIDDEN_CONTACT}, or write to ${HIDDEN_CONTACT}. We are 12 people on 2026-12-24.`,
    );
    const [stored] = await ctx.database.db.select().from(messages).where(eq(messages.id, message.id));
    expect(stored!.body).not.toContain('788');
  });

  it('hides them written in disguise too: other digits, invisible characters, words, entities', async () => {
    const guest = await signUpAs(ctx, 'user');
    const { message } = await ask(
      guest,
      'Call 0７８８ １２３ ４５６ or O7\u200b88123456, or write to john [at] gmail [dot] com or jean&#64;example.rw. ' +
        'We are 2 adults in room 12, 45,000 RWF a night.',
    );
    expect(message.text).toBe(
      `Call ${HIDDEN_CONTACT} or ${HIDDEN_CONTACT}, or write to ${HIDDEN_CONTACT} or ${HIDDEN_CONTACT}. ` +
        'We are 2 adults in room 12, 45,000 RWF a night.',
    );
    const [stored] = await ctx.database.db.select().from(messages).where(eq(messages.id, message.id));
    expect(stored!.body).toBe(message.text);
  });
});

describe('a booking’s conversation', () => {
  it('is for its guest and its property’s host, apart from the question, with the dates; contacts shown once confirmed', async () => {
    const guest = await signUpAs(ctx, 'user', { first_name: 'Eric' });
    const question = await ask(guest, 'Do you have a cot?');
    const stay = await booking(guest, 'confirmed');

    const started = await call('POST', '/api/conversations', people.host, {
      bookingId: stay.id,
      text: 'Welcome! My number is 0788 555 111.',
    });
    expect(started.statusCode, started.body).toBe(201);
    const { conversation, message } = started.json<ConversationStarted>();
    expect(conversation.id).not.toBe(question.conversation.id);
    expect(conversation).toMatchObject({
      bookingId: stay.id,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      bookingStatus: 'confirmed',
      side: 'host',
      otherFirstName: 'Eric',
      contactsHidden: false,
    });
    expect(message.text).toBe('Welcome! My number is 0788 555 111.');

    const guestView = await listOf(guest, `?bookingId=${stay.id}`);
    expect(guestView.conversations).toHaveLength(1);
    expect(guestView.conversations[0]).toMatchObject({ id: conversation.id, side: 'guest', unread: 1 });

    const again = await call('POST', '/api/conversations', guest, { bookingId: stay.id, text: 'Thanks!' });
    expect(again.statusCode).toBe(200);
    expect(again.json<ConversationStarted>().conversation.id).toBe(conversation.id);
  });

  it('answers 404 to anyone else, as for a booking that does not exist', async () => {
    const stay = await booking(people.guest, 'pending');
    for (const outsider of [people.otherGuest, people.otherHost, people.admin]) {
      const response = await call('POST', '/api/conversations', outsider, { bookingId: stay.id, text: 'Hi' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Booking not found.');
    }
    const missing = await call('POST', '/api/conversations', people.guest, {
      bookingId: 2_000_000,
      text: 'x',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('who may read and write a conversation', () => {
  let conversationId: number;
  beforeAll(async () => {
    ({
      conversation: { id: conversationId },
    } = await ask(people.guest, 'Is the road paved?'));
  });

  const reads = (id: number) =>
    [
      ['GET', `/api/conversations/${id}`, undefined],
      ['GET', `/api/conversations/${id}/messages`, undefined],
    ] as const;
  const writes = (id: number) =>
    [
      ['POST', `/api/conversations/${id}/messages`, { text: 'Hello' }],
      ['POST', `/api/conversations/${id}/read`, undefined],
      ['POST', `/api/conversations/${id}/reports`, { reason: 'Spam' }],
    ] as const;

  it('its two sides read it; others get 404, whether or not it exists; anonymous 401', async () => {
    for (const [method, url] of reads(conversationId)) {
      expect((await call(method, url, people.guest)).statusCode).toBe(200);
      expect((await call(method, url, people.host)).statusCode).toBe(200);
      for (const outsider of [people.otherGuest, people.otherHost, people.admin]) {
        const response = await call(method, url, outsider);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().message).toBe(CONVERSATION_MESSAGES.notFound);
      }
      expect((await call(method, url, null)).statusCode).toBe(401);
    }
    for (const [method, url, body] of [...reads(2_000_000), ...writes(2_000_000)]) {
      expect((await call(method, url, people.guest, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    for (const [method, url, body] of writes(conversationId)) {
      for (const outsider of [people.otherGuest, people.otherHost, people.admin]) {
        expect((await call(method, url, outsider, body)).statusCode, `${method} ${url}`).toBe(404);
      }
      expect((await call(method, url, null, body)).statusCode).toBe(401);
    }
  });

  it('a report lets admins read it, not write in it; only admins list reported ones', async () => {
    const { conversation } = await ask(people.otherGuest, 'Can you send me money first?');
    await send(people.host, conversation.id, 'No.');
    const report = await call('POST', `/api/conversations/${conversation.id}/reports`, people.host, {
      reason: '  Asks for money outside the site  ',
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json<Conversation>().reported).toBe(true);

    const admin = await call('GET', `/api/conversations/${conversation.id}`, people.admin);
    expect(admin.statusCode).toBe(200);
    expect(admin.json<Conversation>()).toMatchObject({ side: 'admin', unread: 0 });
    const adminHistory = await history(people.admin, conversation.id);
    expect(adminHistory.messages.map((m) => [m.text, m.mine])).toEqual([
      ['Can you send me money first?', false],
      ['No.', false],
    ]);
    const adminSends = await call('POST', `/api/conversations/${conversation.id}/messages`, people.admin, {
      text: 'Admin here',
    });
    expect(adminSends.statusCode).toBe(403);
    expect(adminSends.json().message).toBe(CONVERSATION_MESSAGES.adminReadOnly);
    // Other people still cannot read it.
    expect((await call('GET', `/api/conversations/${conversation.id}`, people.otherHost)).statusCode).toBe(
      404,
    );

    const listed = await call('GET', '/api/admin/conversations', people.admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<ReportedConversationList>().conversations[0]).toMatchObject({
      id: conversation.id,
      reportReason: 'Asks for money outside the site',
      reporterFirstName: 'Aline',
    });
    for (const notAdmin of [people.guest, people.host]) {
      expect((await call('GET', '/api/admin/conversations', notAdmin)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/conversations', null)).statusCode).toBe(401);

    const noReason = await call('POST', `/api/conversations/${conversation.id}/reports`, people.host, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(CONVERSATION_MESSAGES.reasonRequired);
  });
});

describe('history and unread counts', () => {
  it('pages the history newest page first, each page oldest to newest', async () => {
    const guest = await signUpAs(ctx, 'user');
    const { conversation } = await ask(guest, 'message 1');
    // Written straight to the table: the rate limit is not what this test is about.
    await ctx.database.db.insert(messages).values(
      Array.from({ length: 74 }, (_, i) => ({
        conversationId: conversation.id,
        senderId: i % 2 === 0 ? people.host.id : guest.id,
        body: `message ${i + 2}`,
      })),
    );
    const newest = await history(guest, conversation.id);
    expect(newest.messages).toHaveLength(30);
    expect(newest.messages[0]!.text).toBe('message 46');
    expect(newest.messages.at(-1)!.text).toBe('message 75');
    expect(newest.hasEarlier).toBe(true);

    const middle = await history(guest, conversation.id, `?before=${newest.messages[0]!.id}&limit=40`);
    expect(middle.messages.map((m) => m.text)).toEqual(
      Array.from({ length: 40 }, (_, i) => `message ${i + 6}`),
    );
    expect(middle.hasEarlier).toBe(true);
    const oldest = await history(guest, conversation.id, `?before=${middle.messages[0]!.id}&limit=40`);
    expect(oldest.messages.map((m) => m.text)).toEqual([1, 2, 3, 4, 5].map((n) => `message ${n}`));
    expect(oldest.hasEarlier).toBe(false);

    const tooMany = await call('GET', `/api/conversations/${conversation.id}/messages?limit=101`, guest);
    expect(tooMany.statusCode).toBe(400);
  });

  it('counts the other side’s messages after the reader’s mark; reading clears them', async () => {
    const guest = await signUpAs(ctx, 'user');
    const host = await signUpAs(ctx, 'host');
    const { property } = await createListing(ctx.database.db, host.id, { name: 'Nyungwe Rest' });
    const first = await ask(guest, 'Hello', property.id);
    const second = await ask(guest, 'Another question', property.id);
    expect(second.conversation.id).toBe(first.conversation.id);
    expect(await unreadOf(host)).toEqual({ unread: 2, conversations: 1 });
    expect(await unreadOf(guest)).toEqual({ unread: 0, conversations: 0 });

    const read = await call('POST', `/api/conversations/${first.conversation.id}/read`, host);
    expect(read.statusCode).toBe(200);
    expect(read.json<Conversation>().unread).toBe(0);
    expect(await unreadOf(host)).toEqual({ unread: 0, conversations: 0 });

    await send(host, first.conversation.id, 'Karibu!');
    expect(await unreadOf(guest)).toEqual({ unread: 1, conversations: 1 });
    expect(await unreadOf(host)).toEqual({ unread: 0, conversations: 0 });
    const list = await listOf(guest);
    expect(list.conversations[0]).toMatchObject({
      id: first.conversation.id,
      unread: 1,
      lastMessage: { preview: 'Karibu!', mine: false },
    });
  });

  it('lists the newest activity first', async () => {
    const guest = await signUpAs(ctx, 'user');
    const host = await signUpAs(ctx, 'host');
    const a = await createListing(ctx.database.db, host.id, { name: 'First' });
    const b = await createListing(ctx.database.db, host.id, { name: 'Second' });
    const one = await ask(guest, 'one', a.property.id);
    const two = await ask(guest, 'two', b.property.id);
    expect((await listOf(guest)).conversations.map((c) => c.id)).toEqual([
      two.conversation.id,
      one.conversation.id,
    ]);
    await send(host, one.conversation.id, 'reply');
    expect((await listOf(guest)).conversations.map((c) => c.id)).toEqual([
      one.conversation.id,
      two.conversation.id,
    ]);
  });
});

describe('the rate limit', () => {
  it(`answers 429 after ${MESSAGE_LIMITS.perMinute} messages in a minute, in the asker’s language`, async () => {
    const guest = await signUpAs(ctx, 'user');
    const { conversation } = await ask(guest, 'message 1');
    for (let n = 2; n <= MESSAGE_LIMITS.perMinute; n++) await send(guest, conversation.id, `message ${n}`);
    const refused = await call(
      'POST',
      `/api/conversations/${conversation.id}/messages`,
      guest,
      { text: 'one too many' },
      { 'accept-language': 'fr' },
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('MESSAGE_RATE_LIMITED');
    expect(refused.json().message).toMatch(/^Vous avez envoyé 10 messages dans la dernière minute\./);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await history(guest, conversation.id)).messages).toHaveLength(MESSAGE_LIMITS.perMinute);
    // Another account is not held back.
    await send(people.host, conversation.id, 'I can still answer');
  });

  it(`answers 429 after ${MESSAGE_LIMITS.perDay} messages in a day`, async () => {
    const guest = await signUpAs(ctx, 'user');
    const { conversation } = await ask(guest, 'hello');
    await ctx.database.db.execute(
      sql`update rate_counters set total = ${MESSAGE_LIMITS.perDay} where key = ${`messages-day:${guest.id}`}`,
    );
    const refused = await call('POST', `/api/conversations/${conversation.id}/messages`, guest, {
      text: 'x',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^You have sent 100 messages today, the most allowed\./);
  });
});

describe('telling the recipient', () => {
  /** The bell's rows of a user about new messages, oldest first. */
  const bellOf = (userId: number) =>
    ctx.database.db
      .select()
      .from(notifications)
      .where(sql`${notifications.userId} = ${userId} and ${notifications.kind} = 'message_received'`)
      .orderBy(notifications.id);
  /**
   * The emails owed to a user about a conversation: jobs in the queue's outbox (docs/decisions/0026) and those
   * already moved into the queue when it runs, which keep the outbox row's id (counted once while in both).
   */
  const emailsTo = async (userId: number, conversationId: number) => {
    const mine = sql`data->>'kind' = 'message_received' and (data->>'userId')::int = ${userId}
      and (data->'params'->>'conversationId')::int = ${conversationId}`;
    const ids = async (query: SQL) => {
      const result: unknown = await ctx.database.db.execute(query);
      return (result as { rows: Array<{ id: string }> }).rows.map((row) => row.id);
    };
    const owed = await ids(sql`select id::text as id from job_outbox where ${mine}`);
    const [queue] = await ids(sql`select (to_regclass('pgboss.job') is not null)::text as id`);
    const queued =
      queue === 'true'
        ? await ids(sql`select id::text as id from pgboss.job where name = 'email' and ${mine}`)
        : [];
    return new Set([...owed, ...queued]).size;
  };

  it('every message rings the bell; one email per 15 minutes while unread, again once read', async () => {
    const guest = await signUpAs(ctx, 'user', { first_name: 'Diane' });
    const host = await signUpAs(ctx, 'host');
    const { property } = await createListing(ctx.database.db, host.id, { name: 'Akagera Camp' });
    const { conversation } = await ask(guest, 'Do you do game drives?', property.id);
    const id = conversation.id;

    const bell = await bellOf(host.id);
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({
      link: `/dashboard/host/messages/${id}`,
      params: { conversationId: id, senderFirstName: 'Diane', propertyName: 'Akagera Camp' },
    });
    expect(await emailsTo(host.id, id)).toBe(1);

    await send(guest, id, 'At what time?');
    await send(guest, id, 'And the price?');
    expect(await bellOf(host.id)).toHaveLength(3);
    expect(await emailsTo(host.id, id)).toBe(1);
    expect(await bellOf(guest.id)).toHaveLength(0);

    // The host reads: the next message is emailed at once.
    await call('POST', `/api/conversations/${id}/read`, host);
    await send(guest, id, 'Hello again');
    expect(await emailsTo(host.id, id)).toBe(2);

    // Unread, but the last email is more than 15 minutes old.
    await send(guest, id, 'Still there?');
    expect(await emailsTo(host.id, id)).toBe(2);
    await ctx.database.db
      .update(conversations)
      .set({ hostEmailedAt: sql`now() - interval '16 minutes'` })
      .where(eq(conversations.id, id));
    await send(guest, id, 'Please answer');
    expect(await emailsTo(host.id, id)).toBe(3);
    expect(await bellOf(host.id)).toHaveLength(6);

    // The guest's own notification leads to their dashboard.
    await send(host, id, 'Yes, at 6am.');
    const guestBell = await bellOf(guest.id);
    expect(guestBell.map((row) => row.link)).toEqual([`/dashboard/user/messages/${id}`]);
    expect(await emailsTo(guest.id, id)).toBe(1);
  });
});

describe('live events', () => {
  it('a message is announced on user_events to both sides at commit', async () => {
    const guest = await signUpAs(ctx, 'user');
    const heard: Array<Record<string, unknown>> = [];
    const stop = await ctx.database.listen('user_events', {
      message: (payload) => heard.push(JSON.parse(payload) as Record<string, unknown>),
      live: () => undefined,
    });
    try {
      const { conversation, message } = await ask(guest, 'Are pets allowed?');
      await expect
        .poll(() => heard.filter((event) => event.type === 'message' && event.messageId === message.id))
        .toHaveLength(2);
      const mine = heard.filter((event) => event.messageId === message.id);
      expect(mine.map((event) => event.userId).sort()).toEqual([guest.id, people.host.id].sort());
      expect(mine[0]).toMatchObject({ conversationId: conversation.id });
    } finally {
      await stop();
    }
  });
});

describe('the stored conversation', () => {
  it('keeps one question per guest and property even when two are asked at once', async () => {
    const guest = await signUpAs(ctx, 'user');
    const answers = await Promise.all([
      call('POST', '/api/conversations', guest, { propertyId, text: 'first' }),
      call('POST', '/api/conversations', guest, { propertyId, text: 'second' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    const rows = await ctx.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.guestId, guest.id));
    expect(rows).toHaveLength(1);
  });
});
