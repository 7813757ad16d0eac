// Demo data for an empty database (issue: platform foundation, "Demo data"): the demo accounts, about fifty
// listings over nine destinations with pictures, bookings in every status and the per-night inventory they
// hold. Deterministic (seeded generator), except the pictures' random store keys and dates, which are relative
// to today in Kigali.
import { sql } from 'drizzle-orm';
import { isWholeProperty, todayInKigali } from '@ikaze/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../client.ts';
import { bookings, listingApplications, properties, roomTypes, users } from '../schema.ts';
import { openMediaStorage } from '../../modules/uploads/media-storage.ts';
import { createPictureStore } from '../../modules/uploads/picture-store.ts';
import { FULLY_BOOKED_STAY, planBookings, type BookableProperty } from './bookings.ts';
import { DEMO_CALENDARS, seedDemoCalendars } from './calendar.ts';
import { seedDemoConversations } from './conversations.ts';
import { seedDemoReviews } from './reviews.ts';
import { FULLY_BOOKED_LISTING } from './listings.ts';
import { saveScenePictures } from './pictures.ts';
import { planProperties } from './properties.ts';
import { createRandom } from './random.ts';
import { EXTRA_ACCOUNTS, seedDemoUsers } from './users.ts';

export { FULLY_BOOKED_LISTING, FULLY_BOOKED_STAY };
export { DEMO_PASSWORD } from './users.ts';

const SEED = 20_250_101;

export type SeedSummary = {
  users: number;
  properties: number;
  roomTypes: number;
  bookings: number;
  pictures: number;
  ms: number;
};

export async function seedIfEmpty(db: Db, config: SeedConfig): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemoData(db, config);
  return true;
}

/** Where the demo pictures go: the S3_* bucket when set, else DATA_DIR/pictures (the server's own settings). */
type SeedConfig = Pick<Config, 'dataDir'> & Partial<Pick<Config, 'pictureBucket'>>;

/**
 * Seeds an empty database in one transaction: pictures go through the picture store to where the server with
 * the same settings serves them from (DATA_DIR/pictures, or the bucket).
 */
export async function seedDemoData(
  db: Db,
  config: SeedConfig,
  options: { now?: Date } = {},
): Promise<SeedSummary> {
  const started = performance.now();
  const now = (options.now ?? new Date()).getTime();
  const today = todayInKigali(new Date(now));
  const random = createRandom(SEED);
  const storage = await openMediaStorage(config);
  const store = createPictureStore(storage.pictures);

  const seeding = db.transaction(async (tx) => {
    // Pictures render on sharp's threads while the users are inserted.
    const [people, scenes] = await Promise.all([seedDemoUsers(tx, now), saveScenePictures(store)]);
    const plans = planProperties(random, people, scenes, now);

    const insertedProperties = await tx
      .insert(properties)
      .values(plans.map((p) => p.property))
      .returning({ id: properties.id, name: properties.name, ratePlans: properties.ratePlans });
    const propertyId = new Map(insertedProperties.map((p) => [p.name, p.id]));
    // The plans each property offers once its demo calendar is written (calendar.ts), so bookings take one.
    const ratePlansOf = (name: string) =>
      DEMO_CALENDARS.find((c) => c.property === name)?.ratePlans ??
      insertedProperties.find((p) => p.name === name)!.ratePlans;
    const idOf = (name: string) => {
      const id = propertyId.get(name);
      if (id === undefined) throw new Error(`seed: property ${name} was not inserted`);
      return id;
    };

    const insertedRoomTypes = await tx
      .insert(roomTypes)
      .values(plans.flatMap((p) => p.roomTypes.map((rt) => ({ ...rt, propertyId: idOf(p.listing.name) }))))
      .returning({ id: roomTypes.id, propertyId: roomTypes.propertyId, title: roomTypes.title });
    const roomTypeId = new Map(insertedRoomTypes.map((rt) => [`${rt.propertyId}|${rt.title}`, rt.id]));

    await tx
      .insert(listingApplications)
      .values(plans.map((p) => ({ ...p.application, propertyId: idOf(p.listing.name) })));

    const inactiveHosts = new Set(EXTRA_ACCOUNTS.filter((a) => a.inactive).map((a) => a.username));
    const bookable: Array<BookableProperty & { name: string }> = plans
      .filter((p) => p.listing.status === 'approved')
      .map((p) => {
        const id = idOf(p.listing.name);
        return {
          id,
          name: p.listing.name,
          createdAt: p.property.createdAt!,
          ratePlan: p.property.ratePlan,
          ratePlans: ratePlansOf(p.listing.name),
          vatRegistered: p.property.vatRegistered === true,
          public: !inactiveHosts.has(p.listing.host),
          roomTypes: p.roomTypes.map((rt) => ({
            id: roomTypeId.get(`${id}|${rt.title}`)!,
            price: rt.price,
            discount: rt.discount ?? 0,
            roomCount: rt.roomCount,
            whole: isWholeProperty(rt.title),
          })),
        };
      });
    const fullyBooked = bookable.find((p) => p.name === FULLY_BOOKED_LISTING);
    if (!fullyBooked) throw new Error(`seed: ${FULLY_BOOKED_LISTING} is missing`);

    const guests = [
      { id: people.guest!.id, bookings: 14, everyStatus: true },
      { id: people.guest2!.id, bookings: 12, everyStatus: true },
      ...Object.values(people)
        .filter((u) => u.role === 'user' && u.username !== 'guest' && u.username !== 'guest2')
        .map((u) => ({ id: u.id, bookings: random.int(5, 9), everyStatus: random.chance(0.5) })),
    ];
    // Inserted oldest first, so that booking ids grow with time as they would in real use.
    const planned = planBookings({ random, now, today, properties: bookable, fullyBooked, guests }).sort(
      (a, b) => a.createdAt!.getTime() - b.createdAt!.getTime(),
    );
    await tx.insert(bookings).values(planned);

    // The per-night inventory, derived from the bookings in one statement: for every room type and night
    // (check-in .. check-out − 1) of a pending or confirmed booking, the rooms they hold.
    await tx.execute(sql`
      insert into room_nights (room_type_id, night, capacity, held)
      select b.room_type_id, n.night::date, rt.room_count, sum(b.rooms)::int
      from bookings b
      join room_types rt on rt.id = b.room_type_id
      cross join lateral generate_series(b.check_in::timestamp, (b.check_out - 1)::timestamp, interval '1 day')
        as n(night)
      where b.status in ('pending', 'confirmed')
      group by b.room_type_id, n.night::date, rt.room_count`);
    // Demo bookings were priced at one price a night under the plans' default rules (decision 0023).
    await tx.execute(sql`
      update bookings set
        night_prices = array_fill(nightly_price, array[check_out - check_in]),
        free_cancellation_until = case when rate_plan in ('flexible', 'long_stay') then check_in - 3 end`);
    await seedDemoCalendars(tx, today, idOf);
    // Reviews of finished stays, which the properties' ratings then come from (migration 0021).
    await seedDemoReviews(tx, today, now);
    // A question and a booking's conversation between the demo guest and host (docs/decisions/0028).
    await seedDemoConversations(tx, today, now);

    return {
      users: Object.keys(people).length,
      properties: insertedProperties.length,
      roomTypes: insertedRoomTypes.length,
      bookings: planned.length,
      pictures: Object.keys(scenes).length,
    };
  });
  const counts = await seeding.finally(() => storage.close());
  return { ...counts, ms: Math.round(performance.now() - started) };
}
