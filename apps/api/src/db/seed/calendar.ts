// Demo calendars and rates (docs/decisions/0023-calendar-and-rates.md): weekend prices, seasons (the Musanze
// trekking high season, Christmas), rate plans with rules, closed nights, a priced night and a calendar synced
// from another site, on the listings a newcomer meets first (the demo hosts' and the Musanze lodges), so that
// every calendar screen, quote and dated search shows something real.
import { eq, sql } from 'drizzle-orm';
import { addDays, type RatePlanRules } from '@ikaze/domain';
import type { Tx } from '../queryable.ts';
import { calendarImports, roomTypes } from '../schema.ts';

/** A season by month and day, placed on its next occurrence that has not ended (today or later). */
type SeasonPlan = { name: string; from: [month: number, day: number]; to: [month: number, day: number] };

const HIGH_SEASON: SeasonPlan = { name: 'High season', from: [6, 1], to: [9, 30] };
const CHRISTMAS: SeasonPlan = { name: 'Christmas', from: [12, 20], to: [1, 2] };

type CalendarPlan = {
  property: string;
  /** Weekend price as a share of the base price (1.15 = 15 % more). */
  weekend?: number;
  seasons?: Array<SeasonPlan & { factor: number; minStay?: number }>;
  ratePlans: RatePlanRules;
  minStay?: number;
  bookingWindowDays?: number;
  /** Rooms of the first room type closed from today + start for nights (a family event). */
  closure?: { start: number; nights: number; rooms: 'all' | number };
  /** One night priced by hand (a conference in town), today + start, as a share of the base price. */
  priced?: { start: number; factor: number };
  /** Nights the first room type is sold on another site, synced from its calendar. */
  synced?: { site: string; stays: Array<{ start: number; nights: number }> };
};

export const DEMO_CALENDARS: readonly CalendarPlan[] = [
  {
    property: 'Kiyovu Heights Hotel',
    weekend: 1.15,
    seasons: [{ ...CHRISTMAS, factor: 1.3, minStay: 2 }],
    ratePlans: {
      flexible: { freeCancellationDays: 3 },
      non_refundable: { discount: 12 },
      long_stay: { discount: 15, freeCancellationDays: 7 },
    },
    closure: { start: 10, nights: 3, rooms: 2 },
    priced: { start: 30, factor: 1.4 },
    synced: {
      site: 'Booking.com',
      stays: [
        { start: 5, nights: 2 },
        { start: 16, nights: 4 },
      ],
    },
  },
  {
    property: 'Inzu Nziza Guest House',
    weekend: 1.1,
    ratePlans: { flexible: { freeCancellationDays: 2 }, non_refundable: { discount: 10 } },
    closure: { start: 3, nights: 2, rooms: 'all' },
  },
  {
    property: 'Virunga Gate Lodge',
    weekend: 1.1,
    seasons: [
      { ...HIGH_SEASON, factor: 1.25, minStay: 2 },
      { ...CHRISTMAS, factor: 1.35, minStay: 3 },
    ],
    ratePlans: {
      flexible: { freeCancellationDays: 7 },
      non_refundable: { discount: 15 },
      long_stay: { discount: 10, freeCancellationDays: 7 },
    },
    minStay: 2,
    synced: { site: 'Airbnb', stays: [{ start: 8, nights: 3 }] },
  },
  {
    property: 'Lake Kivu Serenity Hotel',
    weekend: 1.2,
    seasons: [{ ...CHRISTMAS, factor: 1.25 }],
    ratePlans: {
      flexible: { freeCancellationDays: 3 },
      long_stay: { discount: 20, freeCancellationDays: 3 },
    },
  },
  {
    property: 'Urugo Apartments Kiyovu',
    ratePlans: {
      flexible: { freeCancellationDays: 5 },
      long_stay: { discount: 12, freeCancellationDays: 5 },
    },
    bookingWindowDays: 180,
  },
];

/** The first night and last night of a season's next occurrence that has not ended by today. */
export function nextOccurrence(season: SeasonPlan, today: string): { firstNight: string; lastNight: string } {
  const year = Number(today.slice(0, 4));
  const at = (y: number, [m, d]: [number, number]) =>
    `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  for (const start of [year - 1, year, year + 1]) {
    const firstNight = at(start, season.from);
    const lastNight = at(season.to[0] < season.from[0] ? start + 1 : start, season.to);
    if (lastNight >= today) return { firstNight, lastNight };
  }
  throw new Error('unreachable: a season recurs every year');
}

const round = (price: number) => Math.round(price / 1000) * 1000;

/**
 * Writes the demo calendars after the bookings and their nights: rates on every room type of each planned
 * property, closures and the synced nights on its first room type (never more rooms than are free: the
 * inventory's CHECK would refuse them, as it refuses a host).
 */
export async function seedDemoCalendars(tx: Tx, today: string, propertyIdOf: (name: string) => number) {
  for (const plan of DEMO_CALENDARS) {
    const propertyId = propertyIdOf(plan.property);
    await tx.execute(sql`update properties set rate_plans = ${JSON.stringify(plan.ratePlans)}::jsonb
      where id = ${propertyId}`);
    const types = await tx
      .select({ id: roomTypes.id, price: roomTypes.price })
      .from(roomTypes)
      .where(eq(roomTypes.propertyId, propertyId))
      .orderBy(roomTypes.id);
    for (const type of types) {
      await tx.execute(sql`update room_types set
          weekend_price = ${plan.weekend ? round(type.price * plan.weekend) : null},
          min_stay = ${plan.minStay ?? 1},
          booking_window_days = ${plan.bookingWindowDays ?? null}
        where id = ${type.id}`);
      for (const season of plan.seasons ?? []) {
        const { firstNight, lastNight } = nextOccurrence(season, today);
        await tx.execute(sql`insert into room_type_seasons (room_type_id, name, first_night, last_night, price, min_stay)
          values (${type.id}, ${season.name}, ${firstNight}, ${lastNight}, ${round(type.price * season.factor)},
            ${season.minStay ?? null})`);
      }
    }
    const first = types[0];
    if (!first) continue;
    if (plan.closure) {
      const { start, nights, rooms } = plan.closure;
      await closeOrSync(tx, first.id, addDays(today, start), nights, 'closed', rooms);
    }
    if (plan.priced) {
      const night = addDays(today, plan.priced.start);
      await tx.execute(sql`insert into room_nights (room_type_id, night, capacity, price)
        select id, ${night}::date, room_count, ${round(first.price * plan.priced.factor)} from room_types where id = ${first.id}
        on conflict (room_type_id, night) do update set price = excluded.price`);
    }
    if (plan.synced) await seedSyncedCalendar(tx, first.id, today, plan.synced);
  }
}

/** Takes rooms on nights for a closure (`closed`) or an imported calendar (`synced`), at most what is free. */
async function closeOrSync(
  tx: Tx,
  roomTypeId: number,
  firstNight: string,
  nights: number,
  column: 'closed' | 'synced',
  rooms: 'all' | number,
) {
  const wanted = rooms === 'all' ? sql`rt.room_count` : sql`${rooms}::int`;
  const taken = sql.raw(column);
  await tx.execute(sql`
    insert into room_nights (room_type_id, night, capacity, ${taken})
    select rt.id, ${firstNight}::date + g.i, rt.room_count, least(${wanted}, rt.room_count)
    from room_types rt cross join generate_series(0, ${nights - 1}) as g(i)
    where rt.id = ${roomTypeId}
    order by 2
    on conflict (room_type_id, night) do update
      set ${taken} = least(excluded.${taken}, room_nights.capacity - room_nights.held - room_nights.closed - room_nights.synced + room_nights.${taken})`);
}

/**
 * A calendar imported from another site, as its last sync left it: the import, the nights it holds (one room per
 * stay) and the rooms they take. Its URL is the other site's; the schedule fetches it like any other, and where
 * it cannot be reached the host sees the error beside this last successful sync.
 */
async function seedSyncedCalendar(
  tx: Tx,
  roomTypeId: number,
  today: string,
  synced: NonNullable<CalendarPlan['synced']>,
) {
  const url = `https://calendars.example.com/${synced.site.toLowerCase().replace(/[^a-z]/g, '')}/room-${roomTypeId}.ics`;
  const now = new Date();
  const [inserted] = await tx
    .insert(calendarImports)
    .values({ roomTypeId, name: synced.site, url, lastSyncedAt: now, lastAttemptAt: now })
    .returning({ id: calendarImports.id });
  const importId = inserted!.id;
  for (const stay of synced.stays) {
    const firstNight = addDays(today, stay.start);
    await tx.execute(sql`insert into calendar_import_nights (import_id, night, rooms)
      select ${importId}, ${firstNight}::date + g.i, 1 from generate_series(0, ${stay.nights - 1}) as g(i)`);
    await closeOrSync(tx, roomTypeId, firstNight, stay.nights, 'synced', 1);
  }
}
