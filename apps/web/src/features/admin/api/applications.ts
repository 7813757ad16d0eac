// GET /api/listing_applications (filtered, sorted and paged by the server) and PUT /api/listing_applications/{id}
// (accept, reject, or a recommendation). Every change refetches the lists.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiBody, type ApiQuery } from '@/lib/api-client';

export type ApplicationListParams = ApiQuery<'/api/listing_applications'>;

export const applicationsQueryKey = ['admin', 'applications'] as const;

export function applicationsQueryOptions(params: ApplicationListParams) {
  return queryOptions({
    queryKey: [...applicationsQueryKey, params] as const,
    queryFn: ({ signal }) => api.get('/api/listing_applications', { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export type ApplicationChange = ApiBody<'/api/listing_applications/{id}', 'put'> & { id: number };

export function useUpdateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ApplicationChange) =>
      api.put('/api/listing_applications/{id}', { params: { id }, body }),
    // Accepting or rejecting also changes what the properties list and the reports show.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
