// The refunds module as other modules see it: what they may import, and nothing else
// (docs/decisions/0048-module-boundaries.md).
export { owePaymentBack, refundableLeft, startRefund, type RefundRow } from './start.ts';
export {
  stayCommissionSql,
  stayGivenBackSql,
  stayMoney,
  stayPaidSql,
  stayReleasedSql,
  stayTaxesKeptSql,
  type StayMoney,
} from './stay-money.ts';
