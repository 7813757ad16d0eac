// A host's earnings and payouts as the API answers them (docs/money.md#payouts). Amounts are whole RWF.
import { z } from 'zod';

export const PAYOUT_METHODS = ['mtn_momo', 'airtel_money', 'bank'] as const;
export const PAYOUT_STATUSES = ['pending', 'successful', 'failed'] as const;

/** One payout: a host's payable share of a day, to their wallet or in the day's bank batch. */
export const payoutSchema = z.object({
  id: z.number().int(),
  /** The Kigali day of the run that made it. */
  day: z.string(),
  amount: z.number().int(),
  method: z.enum(PAYOUT_METHODS),
  /** The wallet (07XXXXXXXX) or bank account paid. */
  destination: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  /** Why it failed, in the provider's words mapped to ours; null unless failed. */
  reason: z.string().nullable(),
  /** Our reference, given to the provider (or the bank batch's line). */
  reference: z.string(),
  /** The provider's id of the transfer, or the bank's reference of the batch; null until sent. */
  providerTransactionId: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

/** A stay's money line in the host's earnings. */
export const earningsLineSchema = z.object({
  bookingId: z.number().int(),
  propertyName: z.string(),
  roomTypeTitle: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  status: z.string(),
  /** What the guest paid through us for it. */
  paid: z.number().int(),
  commissionPercent: z.number().int(),
  /** The commission the platform keeps now (after refunds). */
  commission: z.number().int(),
  /** Given back to the guest (or on its way). */
  refunded: z.number().int(),
  /** The host's share: paid − refunded − commission. */
  net: z.number().int(),
  /** held (before check-in + delay), payable, or ended (cancelled and all given back). */
  state: z.enum(['held', 'payable', 'ended']),
  /** When its share becomes (or became) payable: check-in time in Kigali + PAYOUT_DELAY_HOURS, ISO. */
  payableFrom: z.string(),
});
export type EarningsLine = z.infer<typeof earningsLineSchema>;

/** GET /api/host/earnings: the signed-in host's balances (from the ledger), lines and payouts. */
export const hostEarningsSchema = z.object({
  /** Shares of paid stays not yet payable. */
  held: z.number().int(),
  /** May be paid out now; negative when a refund came after a payout (carried to the next ones). */
  payable: z.number().int(),
  /** Paid out to the host, ever. */
  paid: z.number().int(),
  /** Sent and not yet confirmed. */
  inFlight: z.number().int(),
  commissionPercent: z.number().int(),
  /** Where payouts go: the wallet or bank account, or null when neither is set. */
  payoutTo: z.object({ method: z.enum(PAYOUT_METHODS), destination: z.string() }).nullable(),
  /** Payouts wait until then after a change of payout details (48 hours), unless an admin approved it. */
  payoutDetailsHoldUntil: z.string().nullable(),
  /** An admin holds this host's payouts. */
  payoutsHeld: z.boolean(),
  /** The next payouts by day, from the stays held now (their payable dates). */
  upcoming: z.array(z.object({ day: z.string(), amount: z.number().int() })),
  lines: z.array(earningsLineSchema),
  payouts: z.array(payoutSchema),
});
export type HostEarnings = z.infer<typeof hostEarningsSchema>;

/** A payout as admins see it: with its host. */
export const adminPayoutSchema = payoutSchema.extend({
  hostId: z.number().int(),
  hostName: z.string(),
  bankBatchId: z.number().int().nullable(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;
