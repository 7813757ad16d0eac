// GET /api/properties as an admin: every review status (reviewStatus=all), filtered (name, location, review
// status, creation dates), sorted and paged by the server, the total in X-Total-Count.
import { propertyPagesQueryOptions, type PropertyPageParams } from '@/lib/queries/property-pages';

export type AdminPropertyParams = PropertyPageParams;

export const adminPropertiesQueryKey = ['admin', 'properties'] as const;

export function adminPropertiesQueryOptions(params: AdminPropertyParams) {
  return propertyPagesQueryOptions(adminPropertiesQueryKey, params);
}
