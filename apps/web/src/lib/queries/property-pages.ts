// GET /api/properties as the host's and the admin's property lists ask for it: filters, sort and page, one page
// and its total (X-Total-Count). The public search has its own, lighter query (properties.ts).
import { propertySchema, type PropertySearchQuery } from '@ikaze/domain';
import { z } from 'zod';
import { apiPaths } from '@/lib/paths';
import { pagedListQueryOptions } from './paged-list';

/** The dashboards' property list parameters. */
export type PropertyPageParams = Pick<
  Partial<PropertySearchQuery>,
  'name' | 'location' | 'createdFrom' | 'createdTo' | 'reviewStatus' | 'sort' | 'order' | 'page' | 'pageSize'
>;

const propertyListSchema = z.array(propertySchema);

export function propertyPagesQueryOptions<P extends PropertyPageParams>(key: readonly unknown[], params: P) {
  return pagedListQueryOptions(key, params, apiPaths.properties, propertyListSchema);
}
