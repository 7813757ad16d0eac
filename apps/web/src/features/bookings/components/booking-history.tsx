// Each status the booking took, and when, oldest first (the database records every change).
import type { BookingHistoryEntry } from '@ikaze/domain';
import { Trans } from '@lingui/react/macro';
import { bookingStatusLabel } from '@/components/bookings-table';
import { formatDateTime } from '@/lib/format';

export function BookingHistory({ history }: { history: BookingHistoryEntry[] }) {
  return (
    <section aria-labelledby="history-title" className="space-y-2">
      <h2 id="history-title" className="text-lg font-bold text-slate-900">
        <Trans>History</Trans>
      </h2>
      <ol className="space-y-1.5 border-l-2 border-slate-200 pl-4">
        {history.map((entry, index) => (
          <li key={index} className="text-sm">
            <span className="font-semibold text-slate-900">{bookingStatusLabel(entry.status)}</span>
            <span className="text-slate-600"> · {formatDateTime(entry.at)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
