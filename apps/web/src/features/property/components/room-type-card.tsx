import {
  addDays,
  bookingTotal,
  discountedNightlyPrice,
  isWholeProperty,
  nightsBetween,
  RESERVATION_MESSAGES,
  ROOM_FACILITY_LABELS,
  ROOM_TYPE_TITLE_LABELS,
  todayInKigali,
  type Property,
  type RatePlan,
  type RoomType,
  type User,
} from '@ikaze/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { DiscountBadge } from '@/components/ui/discount-badge';
import { ApiError, errorMessage } from '@/lib/api';
import { formatMoney, formatNumber } from '@/lib/format';
import { domainText, labelText } from '@/lib/i18n';
import { apiPaths, paths } from '@/lib/paths';
import { propertyDetailQueryOptions } from '@/lib/queries/properties';
import { useQuote } from '../api/quote';
import { newSendKey } from '@/lib/offline/send-key';
import { bookingPayload, useReserve, type Reservation } from '../api/reserve';
import { fittingPlan, offeredPlans, planRule, startingPlan } from '../rate-plans';
import { clampRooms, ratePlanLabel, reservationProblem, stayDatesProblem } from '../reservation';
import { RatePlanChoice } from './rate-plan-choice';
import { StayPrice } from './stay-price';

export type ShowPopup = (text: string, tone: 'success' | 'error' | 'info') => void;

export interface CardStart {
  checkIn: string;
  checkOut: string;
  rooms: number;
}

const inputClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none';

/**
 * One room type (docs/product.md#screen-detail): what it is, its price and discount, the rooms free for the
 * chosen dates, dates and a number of rooms, the running total, the rate plan, and 'Reserve Now' (signed
 * in) or 'Login to Reserve'. The whole-property room type (-100x) reads 'Rent Whole Property', 'Per Day'.
 * With several rate plans the guest chooses one; with dates the total is the server's quote for the stay under
 * that plan (docs/decisions/0023-calendar-and-rates.md).
 */
export function RoomTypeCard({
  property,
  roomType,
  start,
  user,
  showPopup,
  onReserved,
}: {
  property: Property;
  roomType: RoomType;
  /** Dates and rooms to start with (carried over from a search). */
  start: CardStart;
  user: User | null | undefined;
  showPopup: ShowPopup;
  onReserved: () => void;
}) {
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const reserve = useReserve();
  const today = todayInKigali();
  const { t } = useLingui();
  const whole = isWholeProperty(roomType.title);
  const title = whole ? t`Rent Whole Property` : labelText(ROOM_TYPE_TITLE_LABELS, roomType.title);

  const [checkIn, setCheckIn] = useState(start.checkIn);
  const [checkOut, setCheckOut] = useState(start.checkOut);
  const [rooms, setRooms] = useState(() => clampRooms(start.rooms, roomType.remainingRoomCount));
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

  // With dates and rooms the server prices the stay (seasons, weekends, the plan's discount, the stay rules).
  const quote = useQuote(
    datesValid && rooms >= 1
      ? { roomTypeId: roomType.id, checkIn, checkOut, rooms, ratePlan: plan ?? property.rate_plan }
      : undefined,
  );
  const priced = quote.active && !quote.isError ? quote.data : undefined;
  const updating = priced !== undefined && (quote.settling || quote.isPlaceholderData);
  // A quote that is not yet there shows no total rather than price × rooms, which seasons may contradict; a
  // failed one falls back to the running total (the server prices the booking anyway).
  const total = priced ? priced.total : quote.active && !quote.isError ? undefined : runningTotal;
  const quoteProblem = priced && !updating ? priced.problem : null;
  const minStay = roomType.minStay;

  function onCheckInChange(value: string) {
    setCheckIn(value);
    if (value && checkOut && checkOut <= value) setCheckOut(addDays(value, 1));
  }

  function onReserve() {
    if (!user) {
      const query = new URLSearchParams();
      if (checkIn) query.set('checkIn', checkIn);
      if (checkOut) query.set('checkOut', checkOut);
      if (rooms) query.set('rooms', String(rooms));
      const search = query.toString();
      void navigate(paths.login({ next: `${location.pathname}${search ? `?${search}` : ''}` }));
      return;
    }
    const problem = reservationProblem({
      checkIn,
      checkOut,
      rooms,
      remaining,
      roomTypeId: availability.data === undefined && availability.isSuccess ? undefined : roomType.id,
    });
    if (problem) return showPopup(domainText(problem), 'error');
    if (quoteProblem) return showPopup(domainText(quoteProblem), 'error');
    const reservation: Reservation = {
      userId: user.UserID,
      propertyId: property.id,
      roomTypeId: roomType.id,
      roomTypeTitle: roomType.title,
      rooms,
      checkIn,
      checkOut,
      price: roomType.price,
      ratePlan: plan ?? property.rate_plan,
      idempotencyKey: newSendKey(),
    };
    if (!navigator.onLine) return keepForLater(reservation);
    reserve.mutate(reservation, {
      onSuccess: (answer) => {
        // 'Reservation successful! ' and the server's message, which the server already translated.
        showPopup(`${domainText(RESERVATION_MESSAGES.success)}${answer.message}`, 'success');
        onReserved();
      },
      // No answer at all (its retries too): kept and sent again with the same key, which books at most once.
      onError: (error) =>
        error instanceof ApiError && error.status === 0
          ? keepForLater(reservation)
          : showPopup(errorMessage(error), 'error'),
    });
  }

  /** Offline: the reservation waits on this device and is sent when the connection returns (lib/offline). */
  function keepForLater(reservation: Reservation) {
    import('@/lib/offline/send-queue-runner')
      .then((queue) => {
        queue.keepForLater({
          key: reservation.idempotencyKey,
          kind: 'reservation',
          userId: reservation.userId,
          path: apiPaths.bookings(),
          body: bookingPayload(reservation),
        });
        showPopup(
          t`You are offline. Your reservation is kept on this device and will be sent when the connection returns.`,
          'info',
        );
        onReserved();
      })
      .catch((error: unknown) => showPopup(errorMessage(error), 'error'));
  }

  // The whole property's room type counts washrooms and kitchens in its bed fields (docs/product.md#entities).
  const washroomCount = roomType.kingBed;
  const kitchenCount = roomType.queenBed;
  const washrooms = formatNumber(washroomCount);
  const kitchens = formatNumber(kitchenCount);
  const facts: Array<[string, ReactNode]> = [
    [t`Location`, property.location.address || t`N/A`],
    [whole ? t`Rooms` : t`Bed information`, roomType.bedInformation || t`Not specified`],
  ];
  if (whole)
    facts.push([
      t`Property has`,
      `${plural(washroomCount, { one: `${washrooms} washroom`, other: `${washrooms} washrooms` })}, ${plural(
        kitchenCount,
        { one: `${kitchens} kitchen`, other: `${kitchens} kitchens` },
      )}`,
    ]);
  facts.push(
    [t`Discount`, `${discount}%`],
    [
      t`Rooms available`,
      <span key="available" aria-live="polite" className="font-semibold">
        {availability.isPlaceholderData ? (
          <span className="font-normal text-slate-600">
            <Trans>Checking these dates…</Trans>
          </span>
        ) : datesValid ? (
          <Trans>
            {remaining}
            <span className="font-normal text-slate-600"> for these dates</span>
          </Trans>
        ) : (
          remaining
        )}
      </span>,
    ],
  );
  // One plan: the plan line as the spec has it, with its rule; several: the choice below the dates.
  if (plans.length <= 1)
    facts.push([
      t`Rate plan`,
      <>
        {ratePlanLabel(plans[0]?.plan ?? property.rate_plan)}
        {plans[0] && property.ratePlans.length ? (
          <span className="block text-xs text-slate-600">
            {planRule(plans[0], datesValid ? checkIn : '')}
          </span>
        ) : null}
      </>,
    ]);
  const minNights = formatNumber(minStay);
  const discounted = formatMoney(discountedNightlyPrice(roomType.price, discount));
  const roomCount = formatNumber(rooms);
  const nightCount = formatNumber(nights);
  const units = whole
    ? t`${roomCount} × whole property`
    : plural(rooms, { one: `${roomCount} room`, other: `${roomCount} rooms` });
  const stayLine = nights
    ? plural(nights, { one: `${units} × ${nightCount} night`, other: `${units} × ${nightCount} nights` })
    : t`${units}, per night (choose dates for the stay's total)`;

  return (
    <article
      aria-labelledby={`${id}-title`}
      className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <header className="flex items-start justify-between gap-3">
        <div>
          <h3 id={`${id}-title`} className="text-lg font-bold text-slate-900">
            {title}
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            <span className="text-xl font-bold text-slate-900">{formatMoney(roomType.price)}</span>{' '}
            {whole ? t`Per Day` : t`per night`}
          </p>
          {discount > 0 ? (
            <p className="text-sm font-medium text-green-800">
              <Trans>{discounted} after the discount</Trans>
            </p>
          ) : null}
        </div>
        <DiscountBadge discount={discount} className="shrink-0" />
      </header>

      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-500">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      {roomType.facilities.length ? (
        <ul aria-label={t`${title} facilities`} className="flex flex-wrap gap-1.5">
          {roomType.facilities.map((facility) => (
            <li
              key={facility}
              className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700"
            >
              {labelText(ROOM_FACILITY_LABELS, facility)}
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-auto space-y-3 border-t border-slate-100 pt-4">
        {minStay > 1 ? (
          <p className="text-sm font-medium text-slate-800">
            {plural(minStay, {
              one: `Minimum stay: ${minNights} night`,
              other: `Minimum stay: ${minNights} nights`,
            })}
          </p>
        ) : null}
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-in`} className="mb-1 block text-sm font-medium text-slate-800">
              <Trans>Check-in</Trans>
            </label>
            <input
              id={`${id}-in`}
              type="date"
              min={today}
              value={checkIn}
              onChange={(event) => onCheckInChange(event.target.value)}
              className={inputClasses}
            />
          </div>
          <div>
            <label htmlFor={`${id}-out`} className="mb-1 block text-sm font-medium text-slate-800">
              <Trans>Check-out</Trans>
            </label>
            <input
              id={`${id}-out`}
              type="date"
              min={checkIn ? addDays(checkIn, 1) : today}
              value={checkOut}
              onChange={(event) => setCheckOut(event.target.value)}
              className={inputClasses}
            />
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-rooms`} className="mb-1 block text-sm font-medium text-slate-800">
            <Trans>Number of rooms</Trans>
          </label>
          <input
            id={`${id}-rooms`}
            type="number"
            inputMode="numeric"
            min={0}
            max={remaining}
            step={1}
            value={rooms}
            onChange={(event) => setRooms(clampRooms(event.target.valueAsNumber, remaining))}
            aria-describedby={`${id}-total`}
            className={inputClasses}
          />
        </div>
        {plans.length > 1 ? (
          <RatePlanChoice
            plans={plans}
            value={plan}
            onChange={setPlan}
            checkIn={datesValid ? checkIn : ''}
            nights={nights}
          />
        ) : null}
        <StayPrice
          id={`${id}-total`}
          total={total}
          stayLine={stayLine}
          quote={priced}
          ratePlan={plan}
          updating={updating}
        />
        <Button
          className="w-full"
          size="lg"
          onClick={onReserve}
          // Never disabled for a rule: a click says which rule, in the product's order (docs/product.md).
          disabled={reserve.isPending}
        >
          {user ? (reserve.isPending ? t`Reserving…` : t`Reserve Now`) : t`Login to Reserve`}
        </Button>
      </div>
    </article>
  );
}
