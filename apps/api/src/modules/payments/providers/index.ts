// The providers' clients as the rest of the product gets them: real credentials when set, else the sandbox's
// (only base URLs and keys differ; docs/decisions/0041-payment-provider-clients.md).
import { SANDBOX_AIRTEL, SANDBOX_MTN } from '../sandbox/credentials.ts';
import { SANDBOX_PREFIX } from '../sandbox/plugin.ts';
import { AirtelMoneyClient } from './airtel-money.ts';
import { MtnMomoClient } from './mtn-momo.ts';
import type { AirtelSettings, MtnSettings, PaymentSettings } from './settings.ts';
import type { PaymentProvider, ProviderName } from './types.ts';

export type { PaymentProvider, ProviderName } from './types.ts';

/** The providers the sandbox must serve: those with no credentials set. */
export function sandboxedProviders(settings: PaymentSettings): ProviderName[] {
  return (['mtn', 'airtel'] as const).filter((name) => settings[name] === undefined);
}

/** Each provider's settings; `siteUrl` (where this process is reached) serves the sandboxed ones. */
export function resolvedSettings(settings: PaymentSettings, siteUrl: string) {
  const { timeoutMs } = settings;
  const mtn: MtnSettings = settings.mtn
    ? { ...settings.mtn, timeoutMs }
    : {
        baseUrl: `${siteUrl}${SANDBOX_PREFIX.mtn}`,
        targetEnvironment: SANDBOX_MTN.targetEnvironment,
        currency: 'RWF',
        collection: { ...SANDBOX_MTN.collection },
        disbursement: { ...SANDBOX_MTN.disbursement },
        timeoutMs,
      };
  const airtel: AirtelSettings = settings.airtel
    ? { ...settings.airtel, timeoutMs }
    : {
        baseUrl: `${siteUrl}${SANDBOX_PREFIX.airtel}`,
        clientId: SANDBOX_AIRTEL.clientId,
        clientSecret: SANDBOX_AIRTEL.clientSecret,
        disbursementPin: SANDBOX_AIRTEL.disbursementPin,
        country: 'RW',
        currency: 'RWF',
        timeoutMs,
      };
  return { mtn, airtel };
}

export function createPaymentProviders(
  settings: PaymentSettings,
  siteUrl: string,
): Record<ProviderName, PaymentProvider> {
  const resolved = resolvedSettings(settings, siteUrl);
  return { mtn: new MtnMomoClient(resolved.mtn), airtel: new AirtelMoneyClient(resolved.airtel) };
}
