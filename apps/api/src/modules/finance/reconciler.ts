// The reconciliation as the app runs it, from its route and its daily job alike: the payments' own provider
// clients and this process's sandbox list (docs/money.md#reconciliation).
import type { FastifyInstance } from 'fastify';
import type { ReconciliationRun } from '@ikaze/domain';
import { sandboxRecordsOf } from './provider-records.ts';
import { reconcileDay } from './reconcile.ts';

export type Reconciler = (day: string) => Promise<ReconciliationRun>;

/** Reads `app.payments` when it runs, so that it may be made before the payments plugin is registered. */
export function reconcilerOf(app: FastifyInstance): Reconciler {
  const readProviderRecords = sandboxRecordsOf(app);
  return (day) =>
    reconcileDay({ db: app.database.db, payments: app.payments, readProviderRecords, log: app.log }, day);
}
