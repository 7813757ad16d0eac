// GET /api/config: settings the web app reads at run time. The tile server is configuration
// (docs/product.md#map); testPayments says the payment providers are the built-in sandbox, so the checkout
// tells the guest no money moves (docs/payments-providers.md).
import { queryOptions } from '@tanstack/react-query';
import { ApiError, GENERIC_ERROR } from '@/lib/api';
import { api, type ApiAnswer } from '@/lib/api-client';

export type AppConfig = ApiAnswer<'/api/config'>;

async function fetchConfig(signal: AbortSignal): Promise<AppConfig> {
  const config: Partial<AppConfig> = await api.get('/api/config', { signal });
  if (typeof config.mapTileUrl !== 'string') throw new ApiError(200, GENERIC_ERROR, undefined, false);
  return { mapTileUrl: config.mapTileUrl, testPayments: config.testPayments === true };
}

export function appConfigQueryOptions() {
  return queryOptions({
    queryKey: ['config'] as const,
    queryFn: ({ signal }) => fetchConfig(signal),
    staleTime: Infinity,
  });
}
