// What a payment's status, method and failure reason read as on the admins' payments screens
// (docs/decisions/0045-who-sees-payment-details.md), and its age.
import type { PaymentFailureReason, PaymentMethod, PaymentStatus } from '@ikaze/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  successful: msg`Paid`,
  failed: msg`Failed`,
  expired: msg`Expired`,
  not_required: msg`Paid at the property`,
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  mtn_momo: msg`MTN MoMo`,
  airtel_money: msg`Airtel Money`,
  at_property: msg`At the property`,
};

export const PAYMENT_REASON_LABELS: Record<PaymentFailureReason, MessageDescriptor> = {
  not_enough_funds: msg`Not enough funds`,
  declined: msg`Declined by the payer`,
  payer_not_found: msg`Number not registered`,
  timed_out: msg`Timed out`,
  other: msg`Other reason`,
};

/** A refund's or payout's failure reason in our words when it is one of ours, else as the provider sent it. */
export function useFailureReason() {
  const { i18n } = useLingui();
  return (reason: string | null) =>
    reason && reason in PAYMENT_REASON_LABELS
      ? i18n._(PAYMENT_REASON_LABELS[reason as PaymentFailureReason])
      : (reason ?? '');
}

const tones: Record<PaymentStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  successful: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  expired: 'bg-slate-200 text-slate-700',
  not_required: 'bg-sky-100 text-sky-900',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { i18n } = useLingui();
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[status],
      )}
    >
      {i18n._(PAYMENT_STATUS_LABELS[status])}
    </span>
  );
}

/** How long ago, in the largest whole unit: minutes under an hour, hours under two days, then days. */
export function PaymentAge({ seconds }: { seconds: number }) {
  const { t } = useLingui();
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (hours < 1) return <>{t`${minutes} min ago`}</>;
  if (days < 2) return <>{t`${hours} h ago`}</>;
  return <>{t`${days} days ago`}</>;
}

/** 'Payment #41', linking to its detail. */
export function PaymentLink({ id }: { id: number }) {
  const { t } = useLingui();
  return (
    <Link
      to={paths.admin.payment(id)}
      className="font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      {t`Payment #${id}`}
    </Link>
  );
}
