// Demo reviews (docs/product.md#reviews): every approved property gets reviews of finished, confirmed stays, in
// English, French and Kinyarwanda, that explain its rating (the trigger of migration 0021 then writes the rating
// as their average), some with the host's reply; and the demo guests (guest, guest2) have stays that ended a few
// days ago still waiting for their review, so a newcomer can write one. Runs after the bookings, their nights and
// the calendars (index.ts): the stays added here take only rooms that are free on their nights.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { addDays, bookingTotal, nightsOfStay, REVIEW_WINDOW_DAYS, taxesOfStay } from '@ikaze/domain';
import type { Tx } from '../queryable.ts';
import { bookings, properties, reviews, roomNights, roomTypes, users } from '../schema.ts';
import { seededPlan } from './bookings.ts';
import { createRandom, type Random } from './random.ts';

const SEED = 20_261_126;
const DAY_MS = 86_400_000;
const NB = '\u00a0';
const NNB = '\u202f';

type Language = 'en' | 'fr' | 'rw';
type Tone = 'high' | 'mid' | 'low';

/** What guests wrote, by how the stay went. Names of places are left out: any property can take any text. */
const TEXTS: Record<Tone, Array<[Language, string]>> = {
  high: [
    [
      'en',
      'Spotless room, friendly staff and a breakfast worth waking up for. The welcome at reception made us feel at home from the first minute.',
    ],
    [
      'en',
      'Great value for the price. The bed was comfortable, the Wi-Fi worked well and the team helped us find a moto into town.',
    ],
    [
      'en',
      'We came for a family visit and stayed several nights. Quiet at night, hot water every morning, and the host checked on us every day.',
    ],
    [
      'en',
      'Lovely view in the evening and very clean bathrooms. Check-in was quick even though we arrived late from the airport.',
    ],
    [
      'fr',
      'Chambre impeccable et personnel très accueillant. Le petit-déjeuner avec les fruits du marché était un vrai plaisir.',
    ],
    [
      'fr',
      `Excellent rapport qualité-prix. Calme, propre et bien situé${NNB}; l’hôte nous a donné de bons conseils pour visiter la région.`,
    ],
    [
      'fr',
      `Séjour parfait pour un voyage d’affaires${NB}: Wi-Fi stable, un bureau dans la chambre et une navette à l’heure.`,
    ],
    [
      'rw',
      'Icyumba cyari gisukuye cyane kandi abakozi batwakiriye neza. Ifunguro rya mu gitondo ryari ryiza, tuzagaruka.',
    ],
    ['rw', 'Ahantu heza kandi hatuje. Nyir’inzu yatwitayeho buri munsi, aduha n’inama nziza zo gutembera.'],
    [
      'rw',
      'Igiciro gihuye n’ibyo twabonye: uburiri bwiza, amazi ashyushye na Wi-Fi yihuta. Turabashimira cyane!',
    ],
  ],
  mid: [
    [
      'en',
      'Good location and helpful staff, but the room was smaller than in the pictures and the water was only warm in the evening.',
    ],
    [
      'en',
      'A fair stay overall. Breakfast was simple and the Wi-Fi dropped a few times, but the bed was clean and the host answered quickly.',
    ],
    [
      'fr',
      'Bon emplacement et personnel serviable, mais la chambre donnait sur la rue et c’était un peu bruyant le matin.',
    ],
    [
      'rw',
      'Aho biherereye ni heza kandi abakozi bafasha, ariko icyumba cyari gito kandi amazi ashyushye ntiyabonekaga kenshi.',
    ],
  ],
  low: [
    [
      'en',
      'The room was not ready when we arrived and we waited over an hour. The staff apologised, but the noise from the bar kept us awake.',
    ],
    [
      'fr',
      `Déçus${NB}: la climatisation ne fonctionnait pas et personne n’est venu la réparer malgré nos demandes.`,
    ],
    ['rw', 'Ntitwishimiye uko twakiriwe: icyumba nticyari gisukuye neza kandi amazi yabuze iminsi ibiri.'],
  ],
};

/** Hosts' replies, in the review's language: thanks, or an apology for a poor stay. */
const REPLIES: Record<Language, { thanks: string; sorry: string }> = {
  en: {
    thanks: 'Thank you for staying with us and for your kind words. We look forward to welcoming you back!',
    sorry:
      'Thank you for your honest feedback. We have spoken with the team and fixed what went wrong; we hope to see you again.',
  },
  fr: {
    thanks: `Merci pour votre séjour et pour votre avis${NNB}! Au plaisir de vous accueillir de nouveau.`,
    sorry: `Merci pour votre franchise. Nous avons réglé le problème avec l’équipe et espérons vous revoir bientôt.`,
  },
  rw: {
    thanks: 'Murakoze cyane kuba mwaraje iwacu no ku gitekerezo cyanyu. Muzahora muri abashyitsi bacu!',
    sorry: 'Twihanganishije ku bibazo mwahuye na byo. Twabikosoye, kandi twizeye kuzongera kubakira neza.',
  },
};

const clampScore = (n: number) => Math.max(1, Math.min(5, n));
const toneOf = (overall: number): Tone => (overall >= 4 ? 'high' : overall === 3 ? 'mid' : 'low');

/**
 * `count` overall scores whose average is `target` as nearly as whole scores allow (their sum is
 * round(target × count)), spread a little so that not every review gives the same score.
 */
export function scoresFor(random: Random, target: number, count: number): number[] {
  const sum = Math.max(count, Math.min(5 * count, Math.round(target * count)));
  const base = Math.floor(sum / count);
  const scores = Array.from({ length: count }, (_, i) => (i < sum - base * count ? base + 1 : base));
  // Move a point from one review to another now and then: the sum, hence the average, stays.
  for (let i = 0; i < count; i++) {
    const a = random.int(0, count - 1);
    const b = random.int(0, count - 1);
    if (a !== b && scores[a]! > 1 && scores[b]! < 5 && random.chance(0.5)) {
      scores[a]! -= 1;
      scores[b]! += 1;
    }
  }
  return random.shuffle(scores);
}

type RoomTypeRow = { id: number; propertyId: number; price: number; discount: number; roomCount: number };

/** Rooms taken per room type and past night (held, closed, synced): new stays take only what is left. */
class PastNights {
  private taken = new Map<string, number>();

  constructor(rows: Array<{ roomTypeId: number; night: string; taken: number }>) {
    for (const row of rows) this.taken.set(`${row.roomTypeId}|${row.night}`, row.taken);
  }

  take(roomType: RoomTypeRow, checkIn: string, checkOut: string): boolean {
    const nights = nightsOfStay(checkIn, checkOut);
    const key = (night: string) => `${roomType.id}|${night}`;
    if (nights.some((night) => (this.taken.get(key(night)) ?? 0) + 1 > roomType.roomCount)) return false;
    for (const night of nights) this.taken.set(key(night), (this.taken.get(key(night)) ?? 0) + 1);
    return true;
  }
}

type PlannedStay = {
  booking: typeof bookings.$inferInsert;
  review?: Omit<typeof reviews.$inferInsert, 'bookingId'>;
};

export async function seedDemoReviews(tx: Tx, today: string, now: number): Promise<number> {
  const random = createRandom(SEED);
  const approved = await tx
    .select({
      id: properties.id,
      hostId: properties.hostId,
      hostUsername: users.username,
      rating: properties.rating,
      ratePlan: properties.ratePlan,
      ratePlans: properties.ratePlans,
      vatRegistered: properties.vatRegistered,
      createdAt: properties.createdAt,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.hostId))
    .where(eq(properties.reviewStatus, 'approved'))
    .orderBy(properties.id);
  const types = await tx
    .select({
      id: roomTypes.id,
      propertyId: roomTypes.propertyId,
      price: roomTypes.price,
      discount: roomTypes.discount,
      roomCount: roomTypes.roomCount,
    })
    .from(roomTypes)
    .where(
      inArray(
        roomTypes.propertyId,
        approved.map((p) => p.id),
      ),
    )
    .orderBy(roomTypes.id);
  const typesOf = (propertyId: number) => types.filter((t) => t.propertyId === propertyId) as RoomTypeRow[];
  const guests = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.role, 'user'))
    .orderBy(users.id);
  const reviewers = guests.filter((g) => g.username !== 'guest' && g.username !== 'guest2');
  const nights = new PastNights(
    await tx
      .select({
        roomTypeId: roomNights.roomTypeId,
        night: roomNights.night,
        taken: sql<number>`${roomNights.held} + ${roomNights.closed} + ${roomNights.synced}`.mapWith(Number),
      })
      .from(roomNights)
      .where(lt(roomNights.night, today)),
  );

  const planned: PlannedStay[] = [];
  /** A confirmed stay of `nightsCount` nights at the property that checked out `daysAgo` days ago, if free. */
  const stayAt = (
    property: (typeof approved)[number],
    guestId: number,
    daysAgo: number,
    nightsCount: number,
  ): PlannedStay['booking'] | undefined => {
    const checkOut = addDays(today, -daysAgo);
    const checkIn = addDays(checkOut, -nightsCount);
    if (Date.parse(`${checkIn}T12:00:00Z`) <= property.createdAt.getTime()) return undefined;
    const roomType = random.shuffle(typesOf(property.id)).find((t) => nights.take(t, checkIn, checkOut));
    if (!roomType) return undefined;
    const bookedAt = new Date(
      Math.max(
        property.createdAt.getTime() + 3_600_000,
        Date.parse(`${checkIn}T09:00:00Z`) - random.int(2, 30) * DAY_MS,
      ),
    );
    const totalPrice = bookingTotal({
      price: roomType.price,
      discount: roomType.discount,
      rooms: 1,
      nights: nightsCount,
    });
    return {
      userId: guestId,
      propertyId: property.id,
      roomTypeId: roomType.id,
      checkIn,
      checkOut,
      rooms: 1,
      nightlyPrice: roomType.price,
      discount: roomType.discount,
      totalPrice,
      ...taxesOfStay({ total: totalPrice, checkIn, checkOut, vatRegistered: property.vatRegistered }),
      ratePlan: seededPlan(property.ratePlans, property.ratePlan, nightsCount),
      nightPrices: Array<number>(nightsCount).fill(roomType.price),
      status: 'confirmed',
      createdAt: bookedAt,
      updatedAt: new Date(bookedAt.getTime() + random.int(2, 48) * 3_600_000),
    };
  };

  for (const property of approved) {
    // The rating the listing was planned with is what its reviews average to (the trigger writes it back).
    const target = property.rating > 0 ? property.rating : 4;
    const listedDaysAgo = Math.floor((now - property.createdAt.getTime()) / DAY_MS);
    const count = random.int(3, 8);
    // Most stays ended long ago; a few within the last two weeks (their authors may still edit them).
    const latest = Math.max(3, listedDaysAgo - 2);
    const pickDaysAgo = () =>
      Math.min(
        latest,
        random.chance(0.2)
          ? random.int(2, REVIEW_WINDOW_DAYS)
          : random.int(15, Math.max(15, Math.min(300, latest))),
      );
    for (const overall of scoresFor(random, target, count)) {
      const guest = random.pick(reviewers);
      let booking: PlannedStay['booking'] | undefined;
      for (let attempt = 0; attempt < 8 && !booking; attempt++)
        booking = stayAt(property, guest.id, pickDaysAgo(), random.int(1, 4 - Math.min(3, attempt)));
      if (!booking) continue;
      const [language, text] = random.pick(TEXTS[toneOf(overall)]);
      const writtenAt = new Date(
        Math.min(now - 3_600_000, Date.parse(`${booking.checkOut}T10:00:00Z`) + random.int(1, 13) * DAY_MS),
      );
      const subscore = () => clampScore(overall + random.pick([-1, 0, 0, 0, 1]));
      const replied = random.chance(0.4);
      const repliedAt = new Date(Math.min(now - 60_000, writtenAt.getTime() + random.int(2, 72) * 3_600_000));
      planned.push({
        booking,
        review: {
          propertyId: property.id,
          roomTypeId: booking.roomTypeId,
          userId: guest.id,
          stayMonth: `${booking.checkIn.slice(0, 7)}-01`,
          overall,
          cleanliness: subscore(),
          location: subscore(),
          value: subscore(),
          welcome: subscore(),
          text,
          createdAt: writtenAt,
          updatedAt: writtenAt,
          ...(replied && {
            replyText: overall >= 3 ? REPLIES[language].thanks : REPLIES[language].sorry,
            replyCreatedAt: repliedAt,
            replyUpdatedAt: repliedAt,
          }),
        },
      });
    }
  }

  // The demo guests' stays at the demo host's properties that ended days ago and wait for their review.
  const demoHostProperties = approved.filter((p) => p.hostUsername === 'host');
  for (const [username, daysAgo] of [
    ['guest', 2],
    ['guest', 6],
    ['guest2', 3],
  ] as const) {
    const guest = guests.find((g) => g.username === username);
    if (!guest) throw new Error(`seed: ${username} is missing`);
    const booking = demoHostProperties
      .map((property) => stayAt(property, guest.id, daysAgo, 2))
      .find((b) => b !== undefined);
    if (!booking) throw new Error(`seed: no free room for ${username}'s stay waiting for a review`);
    planned.push({ booking });
  }

  const inserted = await tx
    .insert(bookings)
    .values(planned.map((p) => p.booking))
    .returning({ id: bookings.id });
  const ids = inserted.map((b) => b.id);
  // Their nights, as the seed derives every booking's (index.ts): added to what the night already holds.
  await tx.execute(sql`
    insert into room_nights (room_type_id, night, capacity, held)
    select b.room_type_id, n.night::date, rt.room_count, sum(b.rooms)::int
    from bookings b
    join room_types rt on rt.id = b.room_type_id
    cross join lateral generate_series(b.check_in::timestamp, (b.check_out - 1)::timestamp, interval '1 day')
      as n(night)
    where b.id = any(${`{${ids.join(',')}}`}::int[])
    group by b.room_type_id, n.night::date, rt.room_count
    on conflict (room_type_id, night) do update set held = room_nights.held + excluded.held`);
  const written = planned.flatMap((p, i) => (p.review ? [{ ...p.review, bookingId: ids[i]! }] : []));
  await tx.insert(reviews).values(written);
  // A property none of whose stays found a free room has no review: its rating is then 0, as the trigger says.
  await tx.execute(sql`select rate_property(id) from properties where review_count = 0`);
  // Free cancellation ended three days before check-in, under the plans' default rules, as for the other stays.
  await tx
    .update(bookings)
    .set({ freeCancellationUntil: sql`${bookings.checkIn} - 3` })
    .where(and(inArray(bookings.id, ids), inArray(bookings.ratePlan, ['flexible', 'long_stay'])));
  return written.length;
}
