import type { ReactNode } from 'react';
import { GENERIC_MESSAGES } from '@ikaze/domain';
import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { domainText } from '@/lib/i18n';
import { usePageTitle } from '@/lib/use-page-title';

/** A quiet loading line; `label` is the product's text where it names one (e.g. 'Loading...'). */
export function Loading({ label, className }: { label?: string; className?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" className={cn('flex items-center gap-3 py-10 text-slate-600', className)}>
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
      />
      <span>{label === undefined ? t`Loading...` : domainText(label)}</span>
    </div>
  );
}

/** The product's 'Coming Soon...' screen (docs/product.md#layout: /car-rentals shows it). */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span aria-hidden="true" className="mb-6 grid h-16 w-16 place-items-center rounded-full bg-sun-300/60">
        <svg
          viewBox="0 0 24 24"
          className="h-8 w-8 text-brand-800"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <circle cx="12" cy="12" r="8.5" />
          <path d="M12 7.5V12l3 2" strokeLinecap="round" />
        </svg>
      </span>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{title}</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{domainText(GENERIC_MESSAGES.comingSoon)}</h1>
      {children ? <div className="mt-4 text-slate-600">{children}</div> : null}
    </div>
  );
}

/** A screen whose content arrives in a later release: it says so plainly instead of pretending. */
export function UpcomingSection({ children }: { children: ReactNode }) {
  return (
    <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white px-5 py-6 text-slate-600">
      {children}
    </p>
  );
}
