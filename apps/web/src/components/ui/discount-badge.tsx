import { Trans } from '@lingui/react/macro';
import { cn } from '@/lib/cn';

/** '{n}% OFF', only when the discount is above 0 (docs/product.md#constants). */
export function DiscountBadge({
  discount,
  className,
}: {
  discount: number | null | undefined;
  className?: string;
}) {
  if (!discount || discount <= 0) return null;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full bg-red-700 px-2.5 py-1 text-xs font-bold tracking-wide text-white shadow-sm',
        className,
      )}
    >
      <Trans>{discount}% OFF</Trans>
    </span>
  );
}
