import { BOOKING_STATUSES, formatRwf, type ReportCharts } from '@ikaze/domain';
import type { ReactNode } from 'react';
import { monthLabel, weekLabel } from './chart-format';

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
  return (
    <div className="grid gap-6">
      <NumbersTable
        caption="Bookings per week by status"
        head={['Week', ...BOOKING_STATUSES.map((s) => s.charAt(0).toUpperCase() + s.slice(1))]}
      >
        {data.bookingsPerWeek.map((row) => (
          <tr key={row.week}>
            <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
              {weekLabel(row.week)}
            </th>
            {BOOKING_STATUSES.map((status) => (
              <td key={status} className="px-3 py-2 text-right">
                {row[status]}
              </td>
            ))}
          </tr>
        ))}
      </NumbersTable>
      <NumbersTable caption="Revenue per month (confirmed bookings)" head={['Month', 'Revenue']}>
        {data.revenueByMonth.map((row) => (
          <tr key={row.month}>
            <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
              {monthLabel(row.month)}
            </th>
            <td className="px-3 py-2 text-right whitespace-nowrap">{formatRwf(row.revenue)}</td>
          </tr>
        ))}
      </NumbersTable>
      <NumbersTable caption="Approved properties by destination" head={['Destination', 'Properties']}>
        {data.propertiesByDestination.map((row) => (
          <tr key={row.destination}>
            <th scope="row" className="px-3 py-2 font-medium">
              {row.destination}
            </th>
            <td className="px-3 py-2 text-right">{row.count}</td>
          </tr>
        ))}
      </NumbersTable>
    </div>
  );
}
