// The providers' settings, read from the environment (README's settings table, .env.example). A provider whose
// credentials are all unset is served by the sandbox (modules/payments/sandbox, docs/decisions/0041).
import { DEFAULT_PAYMENT_WINDOW_MINUTES } from '@ikaze/domain';

export interface ProductCredentials {
  subscriptionKey: string;
  apiUser: string;
  apiKey: string;
}

export interface MtnSettings {
  baseUrl: string;
  targetEnvironment: string;
  currency: string;
  collection: ProductCredentials;
  /** Transfers and refunds; absent: they are refused with an error naming the settings. */
  disbursement?: ProductCredentials;
  timeoutMs: number;
}

export interface AirtelSettings {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  country: string;
  currency: string;
  /** The disbursement PIN, encrypted as Airtel's portal explains; absent: transfers are refused. */
  disbursementPin?: string;
  timeoutMs: number;
}

export interface PaymentSettings {
  /** Every request to a provider is bounded by this. */
  timeoutMs: number;
  /** PAYMENT_WINDOW_MINUTES: the rooms are held this long for a payment waiting for the payer (docs/payments.md). */
  windowMinutes: number;
  /** PAYMENT_CHECK_INTERVAL_MS: how often each process looks for payments due a check with their provider. */
  checkIntervalMs: number;
  /**
   * PAYMENT_SANDBOX_SLOW_SUCCESS_SECONDS: when the sandbox's x…4 numbers succeed (without calling back); 30 as
   * documented, shorter where tests wait for it (docs/payments-providers.md#the-sandbox).
   */
  sandboxSlowSuccessSeconds: number;
  /** COMMISSION_PERCENT: what the platform keeps of a paid stay unless an admin set the host's own (docs/money.md). */
  commissionPercent: number;
  /** PAYOUT_DELAY_HOURS: how long after a stay's check-in (Kigali) its host share becomes payable. */
  payoutDelayHours: number;
  /** Absent: no MTN credentials are set, the sandbox serves MTN. */
  mtn?: Omit<MtnSettings, 'timeoutMs'>;
  airtel?: Omit<AirtelSettings, 'timeoutMs'>;
}

export function paymentSettings(env: NodeJS.ProcessEnv): PaymentSettings {
  const timeoutMs = Number(env.PAYMENT_TIMEOUT_MS ?? 10_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1)
    throw new Error(`PAYMENT_TIMEOUT_MS must be a whole number of 1 or more, got ${env.PAYMENT_TIMEOUT_MS}`);
  const windowMinutes = wholeSetting(env, 'PAYMENT_WINDOW_MINUTES', DEFAULT_PAYMENT_WINDOW_MINUTES);
  const checkIntervalMs = wholeSetting(env, 'PAYMENT_CHECK_INTERVAL_MS', 1_000);
  const sandboxSlowSuccessSeconds = wholeSetting(env, 'PAYMENT_SANDBOX_SLOW_SUCCESS_SECONDS', 30);
  const commissionPercent = wholeSetting(env, 'COMMISSION_PERCENT', 12, 0);
  if (commissionPercent > 50) throw new Error(`COMMISSION_PERCENT must be 0 to 50, got ${commissionPercent}`);
  const payoutDelayHours = wholeSetting(env, 'PAYOUT_DELAY_HOURS', 24, 0);
  const collection = allOrNone(env, {
    subscriptionKey: 'MOMO_COLLECTION_SUBSCRIPTION_KEY',
    apiUser: 'MOMO_API_USER',
    apiKey: 'MOMO_API_KEY',
  });
  const disbursement = allOrNone(env, {
    subscriptionKey: 'MOMO_DISBURSEMENT_SUBSCRIPTION_KEY',
    apiUser: 'MOMO_DISBURSEMENT_API_USER',
    apiKey: 'MOMO_DISBURSEMENT_API_KEY',
  });
  if (disbursement && !collection)
    throw new Error('MOMO_DISBURSEMENT_… settings need the collection ones (MOMO_API_USER, …) too');
  const airtel = allOrNone(env, { clientId: 'AIRTEL_CLIENT_ID', clientSecret: 'AIRTEL_CLIENT_SECRET' });
  return {
    timeoutMs,
    windowMinutes,
    checkIntervalMs,
    sandboxSlowSuccessSeconds,
    commissionPercent,
    payoutDelayHours,
    mtn: collection && {
      baseUrl: baseUrl('MOMO_BASE_URL', env.MOMO_BASE_URL ?? 'https://proxy.momoapi.mtn.com'),
      targetEnvironment: env.MOMO_TARGET_ENVIRONMENT || 'mtnrwanda',
      currency: 'RWF',
      collection,
      ...(disbursement ? { disbursement } : {}),
    },
    airtel: airtel && {
      baseUrl: baseUrl('AIRTEL_BASE_URL', env.AIRTEL_BASE_URL ?? 'https://openapi.airtel.africa'),
      ...airtel,
      country: 'RW',
      currency: 'RWF',
      ...(env.AIRTEL_DISBURSEMENT_PIN ? { disbursementPin: env.AIRTEL_DISBURSEMENT_PIN } : {}),
    },
  };
}

function wholeSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  const value = env[name] ?? String(fallback);
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be a whole number of ${min} or more, got ${value}`);
  return n;
}

/** The named settings when all are set, undefined when none is; half a set is a mistake worth stopping for. */
function allOrNone<K extends string>(
  env: NodeJS.ProcessEnv,
  names: Record<K, string>,
): Record<K, string> | undefined {
  const entries = Object.entries<string>(names).map(([key, name]) => [key, env[name] || undefined] as const);
  const set = entries.filter(([, value]) => value !== undefined);
  if (set.length === 0) return undefined;
  if (set.length < entries.length) {
    const missing = entries.filter(([, value]) => value === undefined).map(([key]) => names[key as K]);
    throw new Error(`${missing.join(', ')} must be set with ${Object.values(names).join(', ')}`);
  }
  return Object.fromEntries(entries) as Record<K, string>;
}

function baseUrl(name: string, value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href.replace(/\/+$/, '');
  } catch {
    // Reported below.
  }
  throw new Error(`${name} must be an http(s) address, got ${value}`);
}
