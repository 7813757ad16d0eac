// The reports screen's charts (docs/product.md#screen-admin). Chart.js is bundled with the app (no network
// needed) but this module is imported only by the reports route, lazily, so no other screen downloads it.
// Only the parts the three charts use are registered, which keeps the chunk small.
import { BOOKING_STATUSES, formatRwf, type ReportCharts as ReportChartsData } from '@ikaze/domain';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { compactRwf, monthLabel, shortWeekLabel, STATUS_COLOURS, weekLabel } from './chart-format';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function ChartCanvas({ config, label }: { config: ChartConfiguration<'bar'>; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const chart = new Chart(canvas, {
      ...config,
      options: {
        ...config.options,
        responsive: true,
        maintainAspectRatio: false,
        animation: reducedMotion() ? false : config.options?.animation,
      },
    });
    return () => chart.destroy();
  }, [config]);
  return (
    <div className="relative h-64 sm:h-72">
      <canvas ref={canvasRef} role="img" aria-label={label}>
        {label}
      </canvas>
    </div>
  );
}

function Figure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <figcaption className="mb-3 font-semibold text-slate-900">{title}</figcaption>
      {children}
    </figure>
  );
}

const integerTicks = { precision: 0 } as const;

/** Bookings per week by status (stacked bars), revenue per month in RWF, approved properties by destination. */
export default function ReportCharts({ data }: { data: ReportChartsData }) {
  const { bookingsConfig, revenueConfig, destinationsConfig } = useMemo(() => chartConfigs(data), [data]);
  const weeks = data.bookingsPerWeek;
  const totalBookings = weeks.reduce(
    (sum, w) => sum + BOOKING_STATUSES.reduce((s, status) => s + w[status], 0),
    0,
  );
  const totalRevenue = data.revenueByMonth.reduce((sum, m) => sum + m.revenue, 0);
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <div className="lg:col-span-2">
        <Figure title="Bookings per week by status">
          <ChartCanvas
            config={bookingsConfig}
            label={`Bar chart: ${totalBookings} bookings over the last ${weeks.length} weeks, by status. The numbers are in the tables below.`}
          />
        </Figure>
      </div>
      <Figure title="Revenue per month">
        <ChartCanvas
          config={revenueConfig}
          label={`Bar chart: ${formatRwf(totalRevenue)} of confirmed bookings over the last ${data.revenueByMonth.length} months. The numbers are in the tables below.`}
        />
      </Figure>
      <Figure title="Properties by destination">
        <ChartCanvas
          config={destinationsConfig}
          label={`Bar chart: approved properties in ${data.propertiesByDestination.length} destinations. The numbers are in the tables below.`}
        />
      </Figure>
    </div>
  );
}

function chartConfigs(data: ReportChartsData) {
  const weeks = data.bookingsPerWeek;
  const bookingsConfig: ChartConfiguration<'bar'> = {
    type: 'bar',
    data: {
      labels: weeks.map((w) => shortWeekLabel(w.week)),
      datasets: BOOKING_STATUSES.map((status) => ({
        label: status.charAt(0).toUpperCase() + status.slice(1),
        data: weeks.map((w) => w[status]),
        backgroundColor: STATUS_COLOURS[status],
        borderRadius: 3,
      })),
    },
    options: {
      plugins: {
        legend: { position: 'bottom' },
        tooltip: {
          callbacks: { title: (items) => weekLabel(weeks[items[0]?.dataIndex ?? 0]?.week ?? '') },
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
          label: 'Revenue (RWF)',
          data: data.revenueByMonth.map((m) => m.revenue),
          backgroundColor: '#0b6b9f',
          borderRadius: 3,
        },
      ],
    },
    options: {
      plugins: {
        legend: { display: false },
        tooltip: { callbacks: { label: (item) => formatRwf(Number(item.raw)) } },
      },
      scales: {
        x: { grid: { display: false } },
        y: { beginAtZero: true, ticks: { callback: (value) => compactRwf(Number(value)) } },
      },
    },
  };

  const destinationsConfig: ChartConfiguration<'bar'> = {
    type: 'bar',
    data: {
      labels: data.propertiesByDestination.map((d) => d.destination),
      datasets: [
        {
          label: 'Approved properties',
          data: data.propertiesByDestination.map((d) => d.count),
          backgroundColor: '#2f8a57',
          borderRadius: 3,
        },
      ],
    },
    options: {
      indexAxis: 'y',
      plugins: { legend: { display: false } },
      scales: { x: { beginAtZero: true, ticks: integerTicks }, y: { grid: { display: false } } },
    },
  };

  return { bookingsConfig, revenueConfig, destinationsConfig };
}
