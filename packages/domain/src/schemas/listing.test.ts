// The listing form's schemas, as the web wizard uses them: one step at a time, then the whole listing.
import { describe, expect, it } from 'vitest';
import { WHOLE_PROPERTY_CODE } from '../constants.ts';
import {
  LISTING_MESSAGES as M,
  LISTING_STEPS,
  firstIssueMessage,
  listingInputSchema,
  listingStepSchemas,
  roomTypeInputSchema,
  type ListingInput,
} from './listing.ts';

const listing: ListingInput = {
  name: 'Kiyovu Lodge',
  description: 'A calm place.',
  accommodationType: 'Hotel',
  location: { address: 'KN 3 Ave', city: 'Kigali', country: 'Rwanda' },
  rate_plan: 'Flexible',
  roomTypes: [12, { title: 'Double', price: 50_000, remainingRoomCount: 3 }],
  rules: { maxGuests: 2 },
  hostInfo: {
    hostName: 'Aline',
    hostPhone: '0788123456',
    momoCode: '123',
    bankAccountNumber: '456',
    hostShortDescription: 'Hello.',
  },
};

const problem = (input: unknown) => {
  const result = listingInputSchema.safeParse(input);
  return result.success ? undefined : firstIssueMessage(result.error);
};

describe('listingInputSchema', () => {
  it("fills the product's defaults (docs/product.md#constants) and drops what the server decides", () => {
    const parsed = listingInputSchema.parse({ ...listing, hostId: 7, rating: 5 });
    expect(parsed).not.toHaveProperty('hostId');
    expect(parsed.rating).toBe(0);
    expect(parsed.location.markerPosition).toEqual({ lat: -1.9697, lng: 30.0644 });
    expect(parsed.rules).toMatchObject({
      checkInTime: '14:00',
      checkOutTime: '11:00',
      quietHours: { start: '22:00', end: '07:00' },
    });
    expect(parsed.roomTypes[1]).toMatchObject({
      discount: 0,
      facilities: [],
      kingBed: 0,
      bedInformation: null,
    });
  });

  it("gives a room type's own message, and one for anything that is neither an id nor a room type", () => {
    expect(problem({ ...listing, roomTypes: [{ title: 'Double', price: -1, remainingRoomCount: 1 }] })).toBe(
      'Price must be at least 0.',
    );
    expect(problem({ ...listing, roomTypes: ['12'] })).toBe(M.roomTypeInvalid);
    expect(problem({ ...listing, roomTypes: [12, 12] })).toBe(M.roomTypeRepeated);
    expect(problem({ ...listing, rate_plan: 'Weekly' })).toBe(M.ratePlanInvalid);
    expect(problem(null)).toBe(M.dataNotObject);
  });
});

describe('roomTypeInputSchema', () => {
  it('makes the whole property one unit without twin beds, and drops repeated facilities', () => {
    const parsed = roomTypeInputSchema.parse({
      title: WHOLE_PROPERTY_CODE,
      price: 200_000,
      remainingRoomCount: 3,
      twinBed: 2,
      facilities: ['WiFi', 'wifi'],
    });
    expect(parsed).toMatchObject({ remainingRoomCount: 1, twinBed: 0, facilities: ['wifi'] });
  });
});

describe('listingStepSchemas', () => {
  it('has one schema per step of docs/product.md#screen-listing, validating only that step', () => {
    expect(LISTING_STEPS.map((s) => s.id)).toEqual([
      'name',
      'details',
      'amenities',
      'services',
      'languages',
      'rules',
      'hostProfile',
      'pictures',
      'submission',
    ]);
    expect(listingStepSchemas).toHaveLength(9);
    expect(listingStepSchemas[0].safeParse({ name: 'X' }).success).toBe(true);
    expect(listingStepSchemas[2].safeParse({}).success).toBe(true);
    expect(listingStepSchemas[5].safeParse({ rules: { maxGuests: 0 } }).error?.issues[0]?.message).toBe(
      'Maximum guests must be at least 1.',
    );
  });

  it('checks the pictures a browser knows of, keeping the files themselves', () => {
    const file = { name: 'a.png', size: 1000, type: 'image/png' };
    expect(listingStepSchemas[7].parse({ pictures: [file] }).pictures[0]).toBe(file);
    const gif = { name: 'a.gif', size: 1000, type: 'image/gif' };
    expect(listingStepSchemas[7].safeParse({ pictures: [gif] }).error?.issues[0]?.message).toBe(
      M.pictureType,
    );
    const big = { ...file, size: 11 * 1024 * 1024 };
    expect(listingStepSchemas[7].safeParse({ pictures: [big] }).error?.issues[0]?.message).toBe(
      M.pictureTooLarge,
    );
    const many = Array.from({ length: 21 }, () => file);
    expect(listingStepSchemas[7].safeParse({ pictures: many }).error?.issues[0]?.message).toBe(
      M.tooManyPictures,
    );
  });

  it('requires the truth confirmation to submit', () => {
    expect(listingStepSchemas[8].safeParse({ confirmed: false }).error?.issues[0]?.message).toBe(
      M.confirmTruth,
    );
    expect(listingStepSchemas[8].safeParse({ confirmed: true }).success).toBe(true);
  });
});
