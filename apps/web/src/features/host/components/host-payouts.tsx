import type { HostEarnings, Payout } from '@ikaze/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { useLocalTable } from '@/lib/list-table';
import { PAYOUT_METHOD_LABELS, PAYOUT_STATUS_LABELS } from './payout-labels';

const tones: Record<Payout['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  successful: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

/** The payouts expected by day, from the shares held now. */
export function UpcomingPayouts({ upcoming }: { upcoming: HostEarnings['upcoming'] }) {
  return (
    <section aria-labelledby="upcoming-payouts" className="space-y-2">
      <h2 id="upcoming-payouts" className="text-xl font-bold text-slate-900">
        <Trans>Upcoming payouts</Trans>
      </h2>
      {upcoming.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>No payout is expected yet.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
          {upcoming.map((item) => (
            <li key={item.day} className="flex justify-between gap-3 px-4 py-2">
              <span>{formatDate(item.day)}</span>
              <span className="font-semibold whitespace-nowrap">{formatMoney(item.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function useColumns(): Array<DataColumn<Payout>> {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      { id: 'day', header: t`Day`, className: 'whitespace-nowrap', cell: (p) => formatDate(p.day) },
      {
        id: 'amount',
        header: t`Amount`,
        className: 'whitespace-nowrap text-right font-semibold',
        cell: (p) => formatMoney(p.amount),
      },
      {
        id: 'to',
        header: t`Paid to`,
        cell: (p) => `${i18n._(PAYOUT_METHOD_LABELS[p.method])} ${p.destination}`,
      },
      {
        id: 'status',
        header: t`Status`,
        cell: (p) => (
          <>
            <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[p.status])}>
              {i18n._(PAYOUT_STATUS_LABELS[p.status])}
            </span>
            {p.finishedAt ? (
              <span className="block text-xs text-slate-500">{formatDateTime(p.finishedAt)}</span>
            ) : null}
          </>
        ),
      },
      {
        id: 'reference',
        header: t`Provider reference`,
        cell: (p) => (
          <span className="font-mono text-xs break-all">{p.providerTransactionId ?? p.reference}</span>
        ),
      },
    ],
    [t, i18n],
  );
}

const getRowId = (payout: Payout) => String(payout.id);

/** The payouts made, newest first, with the provider's (or the bank's) reference. */
export function HostPayouts({ payouts }: { payouts: Payout[] }) {
  const { t } = useLingui();
  const table = useLocalTable(payouts);
  return (
    <DataTable
      caption={t`Your payouts`}
      showCaption
      columns={useColumns()}
      getRowId={getRowId}
      {...table}
      emptyMessage={t`No payout has been made yet.`}
    />
  );
}
