import {
  discountedNightlyPrice,
  isWholeProperty,
  ROOM_TYPE_TITLE_LABELS,
  type Property,
  type RoomType,
  type User,
} from '@ikaze/domain';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DiscountBadge } from '@/components/ui/discount-badge';
import { cn } from '@/lib/cn';
import { formatMoney, formatNumber } from '@/lib/format';
import type { CheckoutReady } from '../checkout/components/checkout';
import { labelText, loadFeatureMessages } from '@/lib/i18n';
import { useReserveRoom, type ShowPopup } from '../hooks/use-reserve-room';
import { useRoomStay, type CardStart } from '../hooks/use-room-stay';
import { RatePlanChoice } from './rate-plan-choice';
import { RoomTypeFacts } from './room-type-facts';
import { StayFields } from './stay-fields';
import { StayPrice } from './stay-price';

export type { CardStart, ShowPopup };

// Other dates for a sold-out stay: code that most visits never show, out of the page's first load
// (docs/decisions/0053-search-and-room-cards.md).
const OtherStays = lazy(() => import('./other-stays').then((module) => ({ default: module.OtherStays })));

// How to pay and the payment's progress, with their catalog: loaded for a signed-in guest only, so the page's
// first load carries neither (docs/benchmarks.md).
const Checkout = lazy(() =>
  Promise.all([import('../checkout/components/checkout'), loadFeatureMessages('checkout')]).then(
    ([module]) => ({ default: module.Checkout }),
  ),
);

/**
 * One room type (docs/product.md#screen-detail): what it is, its price and discount, the rooms free for the
 * chosen dates, dates and a number of rooms, the running total, the rate plan, and 'Reserve Now' (signed
 * in) or 'Login to Reserve'. The whole-property room type (-100x) reads 'Rent Whole Property', 'Per Day'.
 * With several rate plans the guest chooses one; with dates the total is the server's quote for the stay under
 * that plan (docs/decisions/0023-calendar-and-rates.md). Signed in, the guest chooses how to pay and sees the
 * amount; paid by a wallet, the card then follows the payment (docs/payments.md).
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
  const { t } = useLingui();
  const stay = useRoomStay({ property, roomType, start });
  const [checkout, setCheckout] = useState<CheckoutReady | undefined>(undefined);
  const reserve = useReserveRoom({
    property,
    roomType,
    stay,
    user,
    checkout,
    showPopup,
    onReserved,
  });
  const whole = isWholeProperty(roomType.title);
  const title = whole ? t`Rent Whole Property` : labelText(ROOM_TYPE_TITLE_LABELS, roomType.title);
  const { discount, rooms, nights, plans, priced } = stay;
  const perNight = whole ? t`Per Day` : t`per night`;
  const stayTotal = priced ? formatMoney(priced.total) : '';

  const minStay = roomType.minStay;
  const minNights = formatNumber(minStay);
  const discounted = formatMoney(discountedNightlyPrice(roomType.price, discount));
  const nightCount = formatNumber(nights);
  /** '2 rooms × 3 nights', or per night without dates. */
  const stayLineOf = (rooms: number) => {
    const roomCount = formatNumber(rooms);
    const units = whole
      ? t`${roomCount} × whole property`
      : plural(rooms, { one: `${roomCount} room`, other: `${roomCount} rooms` });
    return nights
      ? plural(nights, { one: `${units} × ${nightCount} night`, other: `${units} × ${nightCount} nights` })
      : t`${units}, per night (choose dates for the stay's total)`;
  };
  const stayLine = stayLineOf(rooms);
  const quotedLine = stayLineOf(stay.quoteRooms);

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
          {stay.soldOut ? (
            <p className="mt-1 inline-block rounded-full bg-red-50 px-2.5 py-0.5 text-sm font-semibold text-red-800">
              <Trans>Sold out for these dates</Trans>
            </p>
          ) : null}
          {priced ? (
            // The chosen nights' price, as the search card shows a stay's: per night, then the whole stay.
            <div className={cn(stay.updating && 'opacity-60 transition-opacity')}>
              <p className="mt-1 text-sm text-slate-600">
                <span className="text-xl font-bold text-slate-900">{formatMoney(priced.nightlyAverage)}</span>{' '}
                {perNight}
              </p>
              <p className="text-sm font-medium text-slate-700">{t`${stayTotal} for ${quotedLine}`}</p>
            </div>
          ) : (
            <>
              <p className="mt-1 text-sm text-slate-600">
                <span className="text-xl font-bold text-slate-900">{formatMoney(roomType.price)}</span>{' '}
                {perNight}
              </p>
              {discount > 0 ? (
                <p className="text-sm font-medium text-green-800">
                  <Trans>{discounted} after the discount</Trans>
                </p>
              ) : null}
            </>
          )}
        </div>
        <DiscountBadge discount={discount} className="shrink-0" />
      </header>

      <RoomTypeFacts property={property} roomType={roomType} whole={whole} title={title} stay={stay} />

      <div className="mt-auto space-y-3 border-t border-slate-100 pt-4">
        {minStay > 1 ? (
          <p className="text-sm font-medium text-slate-800">
            {plural(minStay, {
              one: `Minimum stay: ${minNights} night`,
              other: `Minimum stay: ${minNights} nights`,
            })}
          </p>
        ) : null}
        <StayFields id={id} stay={stay} describedBy={`${id}-total`} />
        {plans.length > 1 ? (
          <RatePlanChoice
            plans={plans}
            value={stay.plan}
            onChange={stay.setPlan}
            checkIn={stay.datesValid ? stay.checkIn : ''}
            nights={nights}
          />
        ) : null}
        <StayPrice
          id={`${id}-total`}
          total={stay.total}
          stayLine={stayLine}
          quote={stay.priced}
          ratePlan={stay.plan}
          updating={stay.updating}
        />
        {stay.otherStays?.length || (stay.otherStays && stay.soldOut) ? (
          <Suspense fallback={null}>
            <OtherStays stays={stay.otherStays} soldOut={stay.soldOut} onChoose={stay.chooseStay} />
          </Suspense>
        ) : null}
        {user ? (
          <Suspense fallback={null}>
            <Checkout
              property={property}
              ratePlan={stay.plan ?? property.rate_plan}
              user={user}
              total={stay.total}
              error={reserve.checkoutError}
              paying={reserve.paying}
              onChange={setCheckout}
              onDone={reserve.onPaymentDone}
            />
          </Suspense>
        ) : null}
        {reserve.paying ? null : (
          <Button
            className="w-full"
            size="lg"
            onClick={reserve.onReserve}
            // Never disabled for a rule: a click says which rule, in the product's order (docs/product.md).
            disabled={reserve.pending}
          >
            {user ? (reserve.pending ? t`Reserving…` : t`Reserve Now`) : t`Login to Reserve`}
          </Button>
        )}
      </div>
    </article>
  );
}
