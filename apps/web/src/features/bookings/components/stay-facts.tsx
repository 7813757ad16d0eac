// The stay on the booking page (docs/product.md#bookings): when to arrive and leave (the property's own
// check-in and check-out times), the rooms, each night's price, the discounts, the total, and the plan's
// cancellation terms. Amounts are the booking's own, as they were when it was made: nothing is priced again.
import {
  RATE_PLAN_LABELS,
  ROOM_TYPE_TITLE_LABELS,
  addDays,
  type Booking,
  type BookingDetails,
} from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, formatNumber, formatStayDate } from '@/lib/format';
import { labelText } from '@/lib/i18n';

export function StayFacts({ details }: { details: BookingDetails }) {
  const { t } = useLingui();
  const { booking, property } = details;
  const checkIn = formatStayDate(booking.check_in_date);
  const checkOut = formatStayDate(booking.check_out_date);
  const from = property.checkInTime;
  const until = property.checkOutTime;
  const rooms = formatNumber(booking.number_of_rooms);
  const roomType = labelText(ROOM_TYPE_TITLE_LABELS, booking.room_type_title);
  return (
    <section aria-labelledby="stay-title" className="space-y-4">
      <h2 id="stay-title" className="text-lg font-bold text-slate-900">
        <Trans>Your stay</Trans>
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact term={t`Check-in`} value={checkIn} detail={from ? t`From ${from}` : undefined} />
        <Fact term={t`Check-out`} value={checkOut} detail={until ? t`Until ${until}` : undefined} />
        <Fact term={t`Rooms`} value={t`${rooms} × ${roomType}`} />
        <Fact
          term={t`Rate plan`}
          value={labelText(RATE_PLAN_LABELS, booking.rate_plan)}
          detail={terms(booking)}
        />
      </dl>
      <NightPrices booking={booking} />
    </section>
  );

  /** What the plan promises about cancelling, as the guest was shown it when booking. */
  function terms(b: Booking): string {
    if (b.rate_plan === 'non_refundable') return t`Non-refundable: cancelling costs the whole stay.`;
    if (b.freeCancellationUntil) {
      const day = formatStayDate(b.freeCancellationUntil);
      return t`Free cancellation until ${day}; after that the first night is owed.`;
    }
    return t`Cancelling costs the first night.`;
  }
}

function Fact({ term, value, detail }: { term: string; value: string; detail?: string | undefined }) {
  return (
    <div className="rounded-xl border border-slate-200 p-3">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
      {detail ? <dd className="text-sm text-slate-700">{detail}</dd> : null}
    </div>
  );
}

/** Each night's price for one room before discounts, then the discounts and the total the guest owes. */
function NightPrices({ booking }: { booking: Booking }) {
  const { t } = useLingui();
  const rooms = booking.number_of_rooms;
  const total = formatMoney(booking.total_price);
  return (
    <table className="w-full text-sm">
      <caption className="mb-1 text-left font-semibold text-slate-900">
        <Trans>Price, night by night</Trans>
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t`Night`}</th>
          <th scope="col">{t`Price`}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {booking.nightPrices.map((price, night) => (
          <NightRow
            key={night}
            night={addDays(booking.check_in_date.slice(0, 10), night)}
            price={price}
            rooms={rooms}
          />
        ))}
        {booking.discount > 0 ? <DiscountRow label={t`Room discount`} percent={booking.discount} /> : null}
        {booking.planDiscount > 0 ? (
          <DiscountRow label={t`Rate plan discount`} percent={booking.planDiscount} />
        ) : null}
      </tbody>
      <tfoot>
        <tr className="border-t border-slate-300">
          <th scope="row" className="py-2 text-left font-bold text-slate-900">
            <Trans>Total</Trans>
          </th>
          <td className="py-2 text-right font-bold tabular-nums text-slate-900">{total}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function NightRow({ night, price, rooms }: { night: string; price: number; rooms: number }) {
  const { t } = useLingui();
  const each = formatMoney(price);
  const count = formatNumber(rooms);
  return (
    <tr>
      <td className="py-1.5 text-slate-700">{formatStayDate(night)}</td>
      <td className="py-1.5 text-right text-slate-900 tabular-nums">
        {rooms > 1 ? t`${each} × ${count} rooms` : each}
      </td>
    </tr>
  );
}

function DiscountRow({ label, percent }: { label: string; percent: number }) {
  const { t } = useLingui();
  const value = formatNumber(percent);
  return (
    <tr>
      <td className="py-1.5 text-slate-700">{label}</td>
      <td className="py-1.5 text-right text-slate-900 tabular-nums">{t`−${value}%`}</td>
    </tr>
  );
}
