// GET /api/properties/locations: the Location filter's choices on the host and admin property lists (the
// cities of an admin's every property, or of one host's). Under ['properties'], so that a new listing
// refreshes them.
import { propertyLocationsSchema } from '@ikaze/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

export function propertyLocationsQueryOptions(hostId?: number) {
  const query = hostId === undefined ? {} : { host_id: hostId };
  return queryOptions({
    queryKey: ['properties', 'locations', query] as const,
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.propertyLocations(query), { signal, schema: propertyLocationsSchema }),
    staleTime: 60_000,
  });
}
