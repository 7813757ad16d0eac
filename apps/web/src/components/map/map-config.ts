// GET /api/config → {mapTileUrl}: the tile server is configuration (docs/product.md#map).
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest, GENERIC_ERROR } from '@/lib/api';
import { apiPaths } from '@/lib/paths';

async function fetchConfig(signal: AbortSignal): Promise<{ mapTileUrl: string }> {
  const config = await apiRequest<{ mapTileUrl?: unknown }>(apiPaths.config(), { signal });
  if (typeof config.mapTileUrl !== 'string') throw new ApiError(200, GENERIC_ERROR, undefined, false);
  return { mapTileUrl: config.mapTileUrl };
}

export function mapConfigQueryOptions() {
  return queryOptions({
    queryKey: ['config'] as const,
    queryFn: ({ signal }) => fetchConfig(signal),
    staleTime: Infinity,
  });
}
