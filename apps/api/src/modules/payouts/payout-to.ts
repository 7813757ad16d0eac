// Where a host's payouts go, and whether they may go there now (docs/money.md#payouts): their MoMo code when it is
// a Rwandan mobile number (078/079 MTN, 072/073 Airtel), else their bank account (the day's bank batch), else
// nowhere. A change of either is trusted after PAYOUT_DETAILS_HOLD_HOURS, or once an admin approved it.
import {
  PAYOUT_DETAILS_HOLD_HOURS,
  normalizedMobileNumber,
  walletOfNumber,
  type HostEarnings,
} from '@ikaze/domain';

export type PayoutTo = NonNullable<HostEarnings['payoutTo']>;

export interface PayoutDetails {
  momoCode: string | null;
  bankAccountNumber: string | null;
  payoutDetailsChangedAt: Date | null;
  payoutChangeApprovedAt: Date | null;
}

export function payoutTo(details: PayoutDetails): PayoutTo | null {
  const momo = details.momoCode?.trim();
  const wallet = momo ? walletOfNumber(momo) : undefined;
  if (momo && wallet) return { method: wallet, destination: normalizedMobileNumber(momo) };
  const bank = details.bankAccountNumber?.trim();
  return bank ? { method: 'bank', destination: bank } : null;
}

/** Until when a recent change keeps payouts back; null when they may go now. */
export function payoutDetailsHoldUntil(details: PayoutDetails, now: Date): Date | null {
  const changed = details.payoutDetailsChangedAt;
  if (!changed) return null;
  const approved = details.payoutChangeApprovedAt;
  if (approved && approved >= changed) return null;
  const until = new Date(changed.getTime() + PAYOUT_DETAILS_HOLD_HOURS * 3_600_000);
  return until > now ? until : null;
}

export type WaitReason = 'held' | 'details_changed' | 'no_details';

/** Where a payout to this host may go now, or why none may: an admin's hold, a recent change, no details. */
export function whereToPay(
  host: PayoutDetails & { payoutsHeld: boolean },
  now: Date,
): { to: PayoutTo } | { wait: WaitReason } {
  if (host.payoutsHeld) return { wait: 'held' };
  if (payoutDetailsHoldUntil(host, now)) return { wait: 'details_changed' };
  const to = payoutTo(host);
  return to ? { to } : { wait: 'no_details' };
}
