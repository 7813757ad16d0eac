// The stay a guest is choosing on one room type's card (docs/product.md#screen-detail): dates, rooms and rate
// plan, the rooms free for those dates, and the price, the server's quote when there are dates
// (docs/decisions/0023-calendar-and-rates.md).
import {
  addDays,
  bookingTotal,
  nightsBetween,
  todayInKigali,
  type Property,
  type RatePlan,
  type RoomType,
} from '@ikaze/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { propertyDetailQueryOptions } from '@/lib/queries/properties';
import { useQuote } from '../api/quote';
import { fittingPlan, offeredPlans, startingPlan } from '../rate-plans';
import { stayDatesProblem, wholeRooms } from '../reservation';

/** Dates and rooms to start with (carried over from a search). */
export interface CardStart {
  checkIn: string;
  checkOut: string;
  rooms: number;
}

export function useRoomStay({
  property,
  roomType,
  start,
}: {
  property: Property;
  roomType: RoomType;
  start: CardStart;
}) {
  const today = todayInKigali();
  const [checkIn, setCheckIn] = useState(start.checkIn);
  const [checkOut, setCheckOut] = useState(start.checkOut);
  const [rooms, setRooms] = useState(() => Math.min(wholeRooms(start.rooms), roomType.remainingRoomCount));
  const plans = offeredPlans(property);
  const [chosenPlan, setPlan] = useState<RatePlan | undefined>(() => startingPlan(plans, property.rate_plan));

  // 'Rooms available' for the dates chosen on this card (tonight until both are chosen),
  // docs/product.md#bookings.
  const datesValid = Boolean(checkIn && checkOut && !stayDatesProblem(checkIn, checkOut, today));
  const availability = useQuery({
    ...propertyDetailQueryOptions(property.id, datesValid ? { checkIn, checkOut } : {}),
    placeholderData: keepPreviousData,
    select: (fresh) => fresh.roomTypes.find((candidate) => candidate.id === roomType.id),
  });
  const remaining = availability.data?.remainingRoomCount ?? roomType.remainingRoomCount;

  const discount = roomType.discount ?? 0;
  const nights = datesValid ? nightsBetween(checkIn, checkOut) : 0;
  // The plan chosen (or started with) while it fits the stay; else the first that does (Long Stay starts from 7
  // nights: a listing submitted as Long Stay still books a weekend under its other plans).
  const plan = fittingPlan(plans, chosenPlan, nights);
  const runningTotal = bookingTotal({ price: roomType.price, discount, rooms, nights: Math.max(nights, 1) });

  // With dates the server prices the stay (seasons, weekends, the plan's discount, the stay rules), for one room
  // at least: with none chosen (none free) the headline still prices the nights and the quote offers other dates.
  const quoteRooms = Math.max(rooms, 1);
  const quote = useQuote(
    datesValid
      ? {
          roomTypeId: roomType.id,
          checkIn,
          checkOut,
          rooms: quoteRooms,
          ratePlan: plan ?? property.rate_plan,
        }
      : undefined,
  );
  const priced = quote.active && !quote.isError ? quote.data : undefined;
  const updating = priced !== undefined && (quote.settling || quote.isPlaceholderData);
  // A quote that is not yet there shows no total rather than price × rooms, which seasons may contradict; a
  // failed one falls back to the running total (the server prices the booking anyway). No rooms: nothing to pay.
  const total =
    rooms < 1
      ? runningTotal
      : priced
        ? priced.total
        : quote.active && !quote.isError
          ? undefined
          : runningTotal;
  const quoteProblem = priced && !updating ? priced.problem : null;

  // Sold out: some night of the chosen dates has no room free (the detail's answer for them, not an earlier one's).
  const soldOut = datesValid && !availability.isPlaceholderData && remaining === 0;
  // The quote's other stays when these dates cannot be sold (docs/decisions/0053-search-and-room-cards.md);
  // undefined until the quote of these dates is there.
  const otherStays = priced && !updating ? (priced.otherStays ?? []) : undefined;

  /**
   * Other dates tapped: both dates as offered (changeCheckIn would move the old check-out first), and the rooms
   * they were found free for when none were chosen (none were free).
   */
  function chooseStay(stay: { checkIn: string; checkOut: string }) {
    setCheckIn(stay.checkIn);
    setCheckOut(stay.checkOut);
    setRooms(quoteRooms);
  }

  /** A check-in on or after the check-out moves the check-out to the next day. */
  function changeCheckIn(value: string) {
    setCheckIn(value);
    if (value && checkOut && checkOut <= value) setCheckOut(addDays(value, 1));
  }

  return {
    today,
    checkIn,
    checkOut,
    rooms,
    changeCheckIn,
    setCheckOut,
    chooseStay,
    /** Rooms as typed (a whole number); more than are free is said on the card, not changed. */
    changeRooms: (value: number) => setRooms(wholeRooms(value)),
    plans,
    plan,
    setPlan,
    datesValid,
    nights,
    discount,
    remaining,
    /** Whether the rooms free are those of earlier dates while the new dates' answer is on its way. */
    checkingDates: availability.isPlaceholderData,
    /** Whether the room type was missing from the property's fresh answer (gone since the page loaded). */
    roomTypeGone: availability.data === undefined && availability.isSuccess,
    priced,
    /** The rooms the quote prices: those chosen, at least one. */
    quoteRooms,
    updating,
    total,
    quoteProblem,
    soldOut,
    otherStays,
  };
}

export type RoomStay = ReturnType<typeof useRoomStay>;
