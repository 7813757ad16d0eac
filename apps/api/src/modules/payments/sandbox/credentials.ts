// The sandbox's own keys: public on purpose (they open nothing but the sandbox). Clients pointed at the sandbox
// use these; the sandbox refuses any other, as the real providers refuse wrong keys.

export const SANDBOX_MTN = {
  targetEnvironment: 'sandbox',
  collection: {
    subscriptionKey: 'sandbox-collection-subscription-key',
    apiUser: '6f1a2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    apiKey: 'sandbox-collection-api-key',
  },
  disbursement: {
    subscriptionKey: 'sandbox-disbursement-subscription-key',
    apiUser: '7a2b3c4d-5e6f-4b7c-9d8e-0f1a2b3c4d5e',
    apiKey: 'sandbox-disbursement-api-key',
  },
} as const;

export const SANDBOX_AIRTEL = {
  clientId: 'sandbox-airtel-client-id',
  clientSecret: 'sandbox-airtel-client-secret',
  disbursementPin: 'sandbox-encrypted-pin',
} as const;
