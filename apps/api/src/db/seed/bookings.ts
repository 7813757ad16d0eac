// Demo bookings in every status, past and future (relative to today in Kigali), that never hold more rooms
// than a room type has on any night. room_nights is then derived from them (index.ts).
import {
  addDays,
  bookingTotal,
  BOOKING_STATUSES,
  DEFAULT_BOOKING_RATE_PLAN,
  nightsOfStay,
  offeredPlans,
  planDiscount,
  type BookingStatus,
  type RatePlan,
  type RatePlanRules,
  taxesOfStay,
} from '@ikaze/domain';
import type { bookings } from '../schema.ts';
import type { Random } from './random.ts';

const DAY_MS = 86_400_000;

/**
 * The fully booked stay: every room of FULLY_BOOKED_LISTING ('Kinigi Gorilla Guest House', Musanze; id 20 on
 * a freshly seeded database) is held by pending or confirmed bookings for check-in today + 20 and check-out
 * today + 23 (Kigali dates), so a search with those dates must leave it out.
 */
export const FULLY_BOOKED_STAY = { checkInInDays: 20, checkOutInDays: 23 } as const;

export type BookingInsert = Omit<typeof bookings.$inferInsert, 'id'>;

export interface BookableProperty {
  id: number;
  createdAt: Date;
  ratePlan: string;
  /** The plans the property offers once seeded (its calendar's, else the column's default). */
  ratePlans: RatePlanRules;
  vatRegistered: boolean;
  /** Owned by an active host: most demo bookings go there. */
  public: boolean;
  roomTypes: Array<{ id: number; price: number; discount: number; roomCount: number; whole: boolean }>;
}

type RoomType = BookableProperty['roomTypes'][number];
type Timing = 'past' | 'current' | 'future';

/** Rooms held per room type and night by the pending and confirmed bookings planned so far. */
class Ledger {
  private held = new Map<string, number>();

  fits(roomType: RoomType, checkIn: string, checkOut: string, rooms: number): boolean {
    return nightsOfStay(checkIn, checkOut).every(
      (night) => (this.held.get(`${roomType.id}|${night}`) ?? 0) + rooms <= roomType.roomCount,
    );
  }

  hold(roomType: RoomType, checkIn: string, checkOut: string, rooms: number) {
    for (const night of nightsOfStay(checkIn, checkOut)) {
      const key = `${roomType.id}|${night}`;
      this.held.set(key, (this.held.get(key) ?? 0) + rooms);
    }
  }
}

const holds = (status: BookingStatus) => status === 'pending' || status === 'confirmed';

export interface BookingPlanInput {
  random: Random;
  now: number;
  /** Today in Kigali, YYYY-MM-DD. */
  today: string;
  properties: BookableProperty[];
  fullyBooked: BookableProperty;
  /** Who books, with how many bookings each. The first guests get one booking of every status first. */
  guests: Array<{ id: number; bookings: number; everyStatus: boolean }>;
}

export function planBookings(input: BookingPlanInput): BookingInsert[] {
  const { random, now, today } = input;
  const ledger = new Ledger();
  const out: BookingInsert[] = [];

  const add = (
    guestId: number,
    property: BookableProperty,
    roomType: RoomType,
    checkIn: string,
    checkOut: string,
    rooms: number,
    status: BookingStatus,
  ) => {
    if (holds(status)) ledger.hold(roomType, checkIn, checkOut, rooms);
    const nights = nightsOfStay(checkIn, checkOut).length;
    // A pending booking is at most 40 hours old: older ones would expire at the first run of the expiry job
    // (PENDING_BOOKING_EXPIRY_HOURS, 48 by default; docs/product.md#bookings).
    const createdAt =
      status === 'pending'
        ? new Date(Math.max(property.createdAt.getTime() + 60_000, now - random.int(1, 40) * 3_600_000))
        : bookedAt(random, now, property.createdAt, checkIn);
    const updatedAt =
      status === 'pending'
        ? createdAt
        : new Date(Math.min(now, createdAt.getTime() + random.int(2, 72) * 3_600_000));
    const totalPrice = bookingTotal({ price: roomType.price, discount: roomType.discount, rooms, nights });
    out.push({
      userId: guestId,
      propertyId: property.id,
      roomTypeId: roomType.id,
      checkIn,
      checkOut,
      rooms,
      nightlyPrice: roomType.price,
      discount: roomType.discount,
      totalPrice,
      ...taxesOfStay({ total: totalPrice, checkIn, checkOut, vatRegistered: property.vatRegistered }),
      ratePlan: random.chance(0.8)
        ? seededPlan(property.ratePlans, property.ratePlan, nights)
        : DEFAULT_BOOKING_RATE_PLAN,
      status,
      createdAt,
      updatedAt,
    });
  };

  // 1. The fully booked stay: fill every room of every room type, in bookings of 1 to 3 rooms that cover
  //    the stay (some start earlier or end later).
  const stayIn = addDays(today, FULLY_BOOKED_STAY.checkInInDays);
  const stayOut = addDays(today, FULLY_BOOKED_STAY.checkOutInDays);
  let turn = 0;
  for (const roomType of input.fullyBooked.roomTypes) {
    let free = roomType.roomCount;
    while (free > 0) {
      const rooms = Math.min(free, random.int(1, 3));
      const guest = input.guests[turn++ % input.guests.length]!;
      const checkIn = addDays(stayIn, -random.int(0, 2));
      const checkOut = addDays(stayOut, random.int(0, 2));
      add(
        guest.id,
        input.fullyBooked,
        roomType,
        checkIn,
        checkOut,
        rooms,
        turn % 2 ? 'confirmed' : 'pending',
      );
      free -= rooms;
    }
  }

  // 2. Everyone's own bookings, over properties of active hosts mostly.
  const publicProperties = input.properties.filter((p) => p.public);
  for (const guest of input.guests) {
    const statuses: BookingStatus[] = guest.everyStatus ? [...BOOKING_STATUSES] : [];
    while (statuses.length < guest.bookings) statuses.push(randomStatus(random));
    for (const status of statuses) {
      for (let attempt = 0; attempt < 30; attempt++) {
        const property = random.chance(0.92) ? random.pick(publicProperties) : random.pick(input.properties);
        const roomType = random.pick(property.roomTypes);
        const nights =
          property.ratePlans.long_stay && random.chance(0.4) ? random.int(7, 14) : random.int(1, 5);
        const stay = pickStay(random, timingFor(random, status), nights, today, property.createdAt, now);
        if (!stay) continue;
        const rooms = roomType.whole
          ? 1
          : Math.min(roomType.roomCount, random.chance(0.6) ? 1 : random.int(2, 3));
        if (holds(status) && !ledger.fits(roomType, stay.checkIn, stay.checkOut, rooms)) continue;
        add(guest.id, property, roomType, stay.checkIn, stay.checkOut, rooms, status);
        break;
      }
    }
  }
  return out;
}

/**
 * The plan a demo booking of `nights` nights takes: the listed plan when the property offers it for that stay,
 * else the first offered plan that accepts it (Long Stay needs LONG_STAY_MIN_NIGHTS), else none, so the seed
 * never holds a booking the booking rules would refuse.
 */
export function seededPlan(
  rules: RatePlanRules,
  listedPlan: string,
  nights: number,
): RatePlan | typeof DEFAULT_BOOKING_RATE_PLAN {
  const accepts = (plan: RatePlan) => !('problem' in planDiscount(rules, plan, nights));
  const offered = offeredPlans(rules);
  const listed = offered.find((plan) => plan === listedPlan);
  if (listed && accepts(listed)) return listed;
  return offered.find(accepts) ?? DEFAULT_BOOKING_RATE_PLAN;
}

function randomStatus(random: Random): BookingStatus {
  const roll = random.next();
  return roll < 0.3 ? 'pending' : roll < 0.7 ? 'confirmed' : roll < 0.85 ? 'cancelled' : 'refunded';
}

/** Pending bookings wait for the host, so they are upcoming; the others happen at any time. */
function timingFor(random: Random, status: BookingStatus): Timing {
  const roll = random.next();
  switch (status) {
    case 'pending':
      return 'future';
    case 'confirmed':
      return roll < 0.5 ? 'past' : roll < 0.65 ? 'current' : 'future';
    case 'cancelled':
      return roll < 0.5 ? 'past' : 'future';
    case 'refunded':
      return roll < 0.7 ? 'past' : 'future';
    case 'expired':
      return roll < 0.6 ? 'past' : 'future';
  }
}

/** A stay of `nights` with the given timing that starts after the property was listed; null if none fits. */
function pickStay(
  random: Random,
  timing: Timing,
  nights: number,
  today: string,
  listedAt: Date,
  now: number,
): { checkIn: string; checkOut: string } | null {
  const listedDaysAgo = Math.floor((now - listedAt.getTime()) / DAY_MS);
  let offset: number;
  if (timing === 'future') offset = random.int(1, 90);
  else if (timing === 'current') offset = -random.int(0, Math.min(nights - 1, 3));
  else {
    const earliest = -Math.min(330, listedDaysAgo - 2);
    const latest = -nights - 1;
    if (earliest > latest) return null;
    offset = random.int(earliest, latest);
  }
  if (offset <= -listedDaysAgo) return null;
  const checkIn = addDays(today, offset);
  return { checkIn, checkOut: addDays(checkIn, nights) };
}

/** When the guest booked: up to five weeks before check-in, after the listing existed, never in the future. */
function bookedAt(random: Random, now: number, listedAt: Date, checkIn: string): Date {
  const latest = Math.min(now, Date.parse(`${checkIn}T12:00:00Z`) - DAY_MS / 2);
  const candidate = latest - random.int(1, 35 * 24) * 3_600_000;
  const earliest = listedAt.getTime() + 60_000;
  return new Date(Math.max(earliest, Math.min(latest, Math.max(candidate, earliest + 6 * 3_600_000))));
}
