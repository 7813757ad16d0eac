// GET /api/properties?host_id={me}&reviewStatus=…: the host's own properties whatever their review status,
// filtered by location (destination, a match on the address) and review status, sorted and paged by the
// server (total in X-Total-Count). The API has no name or creation-date filter: the screen applies those.
import { propertySchema, type PropertySearchQuery } from '@ikaze/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@/lib/paths';
import { fetchPagedList } from '@/lib/queries/paged-list';

export type HostPropertyParams = Pick<
  Partial<PropertySearchQuery>,
  'destination' | 'reviewStatus' | 'sort' | 'order' | 'page' | 'pageSize'
> & { host_id: number };

const propertyListSchema = z.array(propertySchema);

/** Under ['properties'], so that submitting a listing refreshes these lists too. */
export const hostPropertiesQueryKey = ['properties', 'host'] as const;

/** The API's largest page: what the screen filters by name and date when those filters are used. */
export const HOST_PROPERTIES_MAX_PAGE = 100;

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
