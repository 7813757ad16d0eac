// What a payout's status and method, and why a host's payout waits, read as on the admins'
// payouts screen (docs/money.md#payouts).
import type { AdminPayout, PAYOUT_WAIT_REASONS } from '@ikaze/domain';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';

export const PAYOUT_STATUS_LABELS: Record<AdminPayout['status'], MessageDescriptor> = {
  pending: msg`Waiting`,
  successful: msg`Sent`,
  failed: msg`Failed`,
};

export const PAYOUT_METHOD_LABELS: Record<AdminPayout['method'], MessageDescriptor> = {
  mtn_momo: msg`MTN MoMo`,
  airtel_money: msg`Airtel Money`,
  bank: msg`Bank batch`,
};

export const PAYOUT_WAIT_LABELS: Record<(typeof PAYOUT_WAIT_REASONS)[number], MessageDescriptor> = {
  held: msg`payouts on hold`,
  details_changed: msg`payout details changed less than 48 hours ago`,
  no_details: msg`no mobile money number or bank account`,
  batch_sent: msg`today's bank batch is already sent`,
};

const tones: Record<AdminPayout['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  successful: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

export function PayoutStatusBadge({ status }: { status: AdminPayout['status'] }) {
  const { i18n } = useLingui();
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', tones[status])}>
      {i18n._(PAYOUT_STATUS_LABELS[status])}
    </span>
  );
}
