// The settings that point an API process at a payment sandbox running in the benchmark's own process (so that it
// outlives the API's processes), reached as the real providers are: by base URL and keys (docs/payments-providers.md).
import { SANDBOX_AIRTEL, SANDBOX_MTN } from '../../apps/api/src/modules/payments/sandbox/credentials.ts';
import type { RunningSandbox } from '../../apps/api/src/modules/payments/sandbox/standalone.ts';

export const sandboxProviderEnv = (
  running: Pick<RunningSandbox, 'mtnUrl' | 'airtelUrl'>,
): Record<string, string> => ({
  MOMO_BASE_URL: running.mtnUrl,
  MOMO_TARGET_ENVIRONMENT: SANDBOX_MTN.targetEnvironment,
  MOMO_COLLECTION_SUBSCRIPTION_KEY: SANDBOX_MTN.collection.subscriptionKey,
  MOMO_API_USER: SANDBOX_MTN.collection.apiUser,
  MOMO_API_KEY: SANDBOX_MTN.collection.apiKey,
  MOMO_DISBURSEMENT_SUBSCRIPTION_KEY: SANDBOX_MTN.disbursement.subscriptionKey,
  MOMO_DISBURSEMENT_API_USER: SANDBOX_MTN.disbursement.apiUser,
  MOMO_DISBURSEMENT_API_KEY: SANDBOX_MTN.disbursement.apiKey,
  AIRTEL_DISBURSEMENT_PIN: SANDBOX_AIRTEL.disbursementPin,
  AIRTEL_BASE_URL: running.airtelUrl,
  AIRTEL_CLIENT_ID: SANDBOX_AIRTEL.clientId,
  AIRTEL_CLIENT_SECRET: SANDBOX_AIRTEL.clientSecret,
});
