// The admin, host and client tables (docs/product.md#filters): TanStack Table in manual mode,
// because the server pages, filters and sorts. The table shows one page, asks for another through
// onPaginationChange and onSortChange, and offers the product's rows-per-page options (10, 15, 20, 25, 30).
import { pageCount, TABLE_PAGE_SIZE_OPTIONS } from '@ikaze/domain';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useMemo, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { Pagination } from './pagination';

export interface DataColumn<T> {
  /** Unique per table; for a sortable column, the `sort` value the API takes (e.g. 'id', 'check_in'). */
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  /** Classes for the column's cells (header and body), e.g. 'text-right' or 'whitespace-nowrap'. */
  className?: string;
  /** On phones, where each row is a card, whether its cells are labelled with the header (not for actions). */
  labelOnPhones?: boolean;
}

export interface DataTableSort {
  id: string;
  desc: boolean;
}

export interface DataTablePage {
  page: number;
  pageSize: number;
}

export interface DataTableProps<T> {
  /** Names the table for assistive technology (a <caption>), and its page control. */
  caption: string;
  /** Show the caption; by default it is read but not seen (the screen's heading says the same). */
  showCaption?: boolean;
  columns: Array<DataColumn<T>>;
  /** The current page's rows; undefined while the first page loads. */
  rows: T[] | undefined;
  getRowId: (row: T) => string;
  /** Rows over all pages (the API's total). */
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  onPaginationChange: (next: DataTablePage) => void;
  sort?: DataTableSort | undefined;
  onSortChange?: (next: DataTableSort) => void;
  /** True while a new page is on its way (the old one stays on screen, dimmed). */
  isFetching?: boolean;
  /** Shown in place of the rows, as an alert, when the list could not be read (docs/product.md#messages). */
  error?: string | undefined;
  /** Shown when there are no rows. */
  emptyMessage: ReactNode;
  loadingMessage?: string;
  pageSizeOptions?: readonly number[];
}

// aria-sort's tokens, not text: the screen reader says them in its own language.
const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

// On phones (below `sm`) each row is a card: its cells stack, each after its header as a label (CSS generated
// from data-label, so it is neither DOM text nor read twice), and only the sortable headers stay in view, as
// sort buttons above the cards. The explicit roles keep the table's semantics when CSS changes its display.
const phone = {
  block: 'max-sm:block',
  headerRow: 'max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:px-4',
  hiddenHeader: 'max-sm:sr-only',
  row: 'max-sm:block max-sm:px-4 max-sm:py-3',
  sortHeader: 'max-sm:px-0 max-sm:py-2',
  cell: 'max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:text-left',
  // A grid: the label keeps its column and wraps inside it (long Kinyarwanda and French headers), even in a
  // column whose values never wrap (whitespace-nowrap is inherited by the label), so it never runs into the value.
  label:
    'max-sm:grid max-sm:grid-cols-[8.5rem_minmax(0,1fr)] max-sm:before:whitespace-normal max-sm:before:[overflow-wrap:anywhere] ' +
    'max-sm:before:pt-0.5 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:tracking-wide ' +
    'max-sm:before:text-slate-500 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]',
  unlabelled: 'max-sm:flex max-sm:pt-2',
};

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  return (
    <svg viewBox="0 0 12 16" width="10" height="14" aria-hidden="true" focusable="false" className="shrink-0">
      <path d="M6 1l4 5H2z" fill={direction === 'asc' ? 'currentColor' : '#cbd5e1'} />
      <path d="M6 15l4-5H2z" fill={direction === 'desc' ? 'currentColor' : '#cbd5e1'} />
    </svg>
  );
}

/** '1–10 of 42' in the page's language ('0 of 0' when empty). */
function RowRange({ first, last, total }: { first: number; last: number; total: number }) {
  const from = formatNumber(first);
  const to = formatNumber(last);
  const count = formatNumber(total);
  return total === 0 ? (
    <Trans>0 of 0</Trans>
  ) : (
    <Trans>
      {from}–{to} of {count}
    </Trans>
  );
}

export function DataTable<T>({
  caption,
  showCaption = false,
  columns,
  rows,
  getRowId,
  total,
  page,
  pageSize,
  onPaginationChange,
  sort,
  onSortChange,
  isFetching = false,
  error,
  emptyMessage,
  loadingMessage,
  pageSizeOptions = TABLE_PAGE_SIZE_OPTIONS,
}: DataTableProps<T>) {
  const { t } = useLingui();
  const captionId = useId();
  const sizeId = useId();
  const pages = pageCount(total, pageSize);

  const canSort = onSortChange !== undefined;
  const columnDefs = useMemo<Array<ColumnDef<T>>>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        // Sorting needs an accessor; the server sorts, so the value itself is never compared here.
        accessorFn: (row: T) => getRowId(row),
        enableSorting: Boolean(column.sortable && canSort),
      })),
    [columns, getRowId, canSort],
  );

  const byId = new Map(columns.map((column) => [column.id, column]));
  const sorting: SortingState = sort ? [sort] : [];
  const pagination: PaginationState = { pageIndex: page - 1, pageSize };

  const table = useReactTable<T>({
    data: rows ?? [],
    columns: columnDefs,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    rowCount: total,
    // Clicking the same header toggles ascending and descending (docs/product.md#filters); a new column
    // starts ascending.
    enableSortingRemoval: false,
    enableMultiSort: false,
    sortDescFirst: false,
    state: { sorting, pagination },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first && onSortChange) onSortChange({ id: first.id, desc: first.desc });
    },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      // A new page size starts again from the first page.
      if (next.pageSize !== pageSize) onPaginationChange({ page: 1, pageSize: next.pageSize });
      else onPaginationChange({ page: next.pageIndex + 1, pageSize });
    },
  });

  // A filter or an update can leave the current page past the end (e.g. the last row of the last page was
  // accepted): go to the last page that exists.
  const pastTheEnd = rows !== undefined && !isFetching && rows.length === 0 && page > pages;
  useEffect(() => {
    if (pastTheEnd) onPaginationChange({ page: pages, pageSize });
  }, [pastTheEnd, pages, pageSize, onPaginationChange]);

  const visibleColumns = table.getVisibleLeafColumns().length;
  const firstRow = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const lastRow = Math.min(total, page * pageSize);
  const options = pageSizeOptions.includes(pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize];

  let body: ReactNode;
  if (error)
    body = (
      <span role="alert" className="font-medium text-red-700">
        {error}
      </span>
    );
  else if (rows === undefined) body = loadingMessage ?? t`Loading...`;
  else if (rows.length === 0) body = emptyMessage;

  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      {/* Wide tables scroll sideways on tablets (phones get cards); the region is focusable so keyboards can
          scroll it too. */}
      <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded-t-2xl">
        <table
          role="table"
          className={cn(
            'min-w-full text-left text-sm text-slate-800',
            phone.block,
            isFetching && rows ? 'opacity-60' : undefined,
          )}
          aria-busy={isFetching || rows === undefined}
        >
          <caption
            id={captionId}
            className={cn(
              showCaption ? 'px-4 pt-4 pb-2 text-left font-semibold text-slate-900' : 'sr-only',
              showCaption && phone.block,
            )}
          >
            {caption}
          </caption>
          <thead
            role="rowgroup"
            className={cn(
              'border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase',
              phone.block,
              !table.getAllLeafColumns().some((c) => c.getCanSort()) && 'max-sm:sr-only',
            )}
          >
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} role="row" className={phone.headerRow}>
                {group.headers.map((header) => {
                  const column = header.column;
                  const className = byId.get(column.id)?.className;
                  const direction = column.getIsSorted();
                  const label = flexRender(column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      role="columnheader"
                      scope="col"
                      aria-sort={column.getCanSort() ? (direction ? ariaSort[direction] : 'none') : undefined}
                      className={cn(
                        'px-3 py-3 whitespace-nowrap',
                        className,
                        column.getCanSort() ? phone.sortHeader : phone.hiddenHeader,
                      )}
                    >
                      {column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={column.getToggleSortingHandler()}
                          className="-mx-1 inline-flex items-center gap-1.5 rounded px-1 py-0.5 uppercase hover:bg-slate-200 hover:text-slate-900"
                        >
                          {label}
                          <SortIcon direction={direction} />
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody role="rowgroup" className={cn('divide-y divide-slate-100', phone.block)}>
            {body !== undefined ? (
              <tr role="row" className={phone.block}>
                <td
                  role="cell"
                  colSpan={visibleColumns}
                  className={cn('px-4 py-8 text-center text-slate-600', phone.block)}
                >
                  {body}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} role="row" className={cn('align-top hover:bg-slate-50/70', phone.row)}>
                  {row.getVisibleCells().map((cell) => {
                    const column = byId.get(cell.column.id);
                    const labelled = column?.labelOnPhones !== false;
                    return (
                      <td
                        key={cell.id}
                        role="cell"
                        data-label={labelled ? column?.header : undefined}
                        className={cn(
                          'px-3 py-3',
                          column?.className,
                          phone.cell,
                          labelled ? phone.label : phone.unlabelled,
                        )}
                      >
                        {/* Called, not rendered as a component: a re-created column never remounts its cells
                            (which would close a dialog opened from a row). One box, so that a cell of several
                            parts stays one value beside its label on phones. */}
                        <div className="min-w-0 max-sm:flex-1">{column?.cell(row.original)}</div>
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="flex flex-col gap-3 border-t border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600">
          <span className="inline-flex items-center gap-2">
            <label htmlFor={sizeId}>
              <Trans>Rows per page</Trans>
            </label>
            <select
              id={sizeId}
              value={pageSize}
              onChange={(event) => table.setPageSize(Number(event.target.value))}
              className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900"
            >
              {options.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </span>
          <span>
            <RowRange first={firstRow} last={lastRow} total={total} />
          </span>
        </div>
        <Pagination
          current={page}
          totalPages={pages}
          onChange={(next) => table.setPageIndex(next - 1)}
          label={t`${caption} pages`}
        />
      </div>
    </div>
  );
}
