// Stored values are ids; the spec's words stay accepted on input (docs/decisions/0022-stored-ids.md).
import { describe, expect, it } from 'vitest';
import {
  ACCOMMODATION_TYPES,
  AMENITIES,
  RATE_PLANS,
  ROOM_FACILITIES,
  ROOM_TYPE_TITLES,
  WHOLE_PROPERTY_CODE,
} from './constants.ts';
import { LISTING_MESSAGES, listingInputSchema } from './schemas/listing.ts';
import { propertySearchQuerySchema } from './schemas/property.ts';
import {
  SPEC_ACCOMMODATION_TYPES,
  SPEC_AMENITIES,
  SPEC_RATE_PLANS,
  SPEC_ROOM_FACILITIES,
  SPEC_ROOM_TYPE_TITLES,
  toAccommodationType,
  toAmenity,
  toBookingRatePlan,
  toRatePlan,
  toRoomFacility,
  toRoomTypeTitle,
} from './stored-ids.ts';

const kinds = [
  ['accommodation types', ACCOMMODATION_TYPES, SPEC_ACCOMMODATION_TYPES, toAccommodationType],
  ['room-type titles', [...ROOM_TYPE_TITLES, WHOLE_PROPERTY_CODE], SPEC_ROOM_TYPE_TITLES, toRoomTypeTitle],
  ['facilities', ROOM_FACILITIES, SPEC_ROOM_FACILITIES, toRoomFacility],
  ['amenities', AMENITIES, SPEC_AMENITIES, toAmenity],
  ['rate plans', RATE_PLANS, SPEC_RATE_PLANS, toRatePlan],
] as const;

describe('the readers of stored values', () => {
  it.each(kinds)('read the %s by id and by the spec’s word, in any case', (_kind, ids, words, read) => {
    const spec = words as Readonly<Record<string, string>>;
    const toId = read as (value: string) => string | undefined;
    for (const id of ids) {
      expect(id).toMatch(/^(-100x|[a-z]+(_[a-z]+)*)$/);
      expect(toId(id)).toBe(id);
      expect(toId(spec[id]!)).toBe(id);
      expect(toId(spec[id]!.toUpperCase())).toBe(id);
    }
    expect(toId('Sauna')).toBeUndefined();
    expect(toId('')).toBeUndefined();
  });

  it('read the spellings the spec uses', () => {
    expect(toAccommodationType('Guest House')).toBe('guest_house');
    expect(toAccommodationType('guest-house')).toBe('guest_house');
    expect(toAmenity('Wi-Fi')).toBe('wifi');
    expect(toAmenity('Air conditioning')).toBe('air_conditioning');
    expect(toRoomFacility('WiFi')).toBe('wifi');
    expect(toRoomFacility('spa')).toBe('spa');
    expect(toRatePlan('nonRefundable')).toBe('non_refundable');
    expect(toRatePlan('Non-Refundable')).toBe('non_refundable');
    expect(toRoomTypeTitle('-100x')).toBe(WHOLE_PROPERTY_CODE);
    expect(toRoomTypeTitle('Executive')).toBe('executive');
    // 'N/A' is a booking's rate plan, never a property's.
    expect(toBookingRatePlan('N/A')).toBe('none');
    expect(toRatePlan('N/A')).toBeUndefined();
  });
});

describe('input schemas', () => {
  const listing = {
    name: 'Kiyovu Lodge',
    description: 'A calm place.',
    location: { address: 'KN 3 Ave', city: 'Kigali', country: 'Rwanda' },
    rules: { maxGuests: 2 },
    hostInfo: {
      hostName: 'Aline',
      hostPhone: '0788123456',
      momoCode: '123',
      bankAccountNumber: '456',
      hostShortDescription: 'Hello.',
    },
  };

  it('take a listing in the spec’s words and give ids', () => {
    const parsed = listingInputSchema.parse({
      ...listing,
      accommodationType: 'Guest House',
      rate_plan: 'nonRefundable',
      amenities: ['Wi-Fi', 'Air conditioning', 'wifi'],
      roomTypes: [{ title: 'Double', price: 50_000, remainingRoomCount: 3, facilities: ['AC', 'spa', 'TV'] }],
    });
    expect(parsed).toMatchObject({
      accommodationType: 'guest_house',
      rate_plan: 'non_refundable',
      amenities: ['wifi', 'air_conditioning'],
      roomTypes: [{ title: 'double', facilities: ['ac', 'spa', 'tv'] }],
    });
  });

  it('take a listing in ids, and refuse other words with the spec’s messages', () => {
    const ids = {
      ...listing,
      accommodationType: 'hotel',
      rate_plan: 'long_stay',
      amenities: ['sport_court'],
      roomTypes: [{ title: 'suite', price: 1, remainingRoomCount: 1, facilities: ['swimming_pool'] }],
    };
    expect(listingInputSchema.parse(ids)).toMatchObject(ids);
    const problem = (input: object) => listingInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(problem({ ...ids, accommodationType: 'Villa' })).toBe(LISTING_MESSAGES.accommodationTypeInvalid);
    expect(problem({ ...ids, rate_plan: 'none' })).toBe(LISTING_MESSAGES.ratePlanInvalid);
    expect(problem({ ...ids, rate_plan: '' })).toBe(LISTING_MESSAGES.ratePlanRequired);
    expect(problem({ ...ids, amenities: ['Sauna'] })).toBe(LISTING_MESSAGES.amenityInvalid);
    expect(LISTING_MESSAGES.accommodationTypeInvalid).toBe(
      'Accommodation type must be Hotel, Apartment or Guest House.',
    );
    expect(LISTING_MESSAGES.ratePlanInvalid).toBe('Rate plan must be Flexible, nonRefundable or Long Stay.');
  });

  it('read the search’s accommodation type as an id or the spec’s word', () => {
    for (const accommodationType of ['guest_house', 'Guest House', 'guest house'])
      expect(propertySearchQuerySchema.parse({ accommodationType }).accommodationType).toBe('guest_house');
    expect(propertySearchQuerySchema.safeParse({ accommodationType: 'Villa' }).success).toBe(false);
  });
});
