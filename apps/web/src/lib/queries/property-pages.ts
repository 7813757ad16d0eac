// GET /api/properties as the host's and the admin's property lists ask for it: filters, sort and page, one page
// and its total (X-Total-Count). The public search has its own, lighter query (properties.ts).
import type { ApiQuery } from '@/lib/api-client';
import { pagedListQueryOptions, type ListItem } from './paged-list';

/** A property as the lists without `view=card` answer it: whole. */
export type WholeProperty = Extract<ListItem<'/api/properties'>, { description: string }>;

/** The dashboards' property list parameters. */
export type PropertyPageParams = Pick<
  ApiQuery<'/api/properties'>,
  'name' | 'location' | 'createdFrom' | 'createdTo' | 'reviewStatus' | 'sort' | 'order' | 'page' | 'pageSize'
>;

export function propertyPagesQueryOptions<P extends PropertyPageParams>(key: readonly unknown[], params: P) {
  return pagedListQueryOptions<'/api/properties', WholeProperty>(key, '/api/properties', params);
}
