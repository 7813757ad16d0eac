// Test data for the property and booking tests: listings written straight to the database.
import type { ApplicationStatus } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { properties, roomTypes, type StoredPicture } from '../../db/schema.ts';

export type RoomTypeSeed = Partial<typeof roomTypes.$inferInsert> & { roomCount?: number };
export type PropertySeed = Partial<Omit<typeof properties.$inferInsert, 'hostId'>> & {
  roomTypes?: RoomTypeSeed[];
  reviewStatus?: ApplicationStatus;
};

let counter = 0;

/** A listing of a host with its room types (one Double of 5 rooms unless told), approved unless told. */
export async function createListing(db: Db, hostId: number, seed: PropertySeed = {}) {
  counter += 1;
  const { roomTypes: typeSeeds = [{}], ...overrides } = seed;
  const [property] = await db
    .insert(properties)
    .values({
      hostId,
      name: `Test Lodge ${counter}`,
      description: 'A quiet place.',
      accommodationType: 'Hotel',
      address: `KN ${counter} Ave, Kigali`,
      city: 'Kigali',
      country: 'Rwanda',
      latitude: -1.95,
      longitude: 30.06,
      amenities: [],
      services: { roomService: false, laundry: false, breakfast: false, customService: false },
      languages: { english: true, french: false, swahili: false, kinyarwanda: true },
      rules: {
        noSmoking: true,
        noPets: true,
        childrenAllowed: true,
        partiesAllowed: false,
        checkInTime: '14:00',
        checkOutTime: '11:00',
        quietHours: { start: '22:00', end: '07:00' },
        ecoFriendlyPractices: false,
        maxGuests: 4,
      },
      ratePlan: 'Flexible',
      rating: 4,
      hostInfo: {
        hostName: 'Host Name',
        hostPhone: '0788000000',
        momoCode: '12345',
        bankAccountNumber: '000111222',
        hostShortDescription: 'Happy to help.',
      },
      reviewStatus: 'approved',
      ...overrides,
    })
    .returning();
  const types = await db
    .insert(roomTypes)
    .values(
      typeSeeds.map((t) => ({
        propertyId: property!.id,
        createdBy: hostId,
        title: 'Double',
        bedInformation: '1 queen bed',
        price: 50_000,
        discount: 0,
        roomCount: 5,
        facilities: [],
        ...t,
      })),
    )
    .returning();
  return { property: property!, roomTypes: types };
}

export const samplePicture = (key: string): StoredPicture => ({
  key,
  widths: [320, 960],
  width: 1200,
  height: 800,
});
