// A list screen's filters, sort and page live in the URL's search params, so that a reload, a shared link or
// the browser's Back keeps them. Values equal to their default are left out of the URL.
import { PAGE_SIZES, TABLE_PAGE_SIZE_OPTIONS } from '@ikaze/domain';
import { useCallback, useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router';
import type { DataTablePage, DataTableSort } from '@/components/ui/data-table';

export type SortOrder = 'asc' | 'desc';

export interface ListParamsConfig<F extends string, S extends string> {
  /** Each filter's default ('' for none). */
  filters: Readonly<Record<F, string>>;
  /** The sorts the API takes; anything else in the URL falls back to the default. */
  sorts: readonly S[];
  defaultSort: S;
  defaultOrder: SortOrder;
}

export interface ListParams<F extends string, S extends string> {
  page: number;
  pageSize: number;
  sort: S;
  order: SortOrder;
  /** For DataTable. */
  tableSort: DataTableSort;
  filters: Record<F, string>;
  /** Changes filters and goes back to the first page. */
  setFilters: (changes: Partial<Record<F, string>>) => void;
  setPagination: (next: DataTablePage) => void;
  setSort: (next: DataTableSort) => void;
}

function positiveInt(text: string | null): number | undefined {
  if (!text || !/^\d{1,6}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
}

/** The page a `page` search parameter names: a whole number from 1, else the first page. */
export const pageFromParam = (text: string | null): number => positiveInt(text) ?? 1;

/** Config objects should be module constants, so that the setters keep their identity. */
export function useListParams<F extends string, S extends string>(
  config: ListParamsConfig<F, S>,
): ListParams<F, S> {
  const [params, setParams] = useSearchParams();
  const base = useChangeBase(params);

  const page = positiveInt(params.get('page')) ?? 1;
  const sizeParam = positiveInt(params.get('pageSize'));
  const pageSize =
    sizeParam !== undefined && (TABLE_PAGE_SIZE_OPTIONS as readonly number[]).includes(sizeParam)
      ? sizeParam
      : PAGE_SIZES.table;
  const sortParam = params.get('sort');
  const sort = config.sorts.find((s) => s === sortParam) ?? config.defaultSort;
  const orderParam = params.get('order');
  const order: SortOrder = orderParam === 'asc' || orderParam === 'desc' ? orderParam : config.defaultOrder;

  const filters = {} as Record<F, string>;
  for (const key of Object.keys(config.filters) as F[]) filters[key] = params.get(key) ?? config.filters[key];

  const update = useCallback(
    (changes: Record<string, string | number>, resetPage: boolean) => {
      const next = new URLSearchParams(base.current());
      const defaults: Record<string, string> = {
        ...(config.filters as Record<string, string>),
        page: '1',
        pageSize: String(PAGE_SIZES.table),
        sort: config.defaultSort,
        order: config.defaultOrder,
      };
      for (const [key, raw] of Object.entries(changes)) {
        const value = String(raw).trim();
        if (value === (defaults[key] ?? '')) next.delete(key);
        else next.set(key, value);
      }
      if (resetPage) next.delete('page');
      base.asked(next.toString());
      setParams(next, { replace: true });
    },
    [config, setParams, base],
  );

  const setFilters = useCallback(
    (changes: Partial<Record<F, string>>) => update(changes as Record<string, string>, true),
    [update],
  );
  const setPagination = useCallback(
    (next: DataTablePage) => update({ page: next.page, pageSize: next.pageSize }, false),
    [update],
  );
  const setSort = useCallback(
    (next: DataTableSort) => update({ sort: next.id, order: next.desc ? 'desc' : 'asc' }, true),
    [update],
  );

  return {
    page,
    pageSize,
    sort,
    order,
    tableSort: { id: sort, desc: order === 'desc' },
    filters,
    setFilters,
    setPagination,
    setSort,
  };
}

/** The API's sort and page parameters for a list's URL state. */
export function sortAndPage<S extends string>(
  list: Pick<ListParams<string, S>, 'sort' | 'order' | 'page' | 'pageSize'>,
): { sort: S; order: SortOrder; page: number; pageSize: number } {
  return { sort: list.sort, order: list.order, page: list.page, pageSize: list.pageSize };
}

/** The named filters as the API takes them: an empty one is left out (undefined). */
export function filledFilters<F extends string, K extends F>(
  filters: Readonly<Record<F, string>>,
  names: readonly K[],
): Record<K, string | undefined> {
  const values = {} as Record<K, string | undefined>;
  for (const name of names) values[name] = filters[name] || undefined;
  return values;
}

/**
 * What the next change of a list's URL starts from: the last change asked for, until the URL moves elsewhere
 * (Back, Forward, a link). Not React Router's params: setSearchParams hands its callback the params of the
 * render its setter came from, and a navigation lands (loaders, a transition) after the change that asked for
 * it; so two changes made before the next render (filters cleared one after the other, or a typed filter's
 * delayed report after a sort click) started from the same params and the later undid the earlier.
 * Only committed renders update it (an effect): a render React throws away must not move it.
 */
function useChangeBase(params: URLSearchParams) {
  const { key, search } = useLocation();
  const navigationType = useNavigationType();
  const state = useRef<{ latest: string; pending: string[] } | null>(null);
  state.current ??= { latest: params.toString(), pending: [] };
  useEffect(() => {
    const current = state.current!;
    const landed = search.replace(/^\?/, '');
    const ours = navigationType === NavigationType.Pop ? -1 : current.pending.indexOf(landed);
    if (ours >= 0) {
      // One of our changes (and every one asked before it) is in the URL; a later one may still be on its way.
      current.pending.splice(0, ours + 1);
    } else {
      current.pending = [];
      current.latest = landed;
    }
  }, [key, search, navigationType]);
  return useRef({
    current: () => state.current!.latest,
    asked: (next: string) => {
      state.current!.latest = next;
      state.current!.pending.push(next);
    },
  }).current;
}
