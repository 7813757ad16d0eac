// Test data written straight to the tables, for every module's tests: properties (bare, or listings with their
// room types), room types, bookings and listing applications. Valid rows with the fewest choices made.
import { commissionOf, divideByLaw, taxesOfStay, type ApplicationStatus } from '@ikaze/domain';
import type { Db } from '../db/client.ts';
import { bookings, listingApplications, properties, roomTypes, type StoredPicture } from '../db/schema.ts';

type PropertyInsert = typeof properties.$inferInsert;
type RoomTypeInsert = typeof roomTypes.$inferInsert;
type BookingInsert = typeof bookings.$inferInsert;
type ApplicationInsert = typeof listingApplications.$inferInsert;

export type RoomTypeSeed = Partial<RoomTypeInsert> & { roomCount?: number };
export type PropertySeed = Partial<Omit<PropertyInsert, 'hostId'>> & {
  roomTypes?: RoomTypeSeed[];
  reviewStatus?: ApplicationStatus;
};

type HouseRules = NonNullable<PropertyInsert['rules']>;

/** House rules with the fewest choices made (up to 4 guests); `values` override. */
export function houseRules(values: Partial<HouseRules> = {}): HouseRules {
  return {
    noSmoking: true,
    noPets: true,
    childrenAllowed: true,
    partiesAllowed: false,
    checkInTime: '14:00',
    checkOutTime: '11:00',
    quietHours: { start: '22:00', end: '07:00' },
    ecoFriendlyPractices: false,
    maxGuests: 4,
    ...values,
  };
}

let counter = 0;

/** A valid property row of a host, named `Test Lodge {n}` at `KN {n} Ave, Kigali`; `values` override. */
function propertyValues(hostId: number, values: Partial<PropertyInsert>): PropertyInsert {
  counter += 1;
  return {
    hostId,
    name: `Test Lodge ${counter}`,
    description: 'A quiet place.',
    accommodationType: 'hotel',
    address: `KN ${counter} Ave, Kigali`,
    city: 'Kigali',
    country: 'Rwanda',
    latitude: -1.95,
    longitude: 30.06,
    amenities: [],
    services: { roomService: false, laundry: false, breakfast: false, customService: false },
    languages: { english: true, french: false, swahili: false, kinyarwanda: true },
    rules: houseRules(),
    ratePlan: 'flexible',
    hostInfo: {
      hostName: 'Host Name',
      hostPhone: '0788000000',
      momoCode: '12345',
      bankAccountNumber: '000111222',
      hostShortDescription: 'Happy to help.',
    },
    ...values,
  };
}

/** A property without room types, its review status the table's default (pending) unless told. */
export async function insertProperty(db: Db, hostId: number, values: Partial<PropertyInsert> = {}) {
  const [row] = await db.insert(properties).values(propertyValues(hostId, values)).returning();
  return row!;
}

/**
 * A listing of a host with its room types (one double of 5 rooms unless told), rated 4 and approved unless
 * told.
 */
export async function createListing(db: Db, hostId: number, seed: PropertySeed = {}) {
  const { roomTypes: typeSeeds = [{}], ...overrides } = seed;
  const property = await insertProperty(db, hostId, { rating: 4, reviewStatus: 'approved', ...overrides });
  const types = await db
    .insert(roomTypes)
    .values(
      typeSeeds.map((t) => ({
        propertyId: property.id,
        createdBy: hostId,
        title: 'double',
        bedInformation: '1 queen bed',
        price: 50_000,
        discount: 0,
        roomCount: 5,
        facilities: [],
        ...t,
      })),
    )
    .returning();
  return { property, roomTypes: types };
}

/** One room type of a property: a double of 3 rooms at RWF 50,000 unless told. */
export async function insertRoomType(
  db: Db,
  propertyId: number,
  createdBy: number,
  values: Partial<RoomTypeInsert> = {},
) {
  const [row] = await db
    .insert(roomTypes)
    .values({ propertyId, createdBy, title: 'double', price: 50_000, roomCount: 3, ...values })
    .returning();
  return row!;
}

/** A booking row as it stands (no room nights are held: for lists and reports, not availability). */
export async function insertBooking(
  db: Db,
  values: Pick<BookingInsert, 'userId' | 'propertyId' | 'roomTypeId'> & Partial<BookingInsert>,
) {
  const stay = {
    checkIn: '2030-01-10',
    checkOut: '2030-01-12',
    rooms: 1,
    nightlyPrice: 50_000,
    discount: 0,
    totalPrice: 100_000,
    ratePlan: 'flexible',
    ...values,
  };
  // The division of the total as a booking made by the API would store it (docs/taxes.md).
  const [row] = await db
    .insert(bookings)
    .values({
      ...taxesOfStay({
        total: stay.totalPrice,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        vatRegistered: false,
      }),
      ...stay,
    })
    .returning();
  return row!;
}

export async function insertApplication(
  db: Db,
  values: Pick<ApplicationInsert, 'hostId' | 'propertyId'> & Partial<ApplicationInsert>,
) {
  const [row] = await db.insert(listingApplications).values(values).returning();
  return row!;
}

export const samplePicture = (key: string): StoredPicture => ({
  key,
  widths: [320, 960],
  width: 1200,
  height: 800,
});

/**
 * The commission on a stay sold for `paid` by a host who is not VAT-registered (docs/taxes.md): the percent of its
 * room charge, the price less the 3 % tourism tax.
 */
export const commissionOnStay = (paid: number, percent = 12) =>
  commissionOf(
    divideByLaw(paid, { vatPercent: 0, tourismPercent: 3, base: 'room_charge' }).roomCharge,
    percent,
  );
