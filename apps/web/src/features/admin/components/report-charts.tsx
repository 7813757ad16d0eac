// The reports screen's charts (docs/product.md#screen-admin), imported only by the reports route, lazily, so no
// other screen downloads Chart.js (chart-canvas.tsx).
import {
  BOOKING_STATUS_LABELS,
  BOOKING_STATUSES,
  formatMoney,
  formatNumber,
  type ReportCharts as ReportChartsData,
} from '@ikaze/domain';
import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ChartConfiguration, TooltipItem } from 'chart.js';
import { useMemo } from 'react';
import { activeLocale, domainText } from '@/lib/i18n';
import { ChartCanvas, Figure, moneyByMonthScales } from './chart-canvas';
import { destinationLabel, monthLabel, shortWeekLabel, STATUS_COLOURS, weekLabel } from './chart-format';

// Counts on an axis and in a tooltip, grouped the page's way (Chart.js would ask Intl, which has no Kinyarwanda).
const integerTicks = {
  precision: 0,
  callback: (value: number | string) => formatNumber(Number(value), activeLocale()),
};
const seriesValue = (item: TooltipItem<'bar'>) => {
  const series = item.dataset.label ?? '';
  const value = formatNumber(Number(item.raw), activeLocale());
  return t`${series}: ${value}`;
};

/** Bookings per week by status (stacked bars), revenue per month in RWF, approved properties by destination. */
export default function ReportCharts({ data }: { data: ReportChartsData }) {
  const { i18n } = useLingui();
  const locale = activeLocale();
  // The labels are read when the configs are made: a new language makes them again.
  const { bookingsConfig, revenueConfig, destinationsConfig } = useMemo(
    () => chartConfigs(data, i18n.locale),
    [data, i18n.locale],
  );
  const weeks = data.bookingsPerWeek.length;
  const bookings = data.bookingsPerWeek.reduce(
    (sum, w) => sum + BOOKING_STATUSES.reduce((s, status) => s + w[status], 0),
    0,
  );
  const total = formatNumber(bookings, locale);
  const revenue = formatMoney(
    data.revenueByMonth.reduce((sum, m) => sum + m.revenue, 0),
    locale,
  );
  const months = data.revenueByMonth.length;
  const destinations = data.propertiesByDestination.length;
  const tablesBelow = t`The numbers are in the tables below.`;
  const bookingsLabel = [
    plural(weeks, {
      one: 'Bar chart of the bookings of the last week, by status.',
      other: 'Bar chart of the bookings of the last # weeks, by status.',
    }),
    plural(bookings, { one: `${total} booking in all.`, other: `${total} bookings in all.` }),
    tablesBelow,
  ].join(' ');
  const revenueLabel = [
    plural(months, {
      one: `Bar chart of the revenue of the last month: ${revenue} of confirmed bookings.`,
      other: `Bar chart of the revenue of the last # months: ${revenue} of confirmed bookings.`,
    }),
    tablesBelow,
  ].join(' ');
  const destinationsLabel = [
    plural(destinations, {
      one: 'Bar chart of the approved properties in # destination.',
      other: 'Bar chart of the approved properties in # destinations.',
    }),
    tablesBelow,
  ].join(' ');
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <Figure title={t`Bookings per week by status`}>
          <ChartCanvas config={bookingsConfig} label={bookingsLabel} />
        </Figure>
      </div>
      <Figure title={t`Revenue per month`}>
        <ChartCanvas config={revenueConfig} label={revenueLabel} />
      </Figure>
      <Figure title={t`Properties by destination`}>
        <ChartCanvas config={destinationsConfig} label={destinationsLabel} />
      </Figure>
    </div>
  );
}

/** The three charts' configurations, their labels in the active language (`_language` only keys the memo). */
function chartConfigs(data: ReportChartsData, _language: string) {
  const locale = activeLocale();
  const weeks = data.bookingsPerWeek;
  const bookingsConfig: ChartConfiguration<'bar'> = {
    type: 'bar',
    data: {
      labels: weeks.map((w) => shortWeekLabel(w.week)),
      datasets: BOOKING_STATUSES.map((status) => ({
        label: domainText(BOOKING_STATUS_LABELS[status]),
        data: weeks.map((w) => w[status]),
        backgroundColor: STATUS_COLOURS[status],
        borderRadius: 3,
      })),
    },
    options: {
      plugins: {
        legend: { position: 'bottom' },
        tooltip: {
          callbacks: {
            title: (items) => weekLabel(weeks[items[0]?.dataIndex ?? 0]?.week ?? ''),
            label: seriesValue,
          },
        },
      },
      scales: {
        x: { stacked: true, grid: { display: false } },
        y: { stacked: true, beginAtZero: true, ticks: integerTicks },
      },
    },
  };

  const revenueConfig: ChartConfiguration<'bar'> = {
    type: 'bar',
    data: {
      labels: data.revenueByMonth.map((m) => monthLabel(m.month)),
      datasets: [
        {
          label: t`Revenue (RWF)`,
          data: data.revenueByMonth.map((m) => m.revenue),
          backgroundColor: '#0b6b9f',
          borderRadius: 3,
        },
      ],
    },
    options: {
      plugins: {
        legend: { display: false },
        tooltip: { callbacks: { label: (item) => formatMoney(Number(item.raw), locale) } },
      },
      scales: moneyByMonthScales(locale),
    },
  };

  const destinationsConfig: ChartConfiguration<'bar'> = {
    type: 'bar',
    data: {
      labels: data.propertiesByDestination.map((d) => destinationLabel(d.destination)),
      datasets: [
        {
          label: t`Approved properties`,
          data: data.propertiesByDestination.map((d) => d.count),
          backgroundColor: '#2f8a57',
          borderRadius: 3,
        },
      ],
    },
    options: {
      indexAxis: 'y',
      plugins: { legend: { display: false }, tooltip: { callbacks: { label: seriesValue } } },
      scales: { x: { beginAtZero: true, ticks: integerTicks }, y: { grid: { display: false } } },
    },
  };

  return { bookingsConfig, revenueConfig, destinationsConfig };
}
