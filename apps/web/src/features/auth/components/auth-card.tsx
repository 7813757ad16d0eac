import type { ReactNode } from 'react';
import { LogoMark } from '@/components/ui/logo';
import { usePageTitle } from '@/lib/use-page-title';

/** The frame of the sign-in and sign-up screens. */
export function AuthCard({
  title,
  pageTitle = title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  /** The document title, when it differs from the heading. */
  pageTitle?: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  usePageTitle(pageTitle);
  return (
    <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-8 sm:items-center sm:py-16">
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="mb-6 flex items-center gap-3">
            <LogoMark className="h-10 w-10" />
            <div>
              <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
              {subtitle ? <p className="text-sm text-slate-600">{subtitle}</p> : null}
            </div>
          </div>
          {children}
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </div>
  );
}
