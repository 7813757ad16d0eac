// The reservation rules a room type card checks before asking the server (docs/product.md#reservation-rules,
// in its order), and the room count input's clamp. The server checks them all again.
import {
  DEFAULT_BOOKING_RATE_PLAN,
  MAX_QUOTE_ROOMS,
  nightsBetween,
  RATE_PLAN_LABELS,
  RESERVATION_MESSAGES,
  SEARCH_DEFAULTS,
  todayInKigali,
} from '@ikaze/domain';
import { labelText } from '@/lib/i18n';

export interface ReservationDraft {
  checkIn: string;
  checkOut: string;
  rooms: number;
  /** Rooms free for the chosen dates ('Rooms available'). */
  remaining: number;
  /** The room type's id, when the card has a real one. */
  roomTypeId: number | undefined;
}

/**
 * A stay's dates in order and not in the past (docs/product.md#reservation-rules, then ours). The server's
 * further limits (at most 90 nights, at most 2 years ahead: stayProblem in the domain's zod module, which the
 * guest pages do not load) come back from it as a message.
 */
export function stayDatesProblem(
  checkIn: string,
  checkOut: string,
  today = todayInKigali(),
): string | undefined {
  if (nightsBetween(checkIn, checkOut) <= 0 || Number.isNaN(nightsBetween(checkIn, checkOut)))
    return RESERVATION_MESSAGES.checkOutAfterCheckIn;
  if (checkIn < today) return RESERVATION_MESSAGES.pastDate;
  return undefined;
}

/**
 * The first broken rule's message, or undefined: (1) both dates, (2) check-out after check-in (then ours:
 * not in the past), (3) at least one room, (4) not more than are free, (5) a known room type.
 */
export function reservationProblem(draft: ReservationDraft, today = todayInKigali()): string | undefined {
  if (!draft.checkIn || !draft.checkOut) return RESERVATION_MESSAGES.datesRequired;
  const stay = stayDatesProblem(draft.checkIn, draft.checkOut, today);
  if (stay) return stay;
  if (!Number.isInteger(draft.rooms) || draft.rooms < 1) return RESERVATION_MESSAGES.atLeastOneRoom;
  if (draft.rooms > draft.remaining) return RESERVATION_MESSAGES.tooManyRooms({ n: draft.remaining });
  if (draft.roomTypeId === undefined || !Number.isInteger(draft.roomTypeId) || draft.roomTypeId < 1)
    return RESERVATION_MESSAGES.invalidRoomType;
  return undefined;
}

/**
 * The number-of-rooms input as typed: a whole number from 0 to MAX_QUOTE_ROOMS. More than are free stays as typed,
 * and the card says so ('You cannot reserve more than {n} rooms.') instead of changing the guest's number.
 */
export function wholeRooms(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(0, Math.trunc(value)), MAX_QUOTE_ROOMS);
}

/**
 * How a rate plan reads on screen, in the page's language (docs/product.md#screen-detail: non_refundable is
 * 'Non-Refundable', none is 'N/A').
 */
export function ratePlanLabel(ratePlan: string | null | undefined): string {
  return labelText(RATE_PLAN_LABELS, ratePlan || DEFAULT_BOOKING_RATE_PLAN);
}

/** A valid calendar date (YYYY-MM-DD) from a URL, or ''. */
export function urlDate(value: string | null): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    return '';
  return value;
}

/**
 * The stay a detail page opens with, from its URL: both dates in order or none, and the rooms asked for, or
 * the search's default of one room when the URL has none (a link opened directly starts as one from a search
 * does; each card then clamps it to the rooms free).
 */
export function readStart(params: URLSearchParams): { checkIn: string; checkOut: string; rooms: number } {
  const checkIn = urlDate(params.get('checkIn'));
  const checkOut = urlDate(params.get('checkOut'));
  const rooms = Number(params.get('rooms') ?? SEARCH_DEFAULTS.rooms);
  const both = Boolean(checkIn && checkOut && checkOut > checkIn);
  return {
    checkIn: both ? checkIn : '',
    checkOut: both ? checkOut : '',
    rooms: Number.isInteger(rooms) && rooms > 0 ? rooms : SEARCH_DEFAULTS.rooms,
  };
}
