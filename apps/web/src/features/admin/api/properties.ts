// GET /api/properties as an admin: every review status (reviewStatus=all), filtered, sorted and paged by the
// server, the total in X-Total-Count.
import { propertySchema, type PropertySearchQuery } from '@ikaze/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@/lib/paths';
import { fetchPagedList } from '@/lib/queries/paged-list';

export type AdminPropertyParams = Pick<
  Partial<PropertySearchQuery>,
  'destination' | 'reviewStatus' | 'sort' | 'order' | 'page' | 'pageSize'
>;

const propertyListSchema = z.array(propertySchema);

export const adminPropertiesQueryKey = ['admin', 'properties'] as const;

export function adminPropertiesQueryOptions(params: AdminPropertyParams) {
  return queryOptions({
    queryKey: [...adminPropertiesQueryKey, params] as const,
    queryFn: ({ signal }) => fetchPagedList(apiPaths.properties(params), propertyListSchema, signal),
    placeholderData: keepPreviousData,
  });
}
