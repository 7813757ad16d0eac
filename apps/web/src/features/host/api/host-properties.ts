// GET /api/properties?host_id={me}&…: the host's own properties whatever their review status, filtered (name,
// location, review status, creation dates), sorted and paged by the server (total in X-Total-Count).
import { propertySchema, type PropertySearchQuery } from '@ikaze/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@/lib/paths';
import { fetchPagedList } from '@/lib/queries/paged-list';

export type HostPropertyParams = Pick<
  Partial<PropertySearchQuery>,
  'name' | 'location' | 'createdFrom' | 'createdTo' | 'reviewStatus' | 'sort' | 'order' | 'page' | 'pageSize'
> & { host_id: number };

const propertyListSchema = z.array(propertySchema);

/** Under ['properties'], so that submitting a listing refreshes these lists too. */
export const hostPropertiesQueryKey = ['properties', 'host'] as const;

export function hostPropertiesQueryOptions(params: HostPropertyParams) {
  const query = Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as HostPropertyParams;
  return queryOptions({
    queryKey: [...hostPropertiesQueryKey, query] as const,
    queryFn: ({ signal }) => fetchPagedList(apiPaths.properties(query), propertyListSchema, signal),
    placeholderData: keepPreviousData,
  });
}
