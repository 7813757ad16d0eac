// The rate plans a property offers, as a guest reads them (docs/decisions/0023-calendar-and-rates.md#rate-plans-
// with-rules): which plan a card starts with, and each plan's rule in one short line. The server applies the
// rules (packages/domain/src/pricing.ts); these only say them.
import { addDays, RATE_PLANS, type Property, type PropertyRatePlan, type RatePlan } from '@ikaze/domain';
import { plural, t } from '@lingui/core/macro';
import { formatNumber, formatStayDate } from '@/lib/format';

export type OfferedPlan = PropertyRatePlan;

/**
 * The plans offered, in the API's order. Every property offers one at least; should a list come empty, the
 * plan the listing was submitted with stands alone, without rules to tell.
 */
export function offeredPlans(property: Pick<Property, 'ratePlans' | 'rate_plan'>): OfferedPlan[] {
  if (property.ratePlans.length) return property.ratePlans;
  const plan = RATE_PLANS.find((known) => known === property.rate_plan);
  return plan ? [{ plan, discount: 0, freeCancellationDays: null, minNights: 1 }] : [];
}

/** The plan a card starts with: the one the listing was submitted with when offered, else the first. */
export function startingPlan(plans: readonly OfferedPlan[], listed: string): RatePlan | undefined {
  return (plans.find((offered) => offered.plan === listed) ?? plans[0])?.plan;
}

/** Whether a plan can be chosen for a stay of `nights` (0: no dates yet, so nothing is ruled out). */
export function planFits(offered: OfferedPlan, nights: number): boolean {
  return !nights || nights >= offered.minNights;
}

/** The chosen plan when it fits a stay of `nights`, else the first offered that does (else the chosen one). */
export function fittingPlan(
  plans: readonly OfferedPlan[],
  chosen: RatePlan | undefined,
  nights: number,
): RatePlan | undefined {
  const offered = plans.find((candidate) => candidate.plan === chosen);
  if (offered && planFits(offered, nights)) return chosen;
  return plans.find((candidate) => planFits(candidate, nights))?.plan ?? chosen;
}

/**
 * A plan's rule in one line: Flexible 'Free cancellation until 4 Dec 2026' (or 'until 3 days before check-in'
 * without dates), Non-Refundable '10% off, no refund if you cancel', Long Stay '10% off for 7 nights or more'.
 */
export function planRule(offered: OfferedPlan, checkIn: string): string {
  const discount = formatNumber(offered.discount);
  if (offered.plan === 'non_refundable') return t`${discount}% off, no refund if you cancel`;
  if (offered.plan === 'long_stay') {
    const n = offered.minNights;
    const nights = formatNumber(n);
    return plural(n, {
      one: `${discount}% off for ${nights} night or more`,
      other: `${discount}% off for ${nights} nights or more`,
    });
  }
  return freeCancellationRule(offered.freeCancellationDays ?? 0, checkIn);
}

/** 'Free cancellation until {date}', or counted from check-in while there are no dates. */
function freeCancellationRule(days: number, checkIn: string): string {
  if (checkIn) {
    const until = formatStayDate(addDays(checkIn, -days));
    return t`Free cancellation until ${until}`;
  }
  const count = formatNumber(days);
  return plural(days, {
    one: `Free cancellation until ${count} day before check-in`,
    other: `Free cancellation until ${count} days before check-in`,
  });
}
