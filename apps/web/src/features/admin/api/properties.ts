// GET /api/properties as an admin: every review status (reviewStatus=all), filtered (name, location, review
// status, creation dates), sorted and paged by the server, the total in X-Total-Count.
import { propertySchema, type PropertySearchQuery } from '@ikaze/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@/lib/paths';
import { fetchPagedList } from '@/lib/queries/paged-list';

export type AdminPropertyParams = Pick<
  Partial<PropertySearchQuery>,
  'name' | 'location' | 'createdFrom' | 'createdTo' | 'reviewStatus' | 'sort' | 'order' | 'page' | 'pageSize'
>;

const propertyListSchema = z.array(propertySchema);

export const adminPropertiesQueryKey = ['admin', 'properties'] as const;

export function adminPropertiesQueryOptions(params: AdminPropertyParams) {
  const query = Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as AdminPropertyParams;
  return queryOptions({
    queryKey: [...adminPropertiesQueryKey, query] as const,
    queryFn: ({ signal }) => fetchPagedList(apiPaths.properties(query), propertyListSchema, signal),
    placeholderData: keepPreviousData,
  });
}
