// A room type sold out or refused for the chosen dates offers the nearest stays of the same length it can sell, as
// dates to tap (the quote's otherStays; docs/decisions/0053-search-and-room-cards.md).
import type { Stay } from '@ikaze/domain';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { formatStayDate } from '@/lib/format';

export function OtherStays({
  stays,
  soldOut,
  onChoose,
}: {
  stays: readonly Stay[];
  /** No room free on some night of the chosen dates: said even when no other dates are free. */
  soldOut: boolean;
  onChoose: (stay: Stay) => void;
}) {
  const id = useId();
  if (!stays.length)
    return soldOut ? (
      <p className="text-sm text-slate-700">
        <Trans>No other dates with rooms free near these.</Trans>
      </p>
    ) : null;
  return (
    <div role="group" aria-labelledby={id} className="space-y-1.5 text-sm">
      <p id={id} className="font-medium text-slate-800">
        <Trans>Other dates with rooms free</Trans>
      </p>
      <ul className="flex flex-wrap gap-2">
        {stays.map((stay) => (
          <li key={stay.checkIn}>
            <button
              type="button"
              onClick={() => onChoose(stay)}
              className="rounded-full border border-brand-600 px-3 py-1 font-medium text-brand-800 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              {formatStayDate(stay.checkIn)} – {formatStayDate(stay.checkOut)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
