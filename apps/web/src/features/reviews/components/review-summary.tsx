// A property's reviews at a glance (docs/product.md#reviews): the average as whole stars and with one decimal,
// the count, how many reviews gave each score (5 to 1, each bar labelled for screen readers) and the four
// sub-scores' averages.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { StarRating } from '@/components/ui/star-rating';
import { formatNumber, formatOneDecimal } from '@/lib/format';
import { SUBSCORES, type PropertyReviews } from '../api/types';
import { scoreLabel } from './labels';

const SCORES = ['5', '4', '3', '2', '1'] as const;

/** '12 reviews', '1 review'. */
export function reviewCountText(count: number): string {
  return plural(count, { one: '# review', other: '# reviews' });
}

export function ReviewSummary({ summary }: { summary: PropertyReviews }) {
  const { t } = useLingui();
  const { average, count } = summary;
  return (
    <div className="grid gap-6 md:grid-cols-[auto_minmax(0,1fr)_minmax(0,1fr)] md:gap-10">
      <div>
        {average !== null ? (
          <>
            <p className="text-4xl font-bold text-slate-900">{formatOneDecimal(average)}</p>
            <StarRating rating={average} size={20} className="mt-1" />
          </>
        ) : null}
        <p className="mt-1 text-sm text-slate-600">{reviewCountText(count)}</p>
      </div>
      <ul aria-label={t`Scores given`} className="space-y-1.5">
        {SCORES.map((score) => {
          const given = summary.distribution[score];
          const share = count ? Math.round((given / count) * 100) : 0;
          const stars = Number(score);
          const reviews = reviewCountText(given);
          const scoreText = plural(stars, { one: '# star', other: '# stars' });
          return (
            <li key={score} className="flex items-center gap-3 text-sm">
              <span aria-hidden="true" className="w-3 text-right text-slate-700">
                {score}
              </span>
              <span
                role="img"
                aria-label={t`${scoreText}: ${reviews}`}
                className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
              >
                <span className="block h-full rounded-full bg-amber-500" style={{ width: `${share}%` }} />
              </span>
              <span aria-hidden="true" className="w-8 text-right text-slate-600">
                {formatNumber(given)}
              </span>
            </li>
          );
        })}
      </ul>
      <dl className="grid content-start gap-y-2 text-sm">
        {SUBSCORES.map((field) => {
          const value = summary.subscores[field];
          return (
            <div key={field} className="flex items-baseline justify-between gap-2">
              <dt className="text-slate-600">{scoreLabel(field)}</dt>
              <dd className="font-semibold text-slate-900">
                {value === null ? <Trans>N/A</Trans> : formatOneDecimal(value)}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
