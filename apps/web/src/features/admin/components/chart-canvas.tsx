// One bar chart on a canvas, and its captioned frame: the reports screen's charts and the finance section's
// (docs/product.md#screen-admin). Chart.js is bundled with the app (no network needed) but only the lazily loaded
// chart modules import this file, so no other screen downloads it; only the parts bar charts use are registered.
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
import { formatMoney, type Locale } from '@ikaze/domain';
import { useEffect, useRef, type ReactNode } from 'react';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;

export function ChartCanvas({ config, label }: { config: ChartConfiguration<'bar'>; label: string }) {
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

export function Figure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <figcaption className="mb-3 font-semibold text-slate-900">{title}</figcaption>
      {children}
    </figure>
  );
}

/**
 * Months along the bottom and whole RWF up the side, grouped the page's way (Chart.js would ask Intl, which has
 * no Kinyarwanda).
 */
export function moneyByMonthScales(locale: Locale) {
  return {
    x: { grid: { display: false } },
    y: {
      beginAtZero: true,
      ticks: {
        precision: 0,
        maxTicksLimit: 6,
        callback: (value: number | string) => formatMoney(Number(value), locale),
      },
    },
  };
}
