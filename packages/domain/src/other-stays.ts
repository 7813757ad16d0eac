// Other dates for a stay a room type cannot sell (docs/decisions/0053-search-and-room-cards.md): the nearest stays
// of the same length, before or after, that it can, by the same rules as a booking (the dates, the host's stay
// rules, the rooms free each night). The quote answers them when the stay is sold out or refused by a stay rule;
// the room card offers them as dates to tap.
import { stayRuleProblem, type RoomRates } from './pricing.ts';
import { addDays, nightsBetween, nightsOfStay, type Stay } from './rules.ts';
import { stayProblem } from './schemas/property.ts';

/** How far from the asked check-in other stays are looked for, each way. */
export const OTHER_STAYS_WINDOW_DAYS = 30;
/** How many other stays are offered at most. */
export const OTHER_STAYS_MAX = 3;

export interface OpenStayQuestion extends Stay {
  rooms: number;
  rates: RoomRates;
  roomCount: number;
  /** The rooms taken (held, closed, synced) on a night of the window. */
  taken: (night: string) => number;
  today: string;
}

/**
 * The stays of the asked length whose check-in is within the window of the asked one, nearest first (the earlier
 * of two as near), that the room type can sell for the rooms asked; at most OTHER_STAYS_MAX.
 */
export function nearestOpenStays(question: OpenStayQuestion): Stay[] {
  const { checkIn, rooms, rates, roomCount, taken, today } = question;
  const length = nightsBetween(checkIn, question.checkOut);
  const sells = (start: string): boolean => {
    const end = addDays(start, length);
    if (stayProblem(start, end, today) || stayRuleProblem(rates, start, end, today)) return false;
    return nightsOfStay(start, end).every((night) => roomCount - taken(night) >= rooms);
  };
  const found: Stay[] = [];
  for (let distance = 1; distance <= OTHER_STAYS_WINDOW_DAYS; distance++)
    for (const start of [addDays(checkIn, -distance), addDays(checkIn, distance)]) {
      if (found.length === OTHER_STAYS_MAX) return found;
      if (sells(start)) found.push({ checkIn: start, checkOut: addDays(start, length) });
    }
  return found;
}
