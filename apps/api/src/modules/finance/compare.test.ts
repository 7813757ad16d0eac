// The reconciliation's judgement of one movement (compare.ts), on the cases a day through the sandbox seldom
// makes: a provider that does not answer, a paid row the provider does not hold, a pending row the provider
// finished, a refund whose money the ledger moved twice.
import { describe, expect, it } from 'vitest';
import type { TransactionState } from '../payments/index.ts';
import { compareMovement } from './compare.ts';
import type { OurMovement } from './movements.ts';

const ours = (overrides: Partial<OurMovement> = {}): OurMovement => ({
  movement: 'payment',
  id: 1,
  method: 'mtn_momo',
  reference: '6f1c2a9e-8d44-4a51-9b1e-2f0c7d3a1b55',
  status: 'successful',
  amount: 100_000,
  via: null,
  paymentReference: null,
  ledger: { transactions: 2, amount: 100_000 },
  ...overrides,
});
const kinds = (movement: OurMovement, state: TransactionState, listedAmount?: number) =>
  compareMovement(movement, { state, ...(listedAmount === undefined ? {} : { listedAmount }) }).map(
    (d) => d.kind,
  );

describe('compareMovement', () => {
  it('finds nothing when the provider, our row and the ledger agree (a payment of two stays)', () => {
    expect(kinds(ours(), { status: 'successful', amount: 100_000, raw: {} })).toEqual([]);
    const failed = ours({ status: 'expired', ledger: { transactions: 0, amount: 0 } });
    expect(kinds(failed, { status: 'not_found', raw: {} })).toEqual([]);
    expect(kinds(failed, { status: 'failed', raw: {} })).toEqual([]);
  });

  it('says when the provider did not answer, and still checks the ledger', () => {
    const broken = ours({ ledger: { transactions: 0, amount: 0 } });
    expect(kinds(broken, { status: 'unknown', cause: 'timeout' })).toEqual(['no_answer', 'ledger']);
  });

  it('lists a paid row the provider does not hold, and a pending one it finished', () => {
    expect(kinds(ours(), { status: 'not_found', raw: {} })).toEqual(['missing_at_provider']);
    const pending = ours({ status: 'pending', ledger: { transactions: 0, amount: 0 } });
    expect(kinds(pending, { status: 'pending', raw: {} })).toEqual([]);
    expect(kinds(pending, { status: 'successful', raw: {} })).toEqual(['status']);
    const failed = ours({ status: 'failed', ledger: { transactions: 0, amount: 0 } });
    expect(kinds(failed, { status: 'successful', raw: {} })).toEqual(['status']);
  });

  it('takes the listed amount where the lookup tells none (Airtel)', () => {
    const airtel = ours({ method: 'airtel_money' });
    expect(kinds(airtel, { status: 'successful', raw: {} }, 100_000)).toEqual([]);
    expect(kinds(airtel, { status: 'successful', raw: {} }, 90_000)).toEqual(['amount']);
  });

  it('wants exactly one sent transaction of a refund or payout, of its amount', () => {
    const refund = ours({ movement: 'refund', via: 'refund', ledger: { transactions: 2, amount: 200_000 } });
    expect(kinds(refund, { status: 'successful', raw: {} })).toEqual(['ledger']);
    const payout = ours({ movement: 'payout', ledger: { transactions: 1, amount: 100_000 } });
    expect(kinds(payout, { status: 'successful', raw: {} })).toEqual([]);
    const unsent = ours({
      movement: 'payout',
      status: 'failed',
      ledger: { transactions: 1, amount: 100_000 },
    });
    expect(kinds(unsent, { status: 'failed', raw: {} })).toEqual(['ledger']);
  });
});
