// The sandbox of both providers (docs/payments-providers.md#the-sandbox): mounted in the product under
// /sandbox/mtn and /sandbox/airtel when no credentials are set, or run on its own port (standalone.ts).
import type { FastifyPluginAsync } from 'fastify';
import { airtelSandboxRoutes } from './airtel-routes.ts';
import { DEFAULT_DELAYS, SandboxLedger, type Faults, type SandboxDelays } from './ledger.ts';
import { mtnSandboxRoutes } from './mtn-routes.ts';

export interface PaymentSandboxOptions {
  /** Shorter delays for tests; the defaults follow the outcomes table in docs/payments-providers.md. */
  delays?: Partial<SandboxDelays>;
  /** Seconds a token lives (MTN says 3600, Airtel 180). */
  tokenTtlSeconds?: { mtn?: number; airtel?: number };
  /** Where Airtel calls back (its partner portal's setting). */
  airtelCallbackUrl?: string;
  faults?: Partial<Faults>;
}

/** Both providers' in-memory state, reachable by tests and by `GET /sandbox/{provider}/transactions`. */
export class PaymentSandbox {
  readonly mtn: SandboxLedger;
  readonly airtel: SandboxLedger;
  airtelCallbackUrl: string | undefined;

  constructor(options: PaymentSandboxOptions = {}) {
    const delays = { ...DEFAULT_DELAYS, ...options.delays };
    this.mtn = new SandboxLedger(delays, options.tokenTtlSeconds?.mtn ?? 3600);
    this.airtel = new SandboxLedger(delays, options.tokenTtlSeconds?.airtel ?? 180);
    this.airtelCallbackUrl = options.airtelCallbackUrl;
    for (const ledger of [this.mtn, this.airtel]) ledger.faults = { ...ledger.faults, ...options.faults };
  }

  close(): void {
    this.mtn.close();
    this.airtel.close();
  }
}

export interface SandboxMount {
  sandbox: PaymentSandbox;
  /** Which providers to serve: those without credentials. */
  providers: readonly ('mtn' | 'airtel')[];
}

export const SANDBOX_PREFIX = { mtn: '/sandbox/mtn', airtel: '/sandbox/airtel' } as const;

export const paymentSandboxPlugin: FastifyPluginAsync<SandboxMount> = async (app, { sandbox, providers }) => {
  // The sandbox stands for other companies' APIs: it is no part of ours, so it stays out of our OpenAPI document
  // (and of the access table and fuzz suite read from it).
  app.addHook('onRoute', (route) => {
    // @fastify/swagger reads `hide` from the schema (its FastifySchema augmentation).
    route.schema = Object.assign({}, route.schema, { hide: true });
  });
  // Requests held by fault injection are let go before the server waits for its connections to end.
  app.addHook('preClose', (done) => {
    sandbox.close();
    done();
  });
  if (providers.includes('mtn'))
    await app.register(mtnSandboxRoutes, { prefix: SANDBOX_PREFIX.mtn, ledger: sandbox.mtn });
  if (providers.includes('airtel'))
    await app.register(airtelSandboxRoutes, {
      prefix: SANDBOX_PREFIX.airtel,
      ledger: sandbox.airtel,
      callbackUrl: () => sandbox.airtelCallbackUrl,
    });
};
