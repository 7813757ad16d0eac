import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';
import { UpcomingSection } from './status';

/** A dashboard section whose content a later release delivers: its heading, and a plain note saying so. */
export function SectionPlaceholder({
  title,
  pageTitle = title,
  children,
}: {
  title: string;
  pageTitle?: string;
  children: ReactNode;
}) {
  usePageTitle(pageTitle);
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <UpcomingSection>{children}</UpcomingSection>
    </div>
  );
}
