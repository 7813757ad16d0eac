// When a request to a provider that is not final yet (a payment, a refund, a payout) is looked up next: soon at
// first, then less often (docs/payments.md#exactly-once).

/** Seconds between looks, by how many looks it has had (then the last, repeated). */
const PENDING_CHECKS_S = [3, 5, 10, 15, 30, 60];

export function nextPendingCheck(checks: number, now: Date): Date {
  const seconds = PENDING_CHECKS_S[Math.min(checks, PENDING_CHECKS_S.length - 1)]!;
  return new Date(now.getTime() + seconds * 1000);
}
