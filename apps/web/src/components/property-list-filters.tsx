// The host's and the admin's property lists filter the same way (docs/product.md#filters: name, location,
// status, creation date range), on the server: their URL state, the filters shown and the API's parameters.
import { APPLICATION_STATUS_LABELS, PROPERTY_LIST_MESSAGES, type PropertySort } from '@ikaze/domain';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { rangesInOrder, type ListFilter } from '@/components/list-filters';
import { domainText } from '@/lib/i18n';
import { propertyLocationsQueryOptions } from '@/lib/queries/property-locations';
import type { PropertyPageParams } from '@/lib/queries/property-pages';
import {
  filledFilters,
  sortAndPage,
  useListParams,
  type ListParams,
  type ListParamsConfig,
} from '@/lib/use-list-params';

export type PropertyFilter = 'name' | 'location' | 'status' | 'createdFrom' | 'createdTo';

export const PROPERTY_FILTER_DEFAULTS: Readonly<Record<PropertyFilter, string>> = {
  name: '',
  location: '',
  status: 'all',
  createdFrom: '',
  createdTo: '',
};

const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
type StatusFilter = NonNullable<PropertyPageParams['reviewStatus']>;
const isStatusFilter = (value: string): value is StatusFilter =>
  value === 'all' || (REVIEW_STATUSES as readonly string[]).includes(value);

/**
 * The filters, their Location choices from GET /api/properties/locations (one host's, or every property's for
 * an admin). A location in the URL that is not (or no longer) a choice stays selectable.
 */
function usePropertyFilters(
  values: Readonly<Record<PropertyFilter, string>>,
  hostId?: number,
): Array<ListFilter<PropertyFilter>> {
  const locations = useQuery(propertyLocationsQueryOptions(hostId));
  const current = values.location;
  const { t } = useLingui();
  return useMemo(() => {
    const names = new Set(locations.data?.locations ?? []);
    if (current) names.add(current);
    const statusOptions = [
      { value: 'all', label: t({ id: 'filter.all', message: 'All' }) },
      ...REVIEW_STATUSES.map((status) => ({
        value: status,
        label: domainText(APPLICATION_STATUS_LABELS[status]),
      })),
    ];
    return [
      { kind: 'text', name: 'name', label: t`Name`, placeholder: t`Property name` },
      {
        kind: 'select',
        name: 'location',
        label: t`Location`,
        options: [
          { value: '', label: t`All locations` },
          ...[...names].sort().map((name) => ({ value: name, label: name })),
        ],
      },
      { kind: 'select', name: 'status', label: t`Status`, options: statusOptions },
      {
        kind: 'dates',
        from: 'createdFrom',
        to: 'createdTo',
        fromLabel: t`Created from`,
        toLabel: t`Created to`,
        orderMessage: domainText(PROPERTY_LIST_MESSAGES.createdOrder),
      },
    ];
  }, [locations.data, current, t]);
}

/** GET /api/properties's parameters for a list's URL state: every filter, the sort and the page. */
export function propertyListQuery<S extends PropertySort>(
  list: Pick<ListParams<PropertyFilter, S>, 'filters' | 'sort' | 'order' | 'page' | 'pageSize'>,
): PropertyPageParams & { reviewStatus: StatusFilter } {
  const { filters } = list;
  return {
    reviewStatus: isStatusFilter(filters.status) ? filters.status : 'all',
    ...filledFilters(filters, ['name', 'location', 'createdFrom', 'createdTo']),
    ...sortAndPage(list),
  };
}

/**
 * A property list's URL state and its filters (ListFilters' props). While a creation date range is out of
 * order (`inOrder` false) the list is not asked for.
 */
export function usePropertyListParams<S extends PropertySort>(
  config: ListParamsConfig<PropertyFilter, S>,
  hostId?: number,
) {
  const list = useListParams(config);
  const fields = usePropertyFilters(list.filters, hostId);
  return {
    list,
    inOrder: rangesInOrder(fields, list.filters),
    filterProps: { filters: fields, values: list.filters, onChange: list.setFilters },
  };
}
