// GET /api/properties?host_id={me}&…: the host's own properties whatever their review status, filtered (name,
// location, review status, creation dates), sorted and paged by the server (total in X-Total-Count).
import { propertyPagesQueryOptions, type PropertyPageParams } from '@/lib/queries/property-pages';

export type HostPropertyParams = PropertyPageParams & { host_id: number };

/** Under ['properties'], so that submitting a listing refreshes these lists too. */
export const hostPropertiesQueryKey = ['properties', 'host'] as const;

export function hostPropertiesQueryOptions(params: HostPropertyParams) {
  return propertyPagesQueryOptions(hostPropertiesQueryKey, params);
}
