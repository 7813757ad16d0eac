import { describe, expect, it } from 'vitest';
import { RESERVATION_MESSAGES } from '../messages.ts';
import { addDays, bookingTotal, nightsOfStay, todayInKigali } from '../rules.ts';
import {
  BOOKING_REQUEST_MESSAGES,
  reservationEntrySchema,
  reservationSummary,
  roomTypeQuoteQuerySchema,
} from './booking.ts';
import { STAY_MESSAGES, addYears, propertySearchQuerySchema, stayProblem } from './property.ts';

const day = (n: number) => addDays(todayInKigali(), n);
const entry = (overrides: Record<string, unknown> = {}) => ({
  roomTypeId: 7,
  roomType: 'Double',
  roomNumber: 2,
  checkInDate: `${day(3)}T00:00:00`,
  checkOutDate: `${day(5)}T00:00:00`,
  price: 45_000,
  propertyId: 3,
  ...overrides,
});
const firstMessage = (input: unknown) => {
  const result = reservationEntrySchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('reservationEntrySchema: the rules of docs/product.md#reservation-rules in order', () => {
  it('accepts a good entry, dates as YYYY-MM-DD or YYYY-MM-DDT00:00:00, rate plan none (N/A) by default', () => {
    expect(reservationEntrySchema.parse(entry())).toEqual({
      roomTypeId: 7,
      propertyId: 3,
      rooms: 2,
      checkIn: day(3),
      checkOut: day(5),
      nights: 2,
      ratePlan: 'none',
    });
    expect(
      reservationEntrySchema.parse(entry({ checkInDate: day(3), roomNumber: '2', roomTypeId: '7' })).rooms,
    ).toBe(2);
  });

  it('reports the first broken rule only', () => {
    const everythingWrong = { roomTypeId: 'x', roomNumber: 0, checkInDate: day(5), checkOutDate: undefined };
    expect(firstMessage(everythingWrong)).toBe(RESERVATION_MESSAGES.datesRequired);
    expect(firstMessage({ ...everythingWrong, checkOutDate: day(5) })).toBe(
      RESERVATION_MESSAGES.checkOutAfterCheckIn,
    );
    expect(firstMessage({ ...everythingWrong, checkOutDate: day(6) })).toBe(
      RESERVATION_MESSAGES.atLeastOneRoom,
    );
    expect(firstMessage({ ...everythingWrong, checkOutDate: day(6), roomNumber: 1 })).toBe(
      RESERVATION_MESSAGES.invalidRoomType,
    );
  });

  it('refuses a same-day stay, the past, over 90 nights and over 2 years ahead', () => {
    expect(firstMessage(entry({ checkInDate: day(4), checkOutDate: day(4) }))).toBe(
      RESERVATION_MESSAGES.checkOutAfterCheckIn,
    );
    expect(firstMessage(entry({ checkInDate: day(-1), checkOutDate: day(1) }))).toBe(
      RESERVATION_MESSAGES.pastDate,
    );
    expect(firstMessage(entry({ checkInDate: day(1), checkOutDate: day(92) }))).toBe(STAY_MESSAGES.tooLong);
    expect(firstMessage(entry({ checkInDate: day(1), checkOutDate: day(91) }))).toBeUndefined();
    const limit = addYears(todayInKigali(), 2);
    expect(firstMessage(entry({ checkInDate: limit, checkOutDate: addDays(limit, 1) }))).toBeUndefined();
    expect(firstMessage(entry({ checkInDate: addDays(limit, 1), checkOutDate: addDays(limit, 2) }))).toBe(
      STAY_MESSAGES.tooFarAhead,
    );
    expect(firstMessage(entry({ checkInDate: '2031-13-01' }))).toBe('That date does not exist.');
    expect(firstMessage(entry({ checkInDate: 'tomorrow' }))).toBe(BOOKING_REQUEST_MESSAGES.badDate);
  });

  it('wants whole rooms, a real room type id and a known rate plan', () => {
    expect(firstMessage(entry({ roomNumber: 1.5 }))).toBe(BOOKING_REQUEST_MESSAGES.wholeRooms);
    expect(firstMessage(entry({ roomNumber: '1e3' }))).toBe(RESERVATION_MESSAGES.atLeastOneRoom);
    expect(firstMessage(entry({ roomTypeId: 0 }))).toBe(RESERVATION_MESSAGES.invalidRoomType);
    expect(firstMessage(entry({ roomTypeId: 2 ** 31 }))).toBe(RESERVATION_MESSAGES.invalidRoomType);
    expect(firstMessage(entry({ propertyId: 'abc' }))).toBe(RESERVATION_MESSAGES.invalidRoomType);
    expect(firstMessage(entry({ rate_plan: 'Cheap' }))).toBe(BOOKING_REQUEST_MESSAGES.ratePlan);
    expect(
      reservationEntrySchema.parse(entry({ rate_plan: 'nonRefundable', propertyId: null })),
    ).toMatchObject({
      ratePlan: 'non_refundable',
      propertyId: undefined,
    });
  });

  it("takes a rate plan's id or the spec's word, and stores the id", () => {
    const ratePlan = (rate_plan: string) => reservationEntrySchema.parse(entry({ rate_plan })).ratePlan;
    expect(ratePlan('long_stay')).toBe('long_stay');
    expect(ratePlan('Long Stay')).toBe('long_stay');
    expect(ratePlan(' long stay ')).toBe('long_stay');
    expect(ratePlan('N/A')).toBe('none');
    expect(ratePlan('none')).toBe('none');
    expect(ratePlan('Flexible')).toBe('flexible');
  });
});

describe('availability and price arithmetic', () => {
  it('gives adjacent stays no night in common: the changeover day is free for both', () => {
    const first = nightsOfStay('2030-05-01', '2030-05-03');
    const second = nightsOfStay('2030-05-03', '2030-05-05');
    expect(first).toEqual(['2030-05-01', '2030-05-02']);
    expect(first.filter((n) => second.includes(n))).toEqual([]);
    expect(nightsOfStay('2030-05-01', '2030-05-01')).toEqual([]);
  });

  it('rounds the total once, to whole RWF', () => {
    expect(bookingTotal({ price: 33_333, discount: 15, rooms: 2, nights: 3 })).toBe(169_998);
    expect(bookingTotal({ price: 45_000, discount: 0, rooms: 1, nights: 1 })).toBe(45_000);
    expect(bookingTotal({ price: 99_999, discount: 33, rooms: 1, nights: 1 })).toBe(66_999);
    expect(bookingTotal({ price: 10_001, discount: 50, rooms: 1, nights: 1 })).toBe(5_001);
  });

  it('says what was booked', () => {
    expect(
      reservationSummary([
        { id: 12, room_type_title: 'Double', number_of_rooms: 2, nights: 3, total_price: 270_000 },
      ]),
    ).toBe('Booking #12 for Double, 2 rooms, 3 nights: RWF 270,000. The host will confirm it soon.');
    expect(
      reservationSummary([
        { id: 3, room_type_title: '-100x', number_of_rooms: 1, nights: 1, total_price: 80_000 },
      ]),
    ).toBe('Booking #3 for Whole Property, 1 room, 1 night: RWF 80,000. The host will confirm it soon.');
  });
});

describe('stay dates and the search query', () => {
  it('adds years, 29 February falling back to the 28th', () => {
    expect(addYears('2028-02-29', 2)).toBe('2030-02-28');
    expect(addYears('2026-11-21', 2)).toBe('2028-11-21');
  });

  it('checks stays', () => {
    expect(stayProblem('2030-01-02', '2030-01-01', '2030-01-01')).toBe(
      RESERVATION_MESSAGES.checkOutAfterCheckIn,
    );
    expect(stayProblem('2030-01-01', '2030-01-02', '2030-01-01')).toBeUndefined();
  });

  it('parses the search filters', () => {
    expect(
      propertySearchQuerySchema.parse({ services: 'wifi, breakfast,wifi', beds: 'king', minRating: '3' }),
    ).toEqual({
      services: ['wifi', 'breakfast'],
      beds: ['king'],
      minRating: 3,
      page: 1,
      pageSize: 20,
    });
    const missing = propertySearchQuerySchema.safeParse({ checkIn: day(2) });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe(STAY_MESSAGES.datesTogether);
  });
});

describe('roomTypeQuoteQuerySchema: a quote asks for a stay like a reservation', () => {
  const message = (query: Record<string, unknown>) => {
    const result = roomTypeQuoteQuerySchema.safeParse(query);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it("takes both dates, one room and the property's first plan (none) unless told, and plans by any name", () => {
    expect(roomTypeQuoteQuerySchema.parse({ checkIn: day(3), checkOut: day(5) })).toEqual({
      checkIn: day(3),
      checkOut: day(5),
      rooms: 1,
      ratePlan: 'none',
    });
    expect(
      roomTypeQuoteQuerySchema.parse({
        checkIn: day(3),
        checkOut: day(5),
        rooms: '4',
        ratePlan: 'nonRefundable',
      }),
    ).toMatchObject({ rooms: 4, ratePlan: 'non_refundable' });
    expect(
      roomTypeQuoteQuerySchema.parse({ checkIn: day(3), checkOut: day(5), ratePlan: 'N/A' }).ratePlan,
    ).toBe('none');
  });

  it('refuses what a reservation refuses, with the same messages', () => {
    expect(message({ checkOut: day(5) })).toBe(RESERVATION_MESSAGES.datesRequired);
    expect(message({ checkIn: day(5), checkOut: day(5) })).toBe(RESERVATION_MESSAGES.checkOutAfterCheckIn);
    expect(message({ checkIn: day(-1), checkOut: day(5) })).toBe(RESERVATION_MESSAGES.pastDate);
    expect(message({ checkIn: day(1), checkOut: day(92) })).toBe(STAY_MESSAGES.tooLong);
    expect(message({ checkIn: day(800), checkOut: day(801) })).toBe(STAY_MESSAGES.tooFarAhead);
    for (const rooms of ['0', '101', '1.5', 'x'])
      expect(message({ checkIn: day(1), checkOut: day(2), rooms })).toBe(BOOKING_REQUEST_MESSAGES.quoteRooms);
    expect(message({ checkIn: day(1), checkOut: day(2), ratePlan: 'Cheapest' })).toBe(
      BOOKING_REQUEST_MESSAGES.ratePlan,
    );
  });
});
