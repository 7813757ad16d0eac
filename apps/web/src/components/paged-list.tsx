// A list screen's cards, a page at a time (contact requests, a host's reviews, reported reviews): what went
// wrong, 'Loading...', the empty line, the cards and the pages under them. The page lives in the URL (its
// `page` parameter, read with pageFromParam in lib/use-list-params.ts).
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Pagination } from '@/components/ui/pagination';
import { Loading } from '@/components/ui/status';
import { errorMessage } from '@/lib/api';

export interface PagedListProps<T extends { id: number }> {
  /** The list's query: its error, and whether its first answer is on the way. */
  query: { isError: boolean; error: unknown; isPending: boolean };
  /** The page's items with the list's total and page size, once an answer is in. */
  answer: { items: readonly T[]; total: number; pageSize: number } | undefined;
  page: number;
  onPage: (next: number) => void;
  /** The list's accessible name. */
  label: string;
  /** The page control's landmark name. */
  pagesLabel: string;
  /** The line shown when the list is empty. */
  empty: ReactNode;
  /** One item's card. */
  children: (item: T) => ReactNode;
}

export function PagedList<T extends { id: number }>({
  query,
  answer,
  page,
  onPage,
  label,
  pagesLabel,
  empty,
  children,
}: PagedListProps<T>) {
  return (
    <>
      {query.isError ? <Alert tone="error">{errorMessage(query.error)}</Alert> : null}
      {query.isPending ? <Loading /> : null}
      {answer && answer.items.length === 0 ? <p className="text-slate-600">{empty}</p> : null}
      {answer && answer.items.length > 0 ? (
        <ul aria-label={label} className="space-y-4">
          {answer.items.map((item) => (
            <li key={item.id} className="rounded-2xl border border-slate-200 bg-white p-5">
              {children(item)}
            </li>
          ))}
        </ul>
      ) : null}
      {answer ? (
        <Pagination
          current={page}
          totalPages={Math.ceil(answer.total / Math.max(1, answer.pageSize))}
          onChange={onPage}
          label={pagesLabel}
        />
      ) : null}
    </>
  );
}
