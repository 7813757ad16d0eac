import { BOOKING_STATUS_LABELS, type EarningsLine } from '@ikaze/domain';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { formatDateTime, formatMoney, formatNumber, formatStayDate } from '@/lib/format';
import { labelText } from '@/lib/i18n';
import { useLocalTable } from '@/lib/list-table';
import { paths } from '@/lib/paths';
import { LINE_STATE_LABELS } from './payout-labels';

const moneyClasses = 'whitespace-nowrap text-right';

function useColumns(): Array<DataColumn<EarningsLine>> {
  const { t, i18n } = useLingui();
  return useMemo(
    () => [
      {
        id: 'stay',
        header: t`Stay`,
        cell: (line) => (
          <>
            <Link
              to={paths.host.booking(line.bookingId)}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {line.propertyName}
            </Link>
            <span className="block text-xs text-slate-500">
              {line.roomTypeTitle} · {formatStayDate(line.checkIn)} – {formatStayDate(line.checkOut)}
            </span>
          </>
        ),
      },
      { id: 'paid', header: t`Paid`, className: moneyClasses, cell: (line) => formatMoney(line.paid) },
      {
        id: 'commission',
        header: t`Commission`,
        className: moneyClasses,
        cell: (line) => {
          const amount = formatMoney(line.commission);
          const percent = formatNumber(line.commissionPercent);
          return t`${amount} (${percent}%)`;
        },
      },
      {
        id: 'taxes',
        header: t`Taxes to declare`,
        className: moneyClasses,
        cell: (line) => formatMoney(line.taxes),
      },
      {
        id: 'refunded',
        header: t`Refunds`,
        className: moneyClasses,
        cell: (line) => formatMoney(line.refunded),
      },
      {
        id: 'net',
        header: t`Net`,
        className: `${moneyClasses} font-semibold`,
        cell: (line) => formatMoney(line.net),
      },
      {
        id: 'state',
        header: t`State`,
        cell: (line) => {
          const state = i18n._(LINE_STATE_LABELS[line.state]);
          const status = labelText(BOOKING_STATUS_LABELS, line.status);
          const from = formatDateTime(line.payableFrom);
          return (
            <>
              {line.state === 'held' ? t`${state} until ${from}` : state}
              <span className="block text-xs text-slate-500">{status}</span>
            </>
          );
        },
      },
    ],
    [t, i18n],
  );
}

const getRowId = (line: EarningsLine) => String(line.bookingId);

/**
 * Every stay paid online: what the guest paid, the commission, the taxes in it (the host's to declare), refunds and
 * the host's net, and its state.
 */
export function EarningsLines({ lines }: { lines: EarningsLine[] }) {
  const { t } = useLingui();
  const table = useLocalTable(lines);
  return (
    <DataTable
      caption={t`Your paid stays`}
      showCaption
      columns={useColumns()}
      getRowId={getRowId}
      {...table}
      emptyMessage={t`No stay has been paid online yet.`}
    />
  );
}
