// The finance module as the app around it sees it: the reconciliation its daily job runs
// (docs/decisions/0048-module-boundaries.md). No other module imports it.
export { reconcilerOf, type Reconciler } from './reconciler.ts';
