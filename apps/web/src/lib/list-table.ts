// The dashboard lists wire their URL state (use-list-params) and the page the server sent to DataTable the same
// way: written once here; lists the API sends whole are paged here.
import { useState } from 'react';
import type { DataTableProps } from '@/components/ui/data-table';
import { domainText } from '@/lib/i18n';
import type { ListParams } from '@/lib/use-list-params';

/** What a list query (TanStack Query) tells the table: one page of rows and their total over all pages. */
export interface ListQueryState<T> {
  data: { items: T[]; total: number } | undefined;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
}

export interface ListTableOptions {
  /** The message when the list could not be read, or how to make it from the error. */
  failure: string | ((error: unknown) => string);
  /** False while the filters are not asked about (e.g. a date range out of order): no rows. */
  shown?: boolean;
}

export type ListTableProps<T> = Pick<
  DataTableProps<T>,
  | 'rows'
  | 'total'
  | 'page'
  | 'pageSize'
  | 'onPaginationChange'
  | 'sort'
  | 'onSortChange'
  | 'isFetching'
  | 'error'
>;

/** DataTable's rows, total, paging, sort and failure for a list's URL state and its query. */
export function listTableProps<T>(
  list: Pick<ListParams<string, string>, 'page' | 'pageSize' | 'tableSort' | 'setPagination' | 'setSort'>,
  query: ListQueryState<T>,
  { failure, shown = true }: ListTableOptions,
): ListTableProps<T> {
  return {
    rows: shown ? query.data?.items : [],
    total: shown ? (query.data?.total ?? 0) : 0,
    page: list.page,
    pageSize: list.pageSize,
    onPaginationChange: list.setPagination,
    sort: list.tableSort,
    onSortChange: list.setSort,
    isFetching: query.isFetching,
    // A domain message given in English reaches the table in the page's language (translated text passes as is).
    error: query.isError
      ? domainText(typeof failure === 'string' ? failure : failure(query.error))
      : undefined,
  };
}

/** DataTable's paging for a list the API sends whole (a host's earnings, the payouts): paged here, 10 a page. */
export function useLocalTable<T>(
  items: T[] | undefined,
): Pick<DataTableProps<T>, 'rows' | 'total' | 'page' | 'pageSize' | 'onPaginationChange'> {
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const { page, pageSize } = paging;
  return {
    rows: items?.slice((page - 1) * pageSize, page * pageSize),
    total: items?.length ?? 0,
    page,
    pageSize,
    onPaginationChange: setPaging,
  };
}
