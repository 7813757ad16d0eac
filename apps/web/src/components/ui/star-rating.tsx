// The global `t`, not useLingui: shown outside the app's providers too; a change of language reloads the page.
import { t } from '@lingui/core/macro';
import { cn } from '@/lib/cn';
import { formatRating } from '@/lib/format';

const STARS = 5;

/**
 * A rating as whole stars (docs/product.md#entities: shown as that many whole stars); the exact value is in
 * the label. A property that no review has rated yet (`count` 0) says so instead of showing 0 stars
 * (docs/product.md#reviews).
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
  const whole = Math.max(0, Math.min(STARS, Math.floor(rating)));
  const value = formatRating(rating);
  const label = t`Rated ${value} out of ${STARS}`;
  // One drawing of five stars (not five drawings): a search page shows twenty of these, and each element is parsed,
  // styled and laid out before the first paint (docs/decisions/0032-first-paint.md). A star is 20 units wide,
  // drawn `size` pixels wide, with 2 pixels between stars.
  const gap = (2 * 20) / size;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${STARS * 20 + (STARS - 1) * gap} 20`}
      width={STARS * size + (STARS - 1) * 2}
      height={size}
      focusable="false"
      className={cn('inline-block shrink-0', className)}
    >
      <title>{label}</title>
      {Array.from({ length: STARS }, (_, index) => (
        <path
          key={index}
          fill="currentColor"
          transform={`translate(${index * (20 + gap)} 0)`}
          className={index < whole ? 'text-amber-500' : 'text-slate-300'}
          d="M10 1.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.6 7.7l5.8-.8z"
        />
      ))}
    </svg>
  );
}
