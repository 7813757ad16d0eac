// The global `t`, not useLingui: shown outside the app's providers too; a change of language reloads the page.
import { plural, t } from '@lingui/core/macro';
import { cn } from '@/lib/cn';
import { formatNumber, formatRating } from '@/lib/format';

const STARS = 5;
const STAR = 'M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z';
/** The star's left half, from its top point down to its middle at the bottom. */
const LEFT_HALF = 'M10 1.6L7.4 6.9 1.6 7.7l4.2 4.1-1 5.8L10 14.9z';

/** The stars a rating fills: to the nearest half, 0 to 5 (4.7 fills four and a half, 4.8 five). */
export function filledStars(rating: number): number {
  return Math.max(0, Math.min(STARS, Math.round(rating * 2) / 2));
}

/**
 * A rating as stars to the half beside its figure and its number of reviews ('4.9 · 23 reviews'), so that
 * it reads as guests' reviews and not as a hotel's star class (docs/decisions/0053-search-and-room-cards.md). The
 * exact value is in the stars' label. A property that no review has rated yet (`count` 0) says so instead of
 * showing 0 stars (docs/product.md#reviews). Without `count` (a review's own score, a summary beside its
 * figure) the stars alone.
 */
export function StarRating({
  rating,
  count,
  className,
  size = 16,
}: {
  rating: number;
  /** How many reviews the rating comes from, when known. */
  count?: number | undefined;
  className?: string;
  size?: number;
}) {
  if (count === 0)
    return <span className={cn('text-sm text-slate-600', className)}>{t`No reviews yet`}</span>;
  const filled = filledStars(rating);
  const value = formatRating(rating);
  const label = t`Rated ${value} out of ${STARS}`;
  // One drawing of five stars (not five drawings): a search page shows twenty of these, and each element is parsed,
  // styled and laid out before the first paint (docs/decisions/0032-first-paint.md). A star is 20 units wide,
  // drawn `size` pixels wide, with 2 pixels between stars.
  const gap = (2 * 20) / size;
  const stars = (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${STARS * 20 + (STARS - 1) * gap} 20`}
      width={STARS * size + (STARS - 1) * 2}
      height={size}
      focusable="false"
      className={cn('inline-block shrink-0', count === undefined && className)}
    >
      <title>{label}</title>
      {Array.from({ length: STARS }, (_, index) => (
        <g key={index} fill="currentColor" transform={`translate(${index * (20 + gap)} 0)`}>
          <path className={index + 1 <= filled ? 'text-amber-500' : 'text-slate-300'} d={STAR} />
          {index + 0.5 === filled ? <path className="text-amber-500" d={LEFT_HALF} /> : null}
        </g>
      ))}
    </svg>
  );
  if (count === undefined) return stars;
  const reviews = formatNumber(count);
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-1.5 text-sm text-slate-700', className)}>
      {stars}
      <span>
        {/* The figure is in the stars' label: read once. */}
        <span aria-hidden="true" className="font-semibold text-slate-900">
          {value} ·{' '}
        </span>
        {plural(count, { one: `${reviews} review`, other: `${reviews} reviews` })}
      </span>
    </span>
  );
}
