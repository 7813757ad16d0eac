// Minimal valid rows for the applications and reports tests, inserted straight into the tables.
import type { Db } from '../../db/client.ts';
import { bookings, listingApplications, properties, roomTypes } from '../../db/schema.ts';

type PropertyInsert = typeof properties.$inferInsert;
type RoomTypeInsert = typeof roomTypes.$inferInsert;
type BookingInsert = typeof bookings.$inferInsert;
type ApplicationInsert = typeof listingApplications.$inferInsert;

let counter = 0;

export async function insertProperty(db: Db, hostId: number, values: Partial<PropertyInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(properties)
    .values({
      hostId,
      name: `Test Lodge ${counter}`,
      description: 'A quiet place.',
      accommodationType: 'Hotel',
      address: 'KN 3 Ave, Kigali',
      city: 'Kigali',
      latitude: -1.9697,
      longitude: 30.0644,
      services: { roomService: false, laundry: false, breakfast: true, customService: false },
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
        maxGuests: 2,
      },
      ratePlan: 'Flexible',
      hostInfo: {
        hostName: 'Test Host',
        hostPhone: '0788123456',
        momoCode: '123456',
        bankAccountNumber: '000111222',
        hostShortDescription: 'Host.',
      },
      ...values,
    })
    .returning();
  return row!;
}

export async function insertRoomType(
  db: Db,
  propertyId: number,
  createdBy: number,
  values: Partial<RoomTypeInsert> = {},
) {
  const [row] = await db
    .insert(roomTypes)
    .values({ propertyId, createdBy, title: 'Double', price: 50_000, roomCount: 3, ...values })
    .returning();
  return row!;
}

export async function insertBooking(
  db: Db,
  values: Pick<BookingInsert, 'userId' | 'propertyId' | 'roomTypeId'> & Partial<BookingInsert>,
) {
  const [row] = await db
    .insert(bookings)
    .values({
      checkIn: '2030-01-10',
      checkOut: '2030-01-12',
      rooms: 1,
      nightlyPrice: 50_000,
      discount: 0,
      totalPrice: 100_000,
      ratePlan: 'Flexible',
      ...values,
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
