// A provider's own list of what it received (docs/money.md#reconciliation). Only the built-in sandbox offers one
// (GET /sandbox/{mtn|airtel}/transactions, docs/payments-providers.md#the-sandbox); the real providers' statements
// are not read here. It tells the amount where a lookup does not (Airtel's enquiry), and records of the day under
// references we never made.
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Disagreement } from '@ikaze/domain';
import type { Db } from '../../db/client.ts';
import { payments, payouts, refunds } from '../../db/schema.ts';
import { sandboxedProviders } from '../payments/index.ts';
import type { OurMovement, Wallet } from './movements.ts';

const recordSchema = z.object({
  kind: z.enum(['payment', 'transfer', 'refund']),
  reference: z.string(),
  amount: z.number(),
  status: z.string(),
  receivedAt: z.string(),
  /** A refund's payment (its reference). */
  refunds: z.string().optional(),
});
export type ProviderRecord = z.infer<typeof recordSchema>;
const listingSchema = z.object({ transactions: z.array(recordSchema) });

/** A provider's list, or undefined where none can be read (real credentials are set). */
export type ReadProviderRecords = (method: Wallet) => Promise<ProviderRecord[] | undefined>;

const SANDBOX_NAME = { mtn_momo: 'mtn', airtel_money: 'airtel' } as const;

/** Reads this process's sandbox list through its own route, as any client of the provider would. */
export function sandboxRecordsOf(app: FastifyInstance): ReadProviderRecords {
  return async (method) => {
    const provider = SANDBOX_NAME[method];
    if (!sandboxedProviders(app.config.payments).includes(provider)) return undefined;
    const answer = await app.inject({ method: 'GET', url: `/sandbox/${provider}/transactions` });
    if (answer.statusCode !== 200) throw new Error(`the ${provider} sandbox answered ${answer.statusCode}`);
    return listingSchema.parse(answer.json()).transactions;
  };
}

/** One provider's records of a day, found by the reference we would ask about. */
export class ProviderList {
  private readonly byReference = new Map<string, ProviderRecord>();
  /** Whole refunds of a payment by the payment's reference (Airtel's refund does not take our reference). */
  private readonly refundOfPayment = new Map<string, ProviderRecord>();

  constructor(readonly records: ProviderRecord[]) {
    for (const record of records) {
      this.byReference.set(`${record.kind}:${record.reference}`, record);
      if (record.kind === 'refund' && record.refunds) this.refundOfPayment.set(record.refunds, record);
    }
  }

  /** The record of one of our movements, when the provider lists it. */
  of(ours: OurMovement): ProviderRecord | undefined {
    if (ours.movement === 'payment') return this.byReference.get(`payment:${ours.reference}`);
    if (ours.movement === 'payout' || ours.via === 'transfer')
      return this.byReference.get(`transfer:${ours.reference}`);
    return (
      this.byReference.get(`refund:${ours.reference}`) ??
      (ours.method === 'airtel_money' ? this.refundOfPayment.get(ours.paymentReference ?? '') : undefined)
    );
  }
}

/** The Kigali day's records (received from `from` until before `to`). */
export function recordsBetween(records: ProviderRecord[], from: Date, to: Date): ProviderRecord[] {
  return records.filter((record) => {
    const at = Date.parse(record.receivedAt);
    return at >= from.getTime() && at < to.getTime();
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function knownReferences(db: Db, candidates: string[]): Promise<Set<string>> {
  const references = [...new Set(candidates.filter((reference) => UUID.test(reference)))];
  if (references.length === 0) return new Set();
  const [p, r, o] = await Promise.all([
    db
      .select({ reference: payments.reference })
      .from(payments)
      .where(inArray(payments.reference, references)),
    db.select({ reference: refunds.reference }).from(refunds).where(inArray(refunds.reference, references)),
    db.select({ reference: payouts.reference }).from(payouts).where(inArray(payouts.reference, references)),
  ]);
  return new Set([...p, ...r, ...o].map((row) => row.reference.toLowerCase()));
}

/**
 * Records whose reference we never made: a payment, transfer or refund the provider holds and we do not. An Airtel
 * refund, which names the payment it reverses, is ours when we asked the provider to refund that payment.
 */
export async function unknownRecords(
  db: Db,
  method: Wallet,
  records: ProviderRecord[],
): Promise<Disagreement[]> {
  const known = await knownReferences(
    db,
    records.map((record) => record.reference),
  );
  // Airtel's refund reverses a payment named by its own id: the record carries the payment, not our reference.
  const byPayment = (record: ProviderRecord) =>
    method === 'airtel_money' && record.kind === 'refund' ? record.refunds : undefined;
  const refundedPayments = await paymentsWithProviderRefunds(
    db,
    records.flatMap((record) => byPayment(record) ?? []),
  );
  return records
    .filter(
      (record) =>
        !known.has(record.reference.toLowerCase()) &&
        !refundedPayments.has(byPayment(record)?.toLowerCase() ?? ''),
    )
    .map((record) => ({
      kind: 'unknown_to_us' as const,
      movement: record.kind === 'payment' ? 'payment' : record.kind === 'refund' ? 'refund' : 'payout',
      id: null,
      method,
      reference: record.reference,
      ours: null,
      theirs: { status: record.status.toLowerCase(), amount: record.amount },
      ledger: null,
    }));
}

/** Of these payment references, those we asked the provider to refund by its own refund (not a transfer). */
async function paymentsWithProviderRefunds(db: Db, references: string[]): Promise<Set<string>> {
  const valid = [...new Set(references.filter((reference) => UUID.test(reference)))];
  if (valid.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ reference: payments.reference })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(inArray(payments.reference, valid), eq(refunds.via, 'refund')));
  return new Set(rows.map((row) => row.reference.toLowerCase()));
}
