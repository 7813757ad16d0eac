// The finance module as the app around it sees it: the reconciliation its daily job runs, and the months a
// per-month summary covers, which the taxes' summary shares (docs/decisions/0048-module-boundaries.md).
export { reconcilerOf, type Reconciler } from './reconciler.ts';
export { summaryMonths } from './finance-summary.ts';
