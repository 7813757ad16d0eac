// GET /api/listing_applications (filtered, sorted and paged by the server) and PUT /api/listing_applications/{id}
// (accept, reject, or a recommendation). Every change refetches the lists.
import {
  applicationListResponseSchema,
  applicationResponseSchema,
  type ApplicationListQuery,
} from '@ikaze/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

export type ApplicationListParams = Partial<ApplicationListQuery>;

export const applicationsQueryKey = ['admin', 'applications'] as const;

export function applicationsQueryOptions(params: ApplicationListParams) {
  return queryOptions({
    queryKey: [...applicationsQueryKey, params] as const,
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.applications(params), { signal, schema: applicationListResponseSchema }),
    placeholderData: keepPreviousData,
  });
}

export type ApplicationChange =
  { id: number; status: 'approved' | 'rejected' } | { id: number; recommendation: string };

export function useUpdateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ApplicationChange) =>
      apiRequest(apiPaths.application(id), { method: 'PUT', body, schema: applicationResponseSchema }),
    // Accepting or rejecting also changes what the properties list and the reports show.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
