import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { usePageTitle } from '@/lib/use-page-title';

/** A page's width and padding; sets the document title to "{title} · Ikaze". */
export function Page({
  title,
  children,
  className,
  width = 'wide',
}: {
  title?: string;
  children: ReactNode;
  className?: string;
  width?: 'narrow' | 'medium' | 'wide';
}) {
  usePageTitle(title);
  const max = width === 'narrow' ? 'max-w-md' : width === 'medium' ? 'max-w-3xl' : 'max-w-6xl';
  return <div className={cn('mx-auto w-full px-4 py-8 sm:px-6 sm:py-12', max, className)}>{children}</div>;
}

export function PageHeading({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h1 className={cn('text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl', className)}>
      {children}
    </h1>
  );
}

/** A screen's heading and, under it, the line that says what the screen is for. */
export function PageHeader({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <div>
      <PageHeading>{title}</PageHeading>
      {description ? <p className="mt-1 text-slate-600">{description}</p> : null}
    </div>
  );
}

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}>
      {children}
    </div>
  );
}
