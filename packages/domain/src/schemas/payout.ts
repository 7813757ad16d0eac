// A host's earnings and payouts as the API answers them (docs/money.md#payouts). Amounts are whole RWF.
import { z } from 'zod';
import { PAYOUT_MESSAGES } from '../money.ts';

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
  /**
   * VAT and tourism tax in what the guest keeps paid: collected for the host, who declares and pays them
   * (docs/taxes.md); part of net.
   */
  taxes: z.number().int(),
  /** What the host is paid for it: paid − refunded − commission (the taxes included). */
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

/** GET /api/admin/payouts: those of one status, or every one (newest first). */
export const adminPayoutListQuerySchema = z.object({ status: z.enum(PAYOUT_STATUSES).optional() });

/** Why a host with a payable balance got no payout in a run (their earnings say the same). */
export const PAYOUT_WAIT_REASONS = ['held', 'details_changed', 'no_details', 'batch_sent'] as const;

/** POST /api/admin/payouts/run: what today's run started, and who waits and why. */
export const payoutRunSchema = z.object({
  message: z.string(),
  /** The Kigali day of the run. */
  day: z.string(),
  /** Payouts started by this run (none again for a host already paid that day). */
  started: z.number().int(),
  amount: z.number().int(),
  waiting: z.array(z.object({ hostId: z.number().int(), reason: z.enum(PAYOUT_WAIT_REASONS) })),
});
export type PayoutRun = z.infer<typeof payoutRunSchema>;

/** A day's bank batch: the payouts of hosts paid by bank, sent by an admin as one bulk transfer. */
export const bankBatchSchema = z.object({
  id: z.number().int(),
  day: z.string(),
  status: z.enum(['open', 'sent']),
  payouts: z.number().int(),
  amount: z.number().int(),
  bankReference: z.string().nullable(),
  sentAt: z.string().nullable(),
});
export type BankBatch = z.infer<typeof bankBatchSchema>;

/** POST /api/admin/bank-batches/{id}/sent: the bank's reference of the bulk transfer. */
export const bankBatchSentInputSchema = z.object({
  bankReference: z
    .string({ error: PAYOUT_MESSAGES.bankReferenceRequired })
    .trim()
    .min(1, { error: PAYOUT_MESSAGES.bankReferenceRequired })
    .max(100, { error: PAYOUT_MESSAGES.bankReferenceRequired }),
});

/** PUT /api/admin/hosts/{id}/payouts-held. */
export const payoutsHeldInputSchema = z.object({ held: z.boolean() });

/** PUT /api/admin/hosts/{id}/commission: the host's own rate, or null for COMMISSION_PERCENT. */
export const hostCommissionInputSchema = z.object({
  percent: z
    .number({ error: PAYOUT_MESSAGES.commissionInvalid })
    .int({ error: PAYOUT_MESSAGES.commissionInvalid })
    .min(0, { error: PAYOUT_MESSAGES.commissionInvalid })
    .max(50, { error: PAYOUT_MESSAGES.commissionInvalid })
    .nullable(),
});

/** GET /api/host/earnings.csv?month=YYYY-MM: the stays checking in that month. */
export const earningsCsvQuerySchema = z.object({
  month: z
    .string({ error: PAYOUT_MESSAGES.monthInvalid })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: PAYOUT_MESSAGES.monthInvalid }),
});
