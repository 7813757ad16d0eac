// Turns the hand-written listings into rows: properties, their room types and listing applications.
import {
  AMENITIES,
  LISTING_DEFAULTS,
  ROOM_FACILITIES,
  WHOLE_PROPERTY_CODE,
  type AccommodationType,
  type RatePlan,
} from '@ikaze/domain';
import type { listingApplications, properties, PropertyRules, roomTypes } from '../schema.ts';
import { DESCRIPTION_TRANSLATIONS } from './descriptions.ts';
import { LISTINGS, type Listing, type Tier } from './listings.ts';
import { pickPictures, type ScenePictures } from './pictures.ts';
import { PLACES, type Place } from './places.ts';
import type { Random } from './random.ts';
import type { SeededUser } from './users.ts';

const DAY_MS = 86_400_000;

type RoomTitle = 'single' | 'double' | 'suite' | 'deluxe' | 'family' | 'studio' | 'executive';
type Beds = { info: string; king?: number; queen?: number; twin?: number };

export type PropertyInsert = Omit<typeof properties.$inferInsert, 'id'>;
export type RoomTypeInsert = Omit<typeof roomTypes.$inferInsert, 'id' | 'propertyId'>;
export type ApplicationInsert = Omit<typeof listingApplications.$inferInsert, 'id' | 'propertyId'>;

export interface PropertyPlan {
  listing: Listing;
  place: Place;
  property: PropertyInsert;
  roomTypes: RoomTypeInsert[];
  application: ApplicationInsert;
}

/** The rooms each kind of property offers, cheapest first. */
const TITLES: Record<AccommodationType, RoomTitle[]> = {
  hotel: ['single', 'double', 'deluxe', 'family', 'executive', 'suite'],
  apartment: ['studio', 'double', 'family', 'executive'],
  guest_house: ['single', 'double', 'deluxe', 'family'],
};

const PRICE_FACTOR: Record<RoomTitle, number> = {
  single: 1,
  double: 1.3,
  studio: 1.4,
  deluxe: 1.8,
  family: 2,
  executive: 2.4,
  suite: 3,
};

const ROOM_COUNTS: Record<RoomTitle, [number, number]> = {
  single: [3, 12],
  double: [3, 12],
  studio: [2, 6],
  deluxe: [2, 8],
  family: [1, 4],
  executive: [1, 4],
  suite: [1, 3],
};

const BEDS: Record<RoomTitle, Beds[]> = {
  single: [
    { info: '1 twin bed', twin: 1 },
    { info: '1 twin bed and a work desk', twin: 1 },
  ],
  double: [
    { info: '1 queen bed', queen: 1 },
    { info: '2 twin beds', twin: 2 },
    { info: '1 king bed', king: 1 },
  ],
  studio: [{ info: '1 queen bed and a kitchenette', queen: 1 }],
  deluxe: [
    { info: '1 king bed and a seating area', king: 1 },
    { info: '1 king bed with a private balcony', king: 1 },
  ],
  family: [
    { info: '1 queen bed and 2 twin beds', queen: 1, twin: 2 },
    { info: '2 queen beds', queen: 2 },
  ],
  executive: [{ info: '1 king bed, a work desk and a lounge chair', king: 1 }],
  suite: [{ info: '1 king bed and a living room with a sofa bed', king: 1 }],
};

/** A standard room per night, in RWF, before the room's own factor. */
const BASE_PRICE: Record<Tier, [number, number]> = {
  budget: [15_000, 24_000],
  mid: [32_000, 55_000],
  luxury: [85_000, 150_000],
};

const RATINGS: Record<Tier, [number, number]> = { budget: [2.5, 4.3], mid: [3.4, 4.8], luxury: [4.2, 5] };

const RECOMMENDATIONS_APPROVED = [
  'Clear pictures and a complete description. Approved.',
  'Approved. Please keep room availability up to date.',
  'Good listing; consider adding a picture of the breakfast area.',
];

export function planProperties(
  random: Random,
  hosts: Record<string, SeededUser>,
  scenes: ScenePictures,
  now: number,
): PropertyPlan[] {
  const approvedCount = LISTINGS.filter((l) => l.status === 'approved').length;
  // Approved listings were created over the past year, in a shuffled order so that age and place are unrelated.
  const ages = random.shuffle(
    Array.from({ length: approvedCount }, (_, i) => Math.round(25 + (i * 330) / approvedCount)),
  );
  let approvedIndex = 0;

  return LISTINGS.map((listing) => {
    const host = hosts[listing.host];
    if (!host) throw new Error(`seed: unknown host ${listing.host}`);
    const place: Place = PLACES[listing.place];
    let ageDays: number;
    if (listing.status === 'approved') ageDays = ages[approvedIndex++]!;
    else if (listing.status === 'pending') ageDays = random.int(1, 12);
    else ageDays = random.int(20, 90);
    ageDays = Math.min(ageDays, (host.joinedDaysAgo ?? 400) - 3);
    const createdAt = new Date(now - ageDays * DAY_MS - random.int(0, 12 * 3600) * 1000);

    const amenities = pickAmenities(random, listing, place);
    const services = {
      roomService: listing.type === 'hotel' || random.chance(0.3),
      laundry: random.chance(0.7),
      breakfast: listing.type === 'apartment' ? random.chance(0.35) : random.chance(0.85),
      customService: random.chance(0.5),
    };
    const rooms = listing.whole
      ? [wholePropertyRoom(random, listing)]
      : pickRooms(random, listing, place, amenities, services.breakfast);
    const reviewedAt = new Date(Math.min(now, createdAt.getTime() + random.int(1, 5) * DAY_MS));

    return {
      listing,
      place,
      property: {
        hostId: host.id,
        name: listing.name,
        description: listing.description,
        descriptionTranslations: DESCRIPTION_TRANSLATIONS[listing.name] ?? {},
        accommodationType: listing.type,
        address: `${random.pick(place.streets)}, ${place.addressTail}`,
        city: place.city,
        country: 'Rwanda',
        latitude: round(place.lat + random.float(place.latRange[0], place.latRange[1]), 6),
        longitude: round(place.lng + random.float(place.lngRange[0], place.lngRange[1]), 6),
        amenities,
        services,
        languages: {
          english: random.chance(0.95),
          french: random.chance(0.55),
          swahili: random.chance(place.landscape === 'lake' || place.landscape === 'savanna' ? 0.5 : 0.3),
          kinyarwanda: true,
        },
        rules: pickRules(random, listing),
        ratePlan: pickRatePlan(random, listing.type),
        // Hotels charge VAT, under their host's TIN, checked by an admin once approved (docs/taxes.md).
        ...(listing.type === 'hotel'
          ? {
              vatRegistered: true,
              tin: `1${host.phone.slice(-8)}`,
              taxCheckedAt: listing.status === 'approved' ? new Date(now) : null,
            }
          : {}),
        // New listings are sent with rating 0 (docs/product.md#constants). An approved one's rating is what its demo
        // reviews then average to (reviews.ts); the trigger writes their exact average (docs/decisions/0025-reviews.md).
        rating: listing.status === 'approved' ? pickRating(random, listing.tier) : 0,
        hostInfo: {
          hostName: `${host.firstName} ${host.lastName}`,
          hostPhone: host.phone,
          momoCode: host.momoCode ?? host.phone,
          bankAccountNumber: host.bankAccountNumber ?? `00040-0${host.phone.slice(-6)}`,
          hostShortDescription: host.shortDescription ?? `${host.firstName} hosts guests across Rwanda.`,
        },
        pictures: listing.noPictures
          ? []
          : pickPictures(scenes, random, {
              landscape: place.landscape,
              type: listing.type,
              whole: Boolean(listing.whole),
              pool: Boolean(listing.pool),
            }),
        reviewStatus: listing.status,
        createdAt,
        updatedAt: listing.status === 'pending' ? createdAt : reviewedAt,
      },
      roomTypes: rooms.map((room) => ({ ...room, createdBy: host.id, createdAt })),
      application: {
        hostId: host.id,
        status: listing.status,
        recommendation:
          listing.recommendation ??
          (listing.status === 'approved' && random.chance(0.2)
            ? random.pick(RECOMMENDATIONS_APPROVED)
            : null),
        createdAt,
        updatedAt: listing.status === 'pending' ? createdAt : reviewedAt,
      },
    };
  });
}

type RoomFields = Omit<RoomTypeInsert, 'createdBy' | 'createdAt'>;

function pickRooms(
  random: Random,
  listing: Listing,
  place: Place,
  amenities: string[],
  breakfast: boolean,
): RoomFields[] {
  const all = TITLES[listing.type];
  const count = listing.type === 'hotel' ? random.int(3, 4) : random.int(2, 3);
  // Always the cheapest room, then a random choice of the others, kept cheapest first.
  const titles = [all[0]!, ...random.sample(all.slice(1), count - 1)].sort(
    (a, b) => PRICE_FACTOR[a] - PRICE_FACTOR[b],
  );
  const base = random.int(...BASE_PRICE[listing.tier]) * (place.city === 'Kigali' ? 1.15 : 1);
  return titles.map((title) => {
    const beds = random.pick(BEDS[title]);
    const [min, max] = ROOM_COUNTS[title];
    const roomCount = listing.type === 'guest_house' ? random.int(1, Math.min(4, max)) : random.int(min, max);
    const price = clamp(Math.round((base * PRICE_FACTOR[title]) / 1000) * 1000, 15_000, 450_000);
    return {
      title,
      bedInformation: beds.info,
      price,
      discount: pickDiscount(random),
      roomCount,
      facilities: pickFacilities(random, listing, title, amenities, breakfast),
      kingBed: beds.king ?? 0,
      queenBed: beds.queen ?? 0,
      twinBed: beds.twin ?? 0,
    };
  });
}

/**
 * The whole-property room type (docs/product.md#entities): title WHOLE_PROPERTY_CODE, one unit, priced per
 * day (night). In it the bed fields mean rooms, not beds: kingBed holds the number of washrooms and queenBed
 * the number of kitchens; twinBed is unused (0). The bedrooms are described in bedInformation.
 */
function wholePropertyRoom(random: Random, listing: Listing): RoomFields {
  const whole = listing.whole!;
  const base = listing.tier === 'luxury' ? random.int(250, 330) : random.int(110, 170);
  return {
    title: WHOLE_PROPERTY_CODE,
    bedInformation: `${whole.bedrooms} bedrooms, ${whole.washrooms} washrooms and ${whole.kitchens} kitchen${whole.kitchens > 1 ? 's' : ''}`,
    price: Math.round(base + whole.bedrooms * 10) * 1000,
    discount: pickDiscount(random),
    roomCount: 1,
    facilities: sortFacilities([
      'wifi',
      'tv',
      'parking',
      'balcony',
      ...(listing.pool ? ['swimming_pool'] : []),
      ...(random.chance(0.5) ? ['breakfast'] : []),
    ]),
    kingBed: whole.washrooms,
    queenBed: whole.kitchens,
    twinBed: 0,
  };
}

function pickAmenities(random: Random, listing: Listing, place: Place): string[] {
  const picked = new Set<string>();
  if (random.chance(0.92)) picked.add('wifi');
  if (random.chance(place.city === 'Kigali' && listing.tier === 'budget' ? 0.5 : 0.8)) picked.add('parking');
  if (listing.pool) picked.add('swimming_pool');
  // Nights are cool in the volcanoes: no air conditioning there.
  if (place.landscape !== 'volcano' && listing.tier !== 'budget' && random.chance(0.7))
    picked.add('air_conditioning');
  if (listing.type === 'hotel' || random.chance(0.3)) picked.add('restaurant');
  if (listing.tier === 'luxury' && random.chance(0.7)) picked.add('spa');
  if (random.chance(listing.tier === 'luxury' && listing.type === 'hotel' ? 0.5 : 0.08))
    picked.add('sport_court');
  return AMENITIES.filter((a) => picked.has(a));
}

function pickFacilities(
  random: Random,
  listing: Listing,
  title: RoomTitle,
  amenities: string[],
  breakfast: boolean,
): string[] {
  const has = (a: string) => amenities.includes(a);
  const picked: string[] = [];
  if (has('wifi')) picked.push('wifi');
  if (listing.tier !== 'budget' || random.chance(0.6)) picked.push('tv');
  if (has('air_conditioning')) picked.push('ac');
  if (['deluxe', 'suite', 'executive', 'studio'].includes(title) || random.chance(0.25))
    picked.push('balcony');
  if (has('parking')) picked.push('parking');
  if (has('swimming_pool')) picked.push('swimming_pool');
  if (listing.tier === 'luxury' && listing.type === 'hotel') picked.push('gym');
  if (has('spa') && title !== 'single') picked.push('spa');
  if (breakfast) picked.push('breakfast');
  if (has('restaurant') && random.chance(0.5)) picked.push('lunch', 'dinner');
  return sortFacilities(picked);
}

const sortFacilities = (picked: string[]) => ROOM_FACILITIES.filter((f) => picked.includes(f));

function pickRules(random: Random, listing: Listing): PropertyRules {
  const maxGuests = listing.whole
    ? listing.whole.bedrooms * 2 + random.int(0, 2)
    : listing.type === 'hotel'
      ? random.int(2, 4)
      : random.int(3, 6);
  return {
    noSmoking: random.chance(0.85),
    noPets: random.chance(0.75),
    childrenAllowed: listing.whole ? true : random.chance(0.9),
    partiesAllowed: random.chance(listing.whole ? 0.3 : 0.08),
    checkInTime: random.pick([LISTING_DEFAULTS.checkInTime, '14:00', '14:00', '12:00', '13:00', '15:00']),
    checkOutTime: random.pick([LISTING_DEFAULTS.checkOutTime, '11:00', '11:00', '10:00', '12:00']),
    quietHours: random.pick([
      { ...LISTING_DEFAULTS.quietHours },
      { ...LISTING_DEFAULTS.quietHours },
      { start: '23:00', end: '06:00' },
      { start: '21:30', end: '06:30' },
    ]),
    ecoFriendlyPractices: random.chance(0.55),
    maxGuests,
  };
}

function pickRatePlan(random: Random, type: AccommodationType): RatePlan {
  const roll = random.next();
  if (type === 'apartment') return roll < 0.45 ? 'long_stay' : roll < 0.85 ? 'flexible' : 'non_refundable';
  return roll < 0.55 ? 'flexible' : roll < 0.85 ? 'non_refundable' : 'long_stay';
}

function pickRating(random: Random, tier: Tier): number {
  const [min, max] = RATINGS[tier];
  const value = round(random.float(min, max), 1);
  // Some ratings are whole numbers, as older reviews were.
  return random.chance(0.25) ? clamp(Math.round(value), 3, 5) : value;
}

/** Most rooms have no discount; the others 5 to 35 %. */
const pickDiscount = (random: Random) =>
  random.chance(0.55) ? 0 : random.pick([5, 10, 10, 15, 15, 20, 25, 30, 35]);

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
