import { RATE_PLAN_LABELS, type RatePlan, type RoomTypeQuote } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { formatMoney, formatNumber, formatStayDate } from '@/lib/format';
import { domainText, labelText } from '@/lib/i18n';

/**
 * A room type card's total: the server's quote for the stay when there are dates (each night's price under
 * 'Price per night', the discounts, and the reason the stay cannot be booked, if any), else the running total
 * price × rooms (docs/product.md#screen-detail).
 */
export function StayPrice({
  id,
  total,
  stayLine,
  quote,
  ratePlan,
  updating,
}: {
  id: string;
  total: number | undefined;
  stayLine: string;
  quote: RoomTypeQuote | undefined;
  ratePlan: RatePlan | undefined;
  /** The quote shown is for the previous choice; the new one is on its way. */
  updating: boolean;
}) {
  const { t } = useLingui();
  const totalText = total === undefined ? '' : formatMoney(total);
  return (
    <div
      id={id}
      aria-live="polite"
      aria-busy={updating}
      className="space-y-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900"
    >
      <p className={cn(updating && 'opacity-60 transition-opacity')}>
        <span className="font-semibold">
          {total === undefined ? t`Checking the price…` : <Trans>Total: {totalText}</Trans>}
        </span>
        <span className="block text-xs text-brand-800">{stayLine}</span>
      </p>
      {quote && quote.nights.length ? <NightlyBreakdown quote={quote} ratePlan={ratePlan} /> : null}
      {quote?.problem ? <p className="font-medium text-red-800">{domainText(quote.problem)}</p> : null}
    </div>
  );
}

/** 'Price per night': each night and its price per room, then the room type's and the plan's discounts. */
function NightlyBreakdown({ quote, ratePlan }: { quote: RoomTypeQuote; ratePlan: RatePlan | undefined }) {
  const { t } = useLingui();
  const discount = formatNumber(quote.discount);
  const planDiscount = formatNumber(quote.planDiscount);
  const plan = ratePlan ? labelText(RATE_PLAN_LABELS, ratePlan) : '';
  const lines: Array<[string, string]> = quote.nights.map((night) => [
    formatStayDate(night.date),
    formatMoney(night.price),
  ]);
  if (quote.discount > 0) lines.push([t`Room discount`, `−${discount}%`]);
  if (quote.planDiscount > 0) lines.push([t`${plan} discount`, `−${planDiscount}%`]);
  return (
    <details className="text-xs">
      <summary className="cursor-pointer font-medium text-brand-800">
        <Trans>Price per night</Trans>
      </summary>
      <dl className="mt-1 grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5">
        {lines.map(([term, value]) => (
          <div key={term} className="contents">
            <dt>{term}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
