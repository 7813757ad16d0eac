// What the booking page says about money (docs/payments.md): paid (how, when, the provider's reference, the
// receipt), to pay at the property, waiting for the guest's approval, failed, or too late; what of it went back
// to the guest; and for the host and admins, the commission and what the host earns (docs/money.md). The guest's
// own pending or failed payment is followed by the checkout's part, which the router hands in (`payment`).
import {
  WALLET_NAMES,
  formatReceiptNumber,
  receiptPath,
  type Booking,
  type BookingDetails,
  type Payment,
} from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PaymentBadge } from '@/components/bookings-table';
import { buttonClasses } from '@/components/ui/button';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { paths } from '@/lib/paths';
import { stayMoneyOf } from '../lib/stay-money';

export function PaymentFacts({ details, payment }: { details: BookingDetails; payment: ReactNode }) {
  const { t } = useLingui();
  const { booking, viewer } = details;
  const paid = booking.payment;
  return (
    <section aria-labelledby="payment-title" className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="payment-title" className="text-lg font-bold text-slate-900">
          <Trans>Payment</Trans>
        </h2>
        <PaymentBadge payment={paid} />
      </div>
      {payment ?? (
        <PaymentState payment={paid} total={booking.total_price} viewer={viewer} bookingId={booking.id} />
      )}
      <MoneyBack payment={paid} viewer={viewer} />
      {viewer === 'guest' ? null : <HostShare booking={booking} viewer={viewer} />}
      {paid && viewer === 'admin' ? (
        <Link
          to={paths.admin.payment(paid.id)}
          className="text-sm font-semibold text-brand-800 hover:underline"
        >
          {t`Payment details and ledger`}
        </Link>
      ) : null}
    </section>
  );
}

function PaymentState({
  payment,
  total,
  viewer,
  bookingId,
}: {
  payment: Payment | null;
  total: number;
  viewer: BookingDetails['viewer'];
  bookingId: number;
}) {
  const { t } = useLingui();
  if (!payment || payment.status === 'not_required') {
    const amount = formatMoney(total);
    return (
      <p className="text-slate-800">
        {viewer === 'host'
          ? t`The guest pays ${amount} at the property.`
          : t`To pay at the property: ${amount}.`}
      </p>
    );
  }
  const amount = formatMoney(payment.amount);
  if (payment.status === 'successful')
    return <Paid payment={payment} amount={amount} bookingId={bookingId} />;
  if (payment.status === 'expired')
    return <p className="text-slate-800">{t`The time to pay has passed: the rooms were released.`}</p>;
  if (payment.status === 'failed')
    return <p className="text-slate-800">{t`The payment of ${amount} did not go through.`}</p>;
  return <p className="text-slate-800">{t`Waiting for the guest to approve the payment of ${amount}.`}</p>;
}

function Paid({ payment, amount, bookingId }: { payment: Payment; amount: string; bookingId: number }) {
  const { t } = useLingui();
  const wallet = payment.method === 'at_property' ? '' : WALLET_NAMES[payment.method];
  const when = payment.paidAt ? formatDateTime(payment.paidAt) : '';
  const receipt = payment.receiptNumber === null ? '' : formatReceiptNumber(payment.receiptNumber);
  return (
    <div className="space-y-2">
      <p className="text-slate-800">{t`${amount} paid with ${wallet} on ${when}.`}</p>
      {payment.providerTransactionId ? (
        <p className="text-sm text-slate-700">
          {t`Transaction`}: <span className="font-mono">{payment.providerTransactionId}</span>
        </p>
      ) : null}
      {receipt ? <ReceiptLinks receipt={receipt} bookingId={bookingId} /> : null}
    </div>
  );
}

function ReceiptLinks({ receipt, bookingId }: { receipt: string; bookingId: number }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <a href={receiptPath(bookingId)} className={buttonClasses('secondary', 'sm')}>
        {t`Receipt ${receipt}`}
      </a>
      <a href={receiptPath(bookingId, 'pdf')} download className={buttonClasses('secondary', 'sm')}>
        {t`Download the receipt (PDF)`}
      </a>
    </div>
  );
}

/** What of this stay went back to the guest or is on its way, once anything has. */
function MoneyBack({ payment, viewer }: { payment: Payment | null; viewer: BookingDetails['viewer'] }) {
  const { t } = useLingui();
  if (!payment || payment.refunded === 0) return null;
  const amount = formatMoney(payment.refunded);
  return (
    <p className="font-semibold text-slate-900">
      {viewer === 'guest' ? t`${amount} given back to you.` : t`${amount} given back to the guest.`}
    </p>
  );
}

/**
 * The host's side of a stay paid through us, for the host (before they approve it, too) and admins: the
 * commission on the room charge of what the guest keeps paid, the taxes in it, and what the host earns after
 * refunds and the commission (docs/taxes.md).
 */
function HostShare({ booking, viewer }: { booking: Booking; viewer: BookingDetails['viewer'] }) {
  const { t } = useLingui();
  const money = stayMoneyOf(booking);
  if (!money) return null;
  const percent = formatNumber(money.commissionPercent);
  const commission = formatMoney(money.commission);
  const earn = formatMoney(money.hostEarns);
  const taxes = formatMoney(money.taxes);
  return (
    <div className="space-y-1 text-slate-800">
      <p>{t`Commission: ${percent}% of the room charge, that is ${commission}.`}</p>
      <p>{t`Taxes in the price (tourism tax, and VAT if you charge it): ${taxes}, paid out to the host to declare.`}</p>
      <p className="font-semibold text-slate-900">
        {viewer === 'host'
          ? t`You earn ${earn} of this stay, after refunds and the commission.`
          : t`The host earns ${earn} of this stay, after refunds and the commission.`}
      </p>
    </div>
  );
}
