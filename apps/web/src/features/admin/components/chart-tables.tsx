import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  formatMoney,
  formatNumber,
  type ReportCharts,
} from '@ikaze/domain';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { activeLocale, domainText } from '@/lib/i18n';
import { destinationLabel, monthLabel, weekLabel } from './chart-format';

function NumbersTable({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className="min-w-full text-left text-sm">
        <caption className="pb-2 text-left font-semibold text-slate-900">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs text-slate-600 uppercase">
          <tr>
            {head.map((cell, index) => (
              <th key={cell} scope="col" className={index === 0 ? 'px-3 py-2' : 'px-3 py-2 text-right'}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/** The charts' numbers as tables: what screen readers, and everyone when a chart cannot be drawn, read. */
export function ChartTables({ data }: { data: ReportCharts }) {
  const { t } = useLingui();
  const locale = activeLocale();
  return (
    <div className="grid gap-6">
      <NumbersTable
        caption={t`Bookings per week by status`}
        head={[t`Week`, ...BOOKING_STATUSES.map((status) => domainText(BOOKING_STATUS_LABELS[status]))]}
      >
        {data.bookingsPerWeek.map((row) => (
          <tr key={row.week}>
            <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
              {weekLabel(row.week)}
            </th>
            {BOOKING_STATUSES.map((status) => (
              <td key={status} className="px-3 py-2 text-right">
                {formatNumber(row[status], locale)}
              </td>
            ))}
          </tr>
        ))}
      </NumbersTable>
      <NumbersTable caption={t`Revenue per month (confirmed bookings)`} head={[t`Month`, t`Revenue`]}>
        {data.revenueByMonth.map((row) => (
          <tr key={row.month}>
            <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
              {monthLabel(row.month)}
            </th>
            <td className="px-3 py-2 text-right whitespace-nowrap">{formatMoney(row.revenue, locale)}</td>
          </tr>
        ))}
      </NumbersTable>
      <NumbersTable
        caption={t`Approved properties by destination`}
        head={[t({ id: 'admin.charts.destination', message: 'Destination' }), t`Properties`]}
      >
        {data.propertiesByDestination.map((row) => (
          <tr key={row.destination}>
            <th scope="row" className="px-3 py-2 font-medium">
              {destinationLabel(row.destination)}
            </th>
            <td className="px-3 py-2 text-right">{formatNumber(row.count, locale)}</td>
          </tr>
        ))}
      </NumbersTable>
    </div>
  );
}
