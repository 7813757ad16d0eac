// Demo conversations (docs/decisions/0028-conversations.md), so that a newcomer signed in as `guest` or `host`
// finds Messages with something in it: a question the guest asked before booking Kiyovu Heights Hotel (its last
// message unread by the host), and, when the guest holds a confirmed booking at one of the host's properties
// still to come, its conversation (its last message unread by the guest). Runs after the bookings (index.ts).
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Tx } from '../queryable.ts';
import { bookings, conversations, messages, properties, users } from '../schema.ts';

const HOUR_MS = 3_600_000;

type Line = { from: 'guest' | 'host'; text: string; hoursAgo: number };

const QUESTION: Line[] = [
  {
    from: 'guest',
    text: 'Hello! Is there parking for a minibus? We are a group of 8 coming from Huye.',
    hoursAgo: 50,
  },
  {
    from: 'host',
    text: 'Muraho! Yes, we have a guarded car park behind the hotel, free for guests.',
    hoursAgo: 48,
  },
  {
    from: 'guest',
    text: 'Great, thank you. Can we have breakfast at 6:00 before a trip to Nyungwe?',
    hoursAgo: 20,
  },
];

const ABOUT_BOOKING: Line[] = [
  { from: 'host', text: 'Thank you for booking with us. At what time will you arrive?', hoursAgo: 30 },
  { from: 'guest', text: 'Around 15:00, by bus from Musanze.', hoursAgo: 29 },
  { from: 'host', text: 'Perfect, your room will be ready. Safe travels!', hoursAgo: 3 },
];

export async function seedDemoConversations(tx: Tx, today: string, now: number): Promise<void> {
  const people = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['guest', 'host']));
  const guestId = people.find((p) => p.username === 'guest')?.id;
  const hostId = people.find((p) => p.username === 'host')?.id;
  if (guestId === undefined || hostId === undefined) return;

  const [hotel] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.name, 'Kiyovu Heights Hotel'), eq(properties.hostId, hostId)));
  if (hotel) await converse(tx, { propertyId: hotel.id, guestId, hostId, bookingId: null }, QUESTION, now);

  const [stay] = await tx
    .select({ id: bookings.id, propertyId: bookings.propertyId })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(
      and(
        eq(bookings.userId, guestId),
        eq(properties.hostId, hostId),
        eq(bookings.status, 'confirmed'),
        gte(bookings.checkIn, today),
      ),
    )
    .orderBy(desc(bookings.checkIn))
    .limit(1);
  if (stay)
    await converse(
      tx,
      { propertyId: stay.propertyId, guestId, hostId, bookingId: stay.id },
      ABOUT_BOOKING,
      now,
    );
}

/** One conversation with its lines; each side has read up to its own last line (the other's later ones are unread). */
async function converse(
  tx: Tx,
  target: { propertyId: number; guestId: number; hostId: number; bookingId: number | null },
  lines: Line[],
  now: number,
) {
  const at = (line: Line) => new Date(now - line.hoursAgo * HOUR_MS);
  const [conversation] = await tx
    .insert(conversations)
    .values({ ...target, lastMessageAt: at(lines.at(-1)!), createdAt: at(lines[0]!) })
    .returning({ id: conversations.id });
  const inserted = await tx
    .insert(messages)
    .values(
      lines.map((line) => ({
        conversationId: conversation!.id,
        senderId: line.from === 'guest' ? target.guestId : target.hostId,
        body: line.text,
        createdAt: at(line),
      })),
    )
    .returning({ id: messages.id });
  const lastOf = (side: Line['from']) =>
    Math.max(0, ...lines.flatMap((line, i) => (line.from === side ? [inserted[i]!.id] : [])));
  await tx
    .update(conversations)
    .set({ guestReadId: lastOf('guest'), hostReadId: lastOf('host') })
    .where(eq(conversations.id, conversation!.id));
}
