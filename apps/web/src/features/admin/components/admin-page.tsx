import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page';
import { usePageTitle } from '@/lib/use-page-title';

/** An admin screen: its heading, a line saying what it is for, then its content. */
export function AdminPage({
  title,
  pageTitle = title,
  description,
  actions,
  children,
}: {
  title: string;
  pageTitle?: string;
  description?: ReactNode;
  /** Shown beside the heading on wide screens, under it on phones. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(pageTitle);
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader title={title} description={description} />
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
