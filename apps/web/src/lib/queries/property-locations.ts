// GET /api/properties/locations: the Location filter's choices on the host and admin property lists (the
// cities of an admin's every property, or of one host's). Under ['properties'], so that a new listing
// refreshes them.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function propertyLocationsQueryOptions(hostId?: number) {
  const query = hostId === undefined ? {} : { host_id: hostId };
  return queryOptions({
    queryKey: ['properties', 'locations', query] as const,
    queryFn: ({ signal }) => api.get('/api/properties/locations', { query, signal }),
    staleTime: 60_000,
  });
}
