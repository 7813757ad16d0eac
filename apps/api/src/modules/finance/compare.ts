// What the reconciliation finds wrong with one of our movements (docs/money.md#reconciliation): its status and
// amount against the provider's, and the ledger against its status. Pure: the run gathers, this judges.
import type { Disagreement } from '@ikaze/domain';
import type { TransactionState } from '../payments/index.ts';
import type { OurMovement } from './movements.ts';

/**
 * Where a movement stands by our row: money moved, money did not move (final: failed, expired, waiting for or
 * settled by a hand), or not known yet. Payments, refunds and payouts share `successful` and `pending`.
 */
type Outcome = 'done' | 'not_done' | 'open';

export function outcomeOf(status: string): Outcome {
  if (status === 'successful') return 'done';
  return status === 'pending' ? 'open' : 'not_done';
}

/** Which provider states agree with each of our outcomes. */
const AGREEING: Record<Outcome, readonly TransactionState['status'][]> = {
  done: ['successful'],
  // A definite no, or a request the provider never received (expired before it was sent).
  not_done: ['failed', 'not_found'],
  // Not final on our side: the watcher has not heard yet, or has not sent it.
  open: ['pending', 'not_found'],
};

/** What the provider told about the reference: its lookup's state, its amount when known (or its listing's). */
export interface Theirs {
  state: TransactionState;
  /** The amount from the provider's own list, when its lookup does not tell one (Airtel's enquiry). */
  listedAmount?: number;
}

/** The ledger a movement's status calls for: its money moved exactly once, or not at all. */
function ledgerAgrees(ours: OurMovement, outcome: Outcome): boolean {
  const { transactions, amount } = ours.ledger;
  if (outcome !== 'done') return transactions === 0 && amount === 0;
  // A payment is one transaction per stay it pays (or one when paid late); a refund or payout, exactly one.
  const countAgrees = ours.movement === 'payment' ? transactions >= 1 : transactions === 1;
  return countAgrees && amount === ours.amount;
}

export function compareMovement(ours: OurMovement, theirs: Theirs): Disagreement[] {
  const outcome = outcomeOf(ours.status);
  const found: Disagreement[] = [];
  const { state } = theirs;
  const theirAmount =
    state.status === 'unknown' || state.status === 'not_found'
      ? null
      : (state.amount ?? theirs.listedAmount ?? null);
  const finding = (kind: Disagreement['kind']): Disagreement => ({
    kind,
    movement: ours.movement,
    id: ours.id,
    method: ours.method,
    reference: ours.reference,
    ours: { status: ours.status, amount: ours.amount },
    theirs: { status: state.status, amount: theirAmount },
    ledger: kind === 'ledger' ? ours.ledger : null,
  });
  if (state.status === 'unknown') found.push(finding('no_answer'));
  else if (state.status === 'not_found' && outcome === 'done') found.push(finding('missing_at_provider'));
  else if (!AGREEING[outcome].includes(state.status)) found.push(finding('status'));
  if (theirAmount !== null && theirAmount !== ours.amount) found.push(finding('amount'));
  if (!ledgerAgrees(ours, outcome)) found.push(finding('ledger'));
  return found;
}
