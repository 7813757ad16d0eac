// A property's `stay` with dates: one room at its cheapest room type offered for the stay (free, within its stay
// rules), priced night by night with the domain's own rules (pricing.ts), for the few properties of a page or a
// detail (docs/decisions/0023-calendar-and-rates.md). Only sorting or filtering every match by price asks SQL
// (stay-price-sql.ts); tests keep the two equal.
import {
  nightPrices,
  nightsOfStay,
  stayRuleProblem,
  stayTotal,
  type PropertyStay,
  type RoomType,
  type Season,
  type Stay,
} from '@ikaze/domain';

/** What pricing a stay needs beyond the API's room type: read with the page's room types, for the stay only. */
export type StayRates = {
  id: number;
  bookingWindowDays: number | null;
  /** The seasons with a night in the stay. */
  seasons: Season[];
  /** The host's prices for nights of the stay. */
  overrides: Array<[night: string, price: number]>;
};

/** A stay with its nights, listed once for all the properties of a page. */
export type NightsOfStay = Stay & { nights: readonly string[] };

export function withNights(stay: Stay): NightsOfStay {
  return { ...stay, nights: nightsOfStay(stay.checkIn, stay.checkOut) };
}

export function cheapestStay(
  roomTypes: readonly RoomType[],
  rates: readonly StayRates[],
  stay: NightsOfStay,
  rooms: number,
  today: string,
): PropertyStay | null {
  const ratesOf = new Map(rates.map((r) => [r.id, r]));
  const stayNights = stay.nights;
  let best: { roomTypeId: number; total: number } | undefined;
  for (const roomType of roomTypes) {
    const extra = ratesOf.get(roomType.id);
    if (!extra || roomType.remainingRoomCount < rooms) continue;
    const roomRates = {
      price: roomType.price,
      weekendPrice: roomType.weekendPrice,
      minStay: roomType.minStay,
      maxStay: roomType.maxStay,
      bookingWindowDays: extra.bookingWindowDays,
      seasons: extra.seasons,
    };
    if (stayRuleProblem(roomRates, stay.checkIn, stay.checkOut, today)) continue;
    const nights = nightPrices(roomRates, stayNights, new Map(extra.overrides));
    const total = stayTotal({
      nightPrices: nights.map((n) => n.price),
      rooms: 1,
      discount: roomType.discount,
      planDiscount: 0,
    });
    // Room types come in id order: the first of equal totals stays.
    if (!best || total < best.total) best = { roomTypeId: roomType.id, total };
  }
  if (!best) return null;
  return {
    nightlyAverage: Math.round(best.total / stayNights.length),
    total: best.total,
    nights: stayNights.length,
    roomTypeId: best.roomTypeId,
  };
}
